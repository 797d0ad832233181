import type { Database } from '../../../db/database';
import type { AttemptLimit, CounterStore, TakeResult } from './counter-store';

// One statement per counter: a new or expired counter starts a window at 1; a live one goes up
// only while under its max. ON CONFLICT DO UPDATE locks the row and reads its latest version, so
// parallel attempts in any process take turns and never pass the max together.
const TAKE_SQL = `
  insert into attempt_counters as c (key, count, window_ends_at) values ($1, 1, $3)
  on conflict (key) do update set
    count = case when c.window_ends_at <= $2 then 1 else c.count + 1 end,
    window_ends_at = case when c.window_ends_at <= $2 then excluded.window_ends_at else c.window_ends_at end
  where c.window_ends_at <= $2 or c.count < $4
  returning count`;

/** The one order in which take and giveBack lock counter rows, so the two never deadlock each other. */
function inLockOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

class LimitReached extends Error {
  constructor(readonly refused: { index: number; retryAfterMs: number }[]) {
    super('attempt limit reached');
  }
}

/** Counters in the table attempt_counters (migration 0901): PostgreSQL, or PGlite in development. */
export function databaseCounterStore(db: Database): CounterStore & { removeExpired(nowMs: number): Promise<number> } {
  return {
    async take(limits: readonly AttemptLimit[], nowMs: number): Promise<TakeResult> {
      const now = new Date(nowMs);
      const ordered = limits.map((limit, index) => ({ limit, index })).sort((a, b) => inLockOrder(a.limit.key, b.limit.key));
      try {
        await db.transaction(async (tx) => {
          const refused: { index: number; retryAfterMs: number }[] = [];
          for (const { limit, index } of ordered) {
            const taken = await tx.query(TAKE_SQL, [limit.key, now, new Date(nowMs + limit.windowMs), limit.max]);
            if (taken.length > 0) continue;
            const [row] = await tx.query<{ windowEndsAt: Date }>('select window_ends_at as "windowEndsAt" from attempt_counters where key = $1', [limit.key]);
            refused.push({ index, retryAfterMs: row.windowEndsAt.getTime() - nowMs });
          }
          // Nothing is counted unless every limit had room: the transaction rolls the others back.
          if (refused.length > 0) throw new LimitReached(refused.sort((a, b) => a.index - b.index));
        });
        return { taken: true };
      } catch (error) {
        if (error instanceof LimitReached) return { taken: false, refused: error.refused };
        throw error;
      }
    },

    async giveBack(keys: readonly string[], nowMs: number): Promise<void> {
      if (keys.length === 0) return;
      // Row by row in take's order: one UPDATE over all keys locks them in the table's order, which
      // deadlocked against a parallel take and left the attempt counted.
      await db.transaction(async (tx) => {
        for (const key of [...keys].sort(inLockOrder)) {
          await tx.query('update attempt_counters set count = count - 1 where key = $1 and count > 0 and window_ends_at > $2', [key, new Date(nowMs)]);
        }
      });
    },

    async removeExpired(nowMs: number): Promise<number> {
      const removed = await db.query('delete from attempt_counters where window_ends_at <= $1 returning key', [new Date(nowMs)]);
      return removed.length;
    },
  };
}
