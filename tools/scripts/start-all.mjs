#!/usr/bin/env node
// `npm start`: production build of every app, then the whole product on its ports with the
// embedded database (set DATABASE_URL to use PostgreSQL instead).
import { buildAll } from './build-all.mjs';
import { createStack } from './stack.cjs';

buildAll();

const stack = createStack({
  log: (service, line) => console.log(`[${service}] ${line}`),
});

try {
  await stack.startAll();
} catch (error) {
  console.error(String(error));
  await stack.stopAll();
  process.exit(1);
}

const { ports } = stack;
console.log(`
이음 is running.
  App (open this on a phone-sized screen): http://localhost:${ports.shell}
  API ${ports.api} (docs http://localhost:${ports.api}/docs), AI host ${ports.ai}
  Remotes: ${Object.entries(ports.remotes)
    .map(([name, port]) => `${name} ${port}`)
    .join(', ')}
The demo accounts are printed by [api] above. Stop with Ctrl+C.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await stack.stopAll();
    process.exit(0);
  });
}
