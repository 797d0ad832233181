import { closeOnSignals, exitOnStartFailure } from '@ieum/server-kit';
import { buildApp } from './app';
import { loadConfig } from './config/env';

async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  closeOnSignals(app);
  await app.listen({ port: config.AI_PORT, host: config.HOST });
  // Start the voice now, so the first reply does not wait for it.
  const speech = app.speech as { ready?: () => Promise<void> } | null;
  speech?.ready?.().catch((error) => app.log.warn({ err: error }, 'speech failed to start; replies go out without audio'));
}

main().catch(exitOnStartFailure('AI host'));
