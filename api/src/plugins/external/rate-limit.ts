import { sharedRateLimitPlugin } from '@ieum/server-kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

export interface RateLimitPluginOptions {
  /** Shared counters across API processes; in-memory counters when absent. */
  redis?: Redis;
}

/**
 * The shared limiter of server-kit (the AI host uses the same): routes opt in through
 * config.rateLimit, app.rateLimit() or app.createRateLimit() (see routes/sessions/login.ts).
 * While Redis does not answer, limits count in this process; those wrapped in failClosed() refuse.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { redis }: RateLimitPluginOptions) => {
    await app.register(sharedRateLimitPlugin, { redis, nameSpace: 'ieum-rate-limit:' });
  },
  { name: 'rate-limit' },
);
