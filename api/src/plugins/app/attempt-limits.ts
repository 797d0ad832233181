import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { AttemptLimit, CounterStore } from './attempt-limits/counter-store';
import { databaseCounterStore } from './attempt-limits/database-store';
import { redisCounterStore } from './attempt-limits/redis-store';

export type { AttemptLimit } from './attempt-limits/counter-store';

declare module 'fastify' {
  interface FastifyInstance {
    attemptLimits: AttemptLimits;
  }
}

export type Reservation =
  | {
      granted: true;
      /** Gives the attempt back when it did not count after all (the password was right). */
      release(): Promise<void>;
    }
  | {
      granted: false;
      /** Every limit that is used up, with the whole seconds until its window ends (at least 1). */
      refused: { limit: AttemptLimit; retryAfterSeconds: number }[];
    };

const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Limits on attempts that are counted before the attempt runs (api/README.md "Failure limits"):
 * a wrong-password guess reserves its place first, atomically in Redis or the database, so a burst
 * of parallel guesses checks no more passwords than the same guesses one after another. An attempt
 * that turns out not to count (the right password) is given back.
 */
export function createAttemptLimits({ primary, fallback, log, now }: { primary: CounterStore; fallback?: CounterStore; log: FastifyBaseLogger; now: () => number }) {
  /** Redis first when configured; while it does not answer, the database keeps the limits shared and atomic. */
  async function take(limits: readonly AttemptLimit[], at: number) {
    if (!fallback) return { store: primary, result: await primary.take(limits, at) };
    try {
      return { store: primary, result: await primary.take(limits, at) };
    } catch (error) {
      log.warn({ err: error }, 'attempt limits: Redis did not answer, counting in the database');
      return { store: fallback, result: await fallback.take(limits, at) };
    }
  }

  return {
    /** Counts one attempt against every limit, or against none when any is used up. */
    async reserve(limits: readonly AttemptLimit[]): Promise<Reservation> {
      const at = now();
      const { store, result } = await take(limits, at);
      if (!result.taken) {
        return {
          granted: false,
          refused: result.refused.map(({ index, retryAfterMs }) => ({ limit: limits[index], retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) })),
        };
      }
      let released = false;
      return {
        granted: true,
        async release() {
          if (released) return;
          released = true;
          try {
            await store.giveBack(limits.map((limit) => limit.key), now());
          } catch (error) {
            // The attempt stays counted: a limit a little early, never a guess too many.
            log.warn({ err: error }, 'attempt limits: could not give an attempt back');
          }
        },
      };
    },
  };
}

export type AttemptLimits = ReturnType<typeof createAttemptLimits> & {
  /** Deletes the database's counters whose window ended (hourly; Redis keys expire by themselves). */
  removeEnded(): Promise<number>;
};

export const attemptLimitsPlugin = fp(
  async (app, { redis, now = Date.now }: { redis?: Redis; now?: () => number }) => {
    const database = databaseCounterStore(app.db);
    const limits: AttemptLimits = {
      ...createAttemptLimits({ primary: redis ? redisCounterStore(redis) : database, fallback: redis ? database : undefined, log: app.log, now }),
      removeEnded: () => database.removeExpired(now()),
    };
    app.decorate('attemptLimits', limits);
    const cleanup = setInterval(() => {
      limits.removeEnded().catch((error: unknown) => app.log.warn({ err: error }, 'attempt limits: could not remove ended windows'));
    }, CLEANUP_INTERVAL_MS);
    cleanup.unref();
    app.addHook('onClose', async () => clearInterval(cleanup));
  },
  { name: 'attempt-limits', dependencies: ['database'] },
);
