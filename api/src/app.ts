import fastifyCookie from '@fastify/cookie';
import { allowedOriginsCors, connectRedis, createServer, loadOrCreateSecrets, parseAllowedOrigins, type Secrets, type ZodFastifyInstance } from '@ieum/server-kit';
import type { Redis } from 'ioredis';
import { type ApiConfig, apiDocsEnabled } from './config/env';
import type { Database } from './db/database';
import { runMigrations } from './db/migrate';
import { openDatabase } from './db/open-database';
import { accessTokensPlugin } from './plugins/app/access-tokens';
import { accountServicesPlugin } from './plugins/app/account-services';
import { attemptLimitsPlugin } from './plugins/app/attempt-limits';
import { carePlugin } from './plugins/app/care';
import { chatPlugin } from './plugins/app/chat';
import { configPlugin } from './plugins/app/config';
import { databasePlugin } from './plugins/app/database';
import { demoAccountsPlugin } from './plugins/app/demo-accounts';
import { loginDevicesPlugin } from './plugins/app/login-devices';
import { visitsPlugin } from './plugins/app/visits';
import { hourCertificatesPlugin } from './plugins/app/hour-certificates';
import { recordChecksPlugin } from './plugins/app/record-checks';
import { noShowOffersPlugin } from './plugins/app/no-show-offers';
import { visitReviewsPlugin } from './plugins/app/visit-reviews';
import { matchingServicesPlugin, type MatchingServicesOptions } from './plugins/app/matching-services';
import { pushPlugin, type PushOptions } from './plugins/app/push';
import { ratingsPlugin } from './plugins/app/ratings';
import { sessionsPlugin } from './plugins/app/sessions';
import { staffAccountsPlugin } from './plugins/app/staff-accounts';
import { usersPlugin } from './plugins/app/users';
import { rateLimitPlugin } from './plugins/external/rate-limit';
import { swaggerPlugin } from './plugins/external/swagger';
import { routeAreas } from './routes';
import { guardRoutesByRole } from './routes/role-guard';
import chatInternalRoutes from './routes/chatbot/internal';

export interface AppDeps {
  config: ApiConfig;
  /** An open database the caller keeps ownership of; by default buildApp opens (and closes) one from config. */
  db?: Database;
  secrets?: Secrets;
  /** Redis for shared rate-limit counters; by default one from REDIS_URL, if set. */
  redis?: Redis;
  logStream?: NodeJS.WritableStream;
  /** Clock in ms for token lifetimes; tests move it forward. */
  now?: () => number;
  /** Default: only on the embedded database (never with DATABASE_URL). */
  seedDemoAccounts?: boolean;
  /** The matching sweep (expiry, waiting pool, reminders); tests pass { autoStart: false } and call app.matchingWorker.tick(). */
  matchingWorker?: MatchingServicesOptions['worker'];
  /** Web Push sending: tests trust their fake push service's certificate here. */
  push?: PushOptions;
}

/** The API as a Fastify instance, used by server.ts and by tests (app.inject). Call app.close() when done. */
export async function buildApp(deps: AppDeps): Promise<ZodFastifyInstance> {
  const { config } = deps;
  const app = createServer({
    logLevel: config.LOG_LEVEL,
    logStream: deps.logStream,
    trustProxy: config.TRUST_PROXY,
    requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
  });

  const db = deps.db ?? (await openDatabase(config, (error) => app.log.error({ err: error }, 'database connection error')));
  if (!deps.db) app.addHook('onClose', () => db.close());
  const redis = deps.redis ?? (config.REDIS_URL ? connectRedis(config.REDIS_URL, app.log) : undefined);
  if (redis && !deps.redis) app.addHook('onClose', async () => void redis.disconnect());

  try {
    const applied = await runMigrations(db);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
    const now = deps.now ?? Date.now;

    // Order as in fastify/demo: external plugins, app services, then routes.
    await app.register(swaggerPlugin, { enabled: apiDocsEnabled(config) });
    await app.register(allowedOriginsCors, { origins: parseAllowedOrigins(config.ALLOWED_ORIGINS) });
    await app.register(rateLimitPlugin, { redis });
    // The few cookies (device id, phone verification, Kakao state): request.cookies and reply.setCookie.
    await app.register(fastifyCookie);
    await app.register(configPlugin, { config });
    await app.register(databasePlugin, { db });
    await app.register(attemptLimitsPlugin, { redis, now });
    const secrets = deps.secrets ?? loadOrCreateSecrets(config.DATA_DIR, config);
    if (config.DATABASE_URL && !config.JWT_SECRET) {
      app.log.warn(
        `JWT_SECRET is not set: the token key comes from ${config.DATA_DIR}/secrets.json. ` +
          'Every API process and the AI host must share it: set the same JWT_SECRET on all of them, or the same DATA_DIR.',
      );
    }
    await app.register(accessTokensPlugin, { secrets, now });
    await app.register(usersPlugin);
    await app.register(loginDevicesPlugin);
    await app.register(sessionsPlugin, { now });
    await app.register(accountServicesPlugin, { secrets, now });
    await app.register(pushPlugin, deps.push ?? {});
    await app.register(matchingServicesPlugin, { now, worker: deps.matchingWorker });
    await app.register(chatPlugin, { now });
    await app.register(ratingsPlugin);
    await app.register(visitsPlugin, { now });
    await app.register(hourCertificatesPlugin, { now });
    await app.register(recordChecksPlugin, { now });
    await app.register(noShowOffersPlugin, { now });
    await app.register(visitReviewsPlugin, { now });
    await app.register(carePlugin, { secrets, now });
    await app.register(staffAccountsPlugin);
    await app.register(
      async (api) => {
        guardRoutesByRole(api);
        for (const area of routeAreas) await api.register(area);
      },
      { prefix: '/api' },
    );
    await app.register(chatInternalRoutes, { prefix: '/internal', secret: secrets.jwtSecret, now });

    await app.register(demoAccountsPlugin, { seed: deps.seedDemoAccounts ?? (db.kind === 'pglite' && !config.DATABASE_URL) });
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
