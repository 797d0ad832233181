import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis, type RedisOptions } from 'ioredis';
import { AppError, MESSAGES } from './errors';
import { rateLimitExceeded } from './too-many-requests';

/**
 * Marks limiter options so that, while the shared counters (Redis) do not answer, the limit refuses
 * with 503 SERVICE_UNAVAILABLE instead of counting in this process alone: for limits guarding
 * something that costs (SMS sends).
 */
export function failClosed<Options extends object>(options: Options): Options {
  return { ...options, failClosed: true };
}

/** A Redis command that takes longer fails, so a frozen Redis delays a request by this much at most. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/** The Redis client both servers use: commands fail at once while it is disconnected instead of queueing. */
export function connectRedis(url: string, log: FastifyBaseLogger, options: RedisOptions = {}): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: REDIS_COMMAND_TIMEOUT_MS, ...options });
  redis.on('error', (error) => log.warn({ err: error }, 'redis error'));
  return redis;
}

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;
interface StoreParams {
  failClosed?: boolean;
  routeInfo?: { method?: string; url?: string };
}

// One step in Redis, so every process sharing it counts the same window.
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

const MEMORY_SWEEP_SIZE = 10_000;

/** Fixed windows in this process: the stand-in while Redis does not answer (or without Redis). */
export function memoryCounter(now: () => number = Date.now) {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return (key: string, windowMs: number): Counted => {
    const at = now();
    if (windows.size >= MEMORY_SWEEP_SIZE) {
      for (const [name, window] of windows) if (window.endsAt <= at) windows.delete(name);
    }
    let window = windows.get(key);
    if (!window || window.endsAt <= at) {
      window = { count: 0, endsAt: at + windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - at };
  };
}

/**
 * A @fastify/rate-limit store: counters in Redis shared by every process; while Redis does not
 * answer, counters in this process (logged once per outage) so limits never switch off, or 503
 * for limits marked failClosed.
 */
function sharedStore(redis: Redis, nameSpace: string, log: FastifyBaseLogger) {
  const memory = memoryCounter();
  let degraded = false;

  function onRedisFailure(error: unknown) {
    if (degraded) return;
    degraded = true;
    log.warn({ err: error }, 'rate limits: Redis did not answer, counting in this process until it does (SMS sends refused)');
  }
  function onRedisAnswer() {
    if (!degraded) return;
    degraded = false;
    log.info('rate limits: Redis answers again, counters are shared again');
  }

  return class SharedStore {
    private readonly prefix: string;
    private readonly failClosed: boolean;
    // The plugin passes its merged limiter options (typed by @fastify/rate-limit as route options).
    constructor(options: object = {}) {
      const params = options as StoreParams;
      this.prefix = `${nameSpace}${params.routeInfo?.method ?? ''}${params.routeInfo?.url ?? ''}:`;
      this.failClosed = params.failClosed === true;
    }

    incr(key: string, done: Done, timeWindow: number) {
      const name = this.prefix + key;
      redis.eval(INCREMENT, 1, name, String(timeWindow), (error, answer) => {
        if (!error) {
          onRedisAnswer();
          const [current, ttl] = answer as [number, number];
          return done(null, { current: Number(current), ttl: Number(ttl) });
        }
        onRedisFailure(error);
        if (this.failClosed) return done(new AppError(503, 'SERVICE_UNAVAILABLE', MESSAGES.SERVICE_UNAVAILABLE));
        return done(null, memory(name, timeWindow));
      });
    }

    child(options: object) {
      return new SharedStore(options);
    }
  };
}

export interface SharedRateLimitOptions {
  /** Shared counters across processes; counters in this process when absent (one process, development). */
  redis?: Redis;
  /** Prefix of the keys in Redis, one per service. */
  nameSpace: string;
}

/**
 * @fastify/rate-limit for both servers, without a global limit: routes opt in through
 * config.rateLimit, app.rateLimit() or app.createRateLimit().
 */
export const sharedRateLimitPlugin = fp(
  async (app: FastifyInstance, { redis, nameSpace }: SharedRateLimitOptions) => {
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { store: sharedStore(redis, nameSpace, app.log) } : {}),
      // Only failClosed limits report errors; every other store failure is counted in memory.
      skipOnError: false,
      errorResponseBuilder: rateLimitExceeded,
    });
  },
  { name: 'shared-rate-limit' },
);
