import {
  bearerAuthPlugin,
  createAccessTokens,
  createServer,
  loadOrCreateSecrets,
  type Secrets,
  type ZodFastifyInstance,
} from '@ieum/server-kit';
import type { AiConfig } from './config/env';
import { routeAreas } from './routes';

export interface AppDeps {
  config: AiConfig;
  /** By default from JWT_SECRET or <DATA_DIR>/secrets.json, exactly as the API finds it. */
  secrets?: Secrets;
  logStream?: NodeJS.WritableStream;
  now?: () => number;
}

/** The AI host as a Fastify instance, used by server.ts and by tests (app.inject). */
export async function buildApp(deps: AppDeps): Promise<ZodFastifyInstance> {
  const { config } = deps;
  const app = createServer({ logLevel: config.LOG_LEVEL, logStream: deps.logStream, trustProxy: config.TRUST_PROXY });
  try {
    const secrets = deps.secrets ?? loadOrCreateSecrets(config.DATA_DIR, config);
    await app.register(bearerAuthPlugin, { accessTokens: createAccessTokens(secrets.jwtSecret, deps.now) });
    for (const area of routeAreas) await app.register(area);
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
