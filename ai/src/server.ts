import { buildApp } from './app';
import { loadConfig } from './config/env';

async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  await app.listen({ port: config.AI_PORT, host: config.HOST });
}

main().catch((error: Error) => {
  process.stderr.write(`AI host failed to start: ${error.message}\n`);
  process.exit(1);
});
