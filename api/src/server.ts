import path from 'node:path';
import { closeOnSignals, exitOnStartFailure } from '@ieum/server-kit';
import { loadConfig } from './config/env';
import { DEMO_ACCOUNTS_FILE, demoAccountsBanner } from './plugins/app/demo-accounts';
import { buildApp } from './app';

async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  if (app.demoAccounts) {
    process.stdout.write(demoAccountsBanner(app.demoAccounts, config.PUBLIC_APP_URL, path.join(config.DATA_DIR, DEMO_ACCOUNTS_FILE)));
  }

  closeOnSignals(app);
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch(exitOnStartFailure('API'));
