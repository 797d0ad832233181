import { closeOnSignals, exitOnStartFailure } from '@ieum/server-kit';
import { buildApp } from './app';
import { loadConfig } from './config/env';

async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  closeOnSignals(app);
  await app.listen({ port: config.AI_PORT, host: config.HOST });
}

main().catch(exitOnStartFailure('AI host'));
