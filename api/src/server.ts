import path from 'node:path';
import { loadConfig } from './config/env';
import { DEMO_ACCOUNTS_FILE, demoAccountsBanner } from './db/demo-accounts';
import { buildApp } from './app';

async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  if (app.demoAccounts) {
    process.stdout.write(demoAccountsBanner(app.demoAccounts, config.PUBLIC_APP_URL, path.join(config.DATA_DIR, DEMO_ACCOUNTS_FILE)));
  }

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        (error) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: Error) => {
  // Start-up problems (bad environment, database locked or unreachable) as one readable line.
  process.stderr.write(`API failed to start: ${error.message}\n`);
  process.exit(1);
});
