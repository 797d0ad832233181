import rateLimit from '@fastify/rate-limit';
import { rateLimitExceeded } from '@ieum/server-kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

export interface RateLimitPluginOptions {
  /** Shared counters across API processes; in-memory counters when absent. */
  redis?: Redis;
}

/**
 * Registers @fastify/rate-limit without a global limit: routes opt in through
 * config.rateLimit, app.rateLimit() or app.createRateLimit() (see routes/sessions/login.ts).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { redis }: RateLimitPluginOptions) => {
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: 'ieum-rate-limit:',
      // A Redis outage must not lock everyone out of logging in.
      skipOnError: true,
      errorResponseBuilder: rateLimitExceeded,
    });
  },
  { name: 'rate-limit' },
);
