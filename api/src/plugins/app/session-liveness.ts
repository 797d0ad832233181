import type { AuthenticatedUser } from '@ieum/server-kit';
import type { Database, Queryable } from '../../db/database';

/** Every process that ends sessions tells the others through this channel (payload: family ids, comma-separated). */
export const SESSION_CHANGES_CHANNEL = 'session_changes';
const ALL_SESSIONS = '*';
// A lost announcement without a reported gap is the only way a stale answer survives; this bounds it.
export const SESSION_CACHE_MS = 30_000;
const MAX_CACHED = 20_000;
const MAX_PAYLOAD_CHARS = 7_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an access token's sign-in session (refresh-token family) is still live, cached per
 * process. Ending a session forgets it here at once and announces it to every other API process
 * through pg_notify, so a revoked access token is refused on the next request everywhere.
 */
export function createSessionLiveness({ db, now }: { db: Database; now: () => number }) {
  const cache = new Map<string, { userId: string; live: boolean; until: number }>();
  // While the announcements' connection is down nothing is heard: every check asks the database.
  let hearing = true;

  function forget(familyIds: readonly string[]) {
    for (const id of familyIds) cache.delete(id);
  }

  return {
    async isLive(user: AuthenticatedUser): Promise<boolean> {
      const familyId = user.sessionId;
      if (!familyId || !UUID.test(familyId)) return false;
      const cached = cache.get(familyId);
      if (cached && cached.until > now()) return cached.live && cached.userId === user.id;
      const rows = await db.query<{ userId: string }>(
        `select user_id::text as "userId" from refresh_tokens where family_id = $1 and revoked_at is null limit 1`,
        [familyId],
      );
      const entry = { userId: rows[0]?.userId ?? '', live: rows.length > 0, until: now() + SESSION_CACHE_MS };
      if (!hearing) return entry.live && entry.userId === user.id;
      if (cache.size >= MAX_CACHED) cache.clear();
      cache.set(familyId, entry);
      return entry.live && entry.userId === user.id;
    },

    /** Inside the transaction that ends the sessions: the other processes hear it after the commit. */
    async announce(tx: Queryable, familyIds: readonly string[]): Promise<void> {
      if (familyIds.length === 0) return;
      const list = [...new Set(familyIds)].join(',');
      await tx.query('select pg_notify($1, $2)', [SESSION_CHANGES_CHANNEL, list.length > MAX_PAYLOAD_CHARS ? ALL_SESSIONS : list]);
    },

    forget,

    applyAnnouncement(payload: string) {
      if (payload === ALL_SESSIONS) cache.clear();
      else forget(payload.split(','));
    },

    /** Announcements may have been missed: nothing cached can be trusted. */
    forgetAll() {
      cache.clear();
    },

    /** Whether announcements reach this process; while they do not, nothing is cached. */
    setHearing(value: boolean) {
      hearing = value;
      if (!value) cache.clear();
    },
  };
}

export type SessionLiveness = ReturnType<typeof createSessionLiveness>;
