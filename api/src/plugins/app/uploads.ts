import { DAY_MS, HOUR_MS, seoulDayStart } from '@ieum/domain';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { limitReached } from '../../domain/limits';
import { type ImageContentType, type ImageStore, type PresignedUpload, UPLOAD_URL_LIFETIME_SECONDS, type UploadFolder } from '../../storage/image-store';
import { type LocalImageStore, PARTIAL_FILE_IDLE_MS } from '../../storage/local-image-store';

declare module 'fastify' {
  interface FastifyInstance {
    uploads: Uploads;
  }
}

// Serialises one user's quota checks (two presign calls at once cannot both take the last bytes).
const QUOTA_LOCK = 4701;
const SWEEP_INTERVAL_MS = HOUR_MS;
const SWEEP_BATCH = 500;
/** Rows of removed uploads are kept this long (the quota reads only today's). */
const REMOVED_ROWS_KEPT_MS = 2 * DAY_MS;

export interface UploadsOptions {
  db: Database;
  store: ImageStore;
  now: () => number;
  log: FastifyBaseLogger;
  bytesPerUserPerDay: number;
  unusedRetentionMs: number;
}

export type Uploads = ReturnType<typeof createUploads>;

// Whether an upload is in use: the owner's profile picture, their companion's picture, or a photo
// of one of their reviews. Owners only: the API accepts nobody else's upload in these places.
const IN_USE_SQL = `(
  exists (select 1 from users u where u.id = g.owner_id and u.profile_image like '%/' || g.key)
  or exists (select 1 from chatbots c where c.user_id = g.owner_id and c.profile_image like '%/' || g.key)
  or exists (
    select 1 from reviews r, jsonb_array_elements_text(r.image_urls) as url(value)
    where r.volunteer_id = g.owner_id and url.value like '%/' || g.key
  )
)`;

/**
 * app.uploads: upload URLs within a per-user daily byte quota, the sizes of what arrived, and the
 * removal of uploads nothing uses (api/README.md "Uploads").
 */
export function createUploads({ db, store, now, log, bytesPerUserPerDay, unusedRetentionMs }: UploadsOptions) {
  /** Bytes charged today (Seoul): what arrived, or the URL's cap while it may still be used. */
  async function usedToday(q: Pick<Database, 'query'>, ownerId: number, at: number): Promise<number> {
    const [row] = await q.query<{ used: number | string }>(
      `select coalesce(sum(case
                when stored_bytes is not null then stored_bytes
                when expires_at <= $3 and $4 then 0
                else granted_bytes end), 0) as used
         from upload_grants where owner_id = $1 and created_at >= $2`,
      // A local URL that expired unused can never be used; an S3 one may hold anything up to its cap.
      [ownerId, seoulDayStart(at), new Date(at), store.kind === 'local'],
    );
    return Number(row.used);
  }

  return {
    bytesPerUserPerDay,

    /** `count` upload URLs, or 429 UPLOAD_QUOTA_EXCEEDED when their caps do not fit in today's quota. */
    async grant(input: { folder: UploadFolder; ownerId: number; contentType?: ImageContentType; count?: number }): Promise<PresignedUpload[]> {
      const count = input.count ?? 1;
      return db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1, $2::int)', [QUOTA_LOCK, input.ownerId]);
        const at = now();
        const used = await usedToday(tx, input.ownerId, at);
        if (used + count * store.maxBytes > bytesPerUserPerDay) {
          throw limitReached('UPLOAD_QUOTA_EXCEEDED', (seoulDayStart(at).getTime() + DAY_MS - at) / 1000);
        }
        const uploads: PresignedUpload[] = [];
        for (let index = 0; index < count; index += 1) {
          const upload = await store.createUpload({ folder: input.folder, ownerId: input.ownerId, contentType: input.contentType });
          await tx.query(
            'insert into upload_grants (key, owner_id, granted_bytes, created_at, expires_at) values ($1, $2, $3, $4, $5)',
            [upload.key, input.ownerId, store.maxBytes, new Date(at), new Date(at + UPLOAD_URL_LIFETIME_SECONDS * 1000)],
          );
          uploads.push(upload);
        }
        return uploads;
      });
    },

    /** The size of what arrived under a key (the local store knows it; S3 uploads keep their cap). */
    async recordStored(key: string, bytes: number): Promise<void> {
      await db.query('update upload_grants set stored_bytes = $2 where key = $1', [key, bytes]);
    },

    /**
     * Removes uploads that nothing uses once `unusedRetentionMs` has passed since their URL was
     * issued, oldest-checked first; uploads in use are checked again on later sweeps (a replaced
     * profile picture goes then). A store that fails is tried again next time.
     */
    async removeUnused(limit = SWEEP_BATCH): Promise<{ removed: number; kept: number }> {
      const at = new Date(now());
      const rows = await db.query<{ key: string; inUse: boolean }>(
        `select g.key, ${IN_USE_SQL} as "inUse"
           from upload_grants g
          where g.removed_at is null and g.created_at < $1
          order by coalesce(g.checked_at, g.created_at), g.key
          limit $2`,
        [new Date(at.getTime() - unusedRetentionMs), limit],
      );
      let removed = 0;
      for (const row of rows) {
        if (row.inUse) continue;
        try {
          await store.remove(row.key);
        } catch (error) {
          log.warn({ err: error, key: row.key, store: store.kind }, 'unused upload not removed: will retry');
          continue;
        }
        await db.query('update upload_grants set removed_at = $2 where key = $1', [row.key, at]);
        removed += 1;
      }
      const kept = rows.filter((row) => row.inUse).map((row) => row.key);
      if (kept.length > 0) await db.query('update upload_grants set checked_at = $2 where key = any($1::text[])', [kept, at]);
      await db.query('delete from upload_grants where removed_at is not null and created_at < $1', [new Date(at.getTime() - REMOVED_ROWS_KEPT_MS)]);
      if (removed > 0) log.info({ removed }, 'unused uploads removed');
      return { removed, kept: kept.length };
    },
  };
}

export const uploadsPlugin = fp(
  async (app, { now = Date.now }: { now?: () => number }) => {
    const { store } = app.storage;
    const uploads = createUploads({
      db: app.db,
      store,
      now,
      log: app.log,
      bytesPerUserPerDay: app.config.UPLOAD_MAX_BYTES_PER_USER_PER_DAY,
      unusedRetentionMs: app.config.UNUSED_UPLOAD_RETENTION_HOURS * HOUR_MS,
    });
    app.decorate('uploads', uploads);

    if (store.kind === 'local') {
      const removed = await (store as LocalImageStore).removePartialFiles(PARTIAL_FILE_IDLE_MS);
      if (removed > 0) app.log.info({ removed }, 'partial uploads of an earlier run removed');
    }

    // Hourly, first after an hour: nothing is due sooner, and tests drive removeUnused themselves.
    const timer = setInterval(() => {
      uploads.removeUnused().catch((error: unknown) => app.log.warn({ err: error }, 'unused upload sweep failed'));
    }, SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'uploads', dependencies: ['config', 'database', 'storage'] },
);
