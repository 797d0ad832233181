import type { Queryable } from '../../db/database';

/** Every process that changes what GET /api/user shows tells the others through this channel (payload: user ids, comma-separated). */
export const PROFILE_CHANGES_CHANNEL = 'ieum_profile_changes';
const ALL_USERS = '*';
// pg_notify refuses payloads of 8000 bytes or more.
const MAX_PAYLOAD_CHARS = 7_000;
// A lost announcement without a reported gap is the only way a stale profile survives; this bounds it (as for sessions).
export const PROFILE_CACHE_MS = 30_000;
const MAX_CACHED = 20_000;

/**
 * The users' rows GET /api/user shows, per process: the app asks for its profile on every screen,
 * and a database round trip per request cost more than the rest of the request. A change is
 * announced inside its transaction (pg_notify, heard by every API process after the commit) and
 * forgotten here again after the commit, so the next read after a change sees it in every process.
 * Reads under way while a change lands are not kept. Nothing is kept while announcements are not
 * heard.
 */
export function createProfileCache<Row>({ load, now }: { load: (id: number) => Promise<Row | undefined>; now: () => number }) {
  const cache = new Map<number, { row: Row; until: number }>();
  const readsInFlight = new Map<number, Set<{ stale: boolean }>>();
  let hearing = true;

  function changed(ids: Iterable<number>) {
    for (const id of ids) {
      cache.delete(id);
      for (const read of readsInFlight.get(id) ?? []) read.stale = true;
    }
  }

  function changedForEveryone() {
    cache.clear();
    for (const reads of readsInFlight.values()) for (const read of reads) read.stale = true;
  }

  return {
    async find(id: number): Promise<Row | undefined> {
      const cached = cache.get(id);
      if (cached && cached.until > now()) return cached.row;
      const read = { stale: false };
      const reads = readsInFlight.get(id) ?? new Set();
      readsInFlight.set(id, reads.add(read));
      let row: Row | undefined;
      try {
        row = await load(id);
      } finally {
        reads.delete(read);
        if (reads.size === 0) readsInFlight.delete(id);
      }
      if (row !== undefined && !read.stale && hearing) {
        if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as number);
        cache.set(id, { row, until: now() + PROFILE_CACHE_MS });
      }
      return row;
    },

    /** Inside the transaction that changes the rows; call changed() again after its commit. */
    async announce(tx: Queryable, ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      changed(ids);
      const list = [...new Set(ids)].join(',');
      await tx.query('select pg_notify($1, $2)', [PROFILE_CHANGES_CHANNEL, list.length > MAX_PAYLOAD_CHARS ? ALL_USERS : list]);
    },

    changed,

    applyAnnouncement(payload: string) {
      if (payload === ALL_USERS) return changedForEveryone();
      const ids: number[] = [];
      for (const part of payload.split(',')) {
        const id = Number(part);
        if (Number.isSafeInteger(id)) ids.push(id);
      }
      changed(ids);
    },

    /** Announcements may have been missed: nothing cached can be trusted. */
    forgetAll: changedForEveryone,

    /** Whether announcements reach this process; while they do not, nothing is cached. */
    setHearing(value: boolean) {
      hearing = value;
      if (!value) changedForEveryone();
    },
  };
}

export type ProfileCache<Row> = ReturnType<typeof createProfileCache<Row>>;
