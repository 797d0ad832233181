import fp from 'fastify-plugin';
import type { Database, Queryable } from '../../db/database';
import type { NotificationKind } from '../../domain/notification-texts';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

export interface NewNotification {
  recipientId: number;
  kind: NotificationKind;
  activityId: number | null;
  /** The crisis alert a circle-of-care notification is about. */
  careAlertId?: number | null;
  title: string;
  body: string;
  /** Set by retried jobs: a second insert with the same key is skipped. */
  dedupeKey?: string;
}

export interface StoredNotification {
  id: number;
  kind: NotificationKind;
  /** The activity the notification is about (null once that activity is deleted). */
  activityId: number | null;
  careAlertId: number | null;
  title: string;
  body: string;
  createdAt: Date;
  readAt: Date | null;
}

/** A row as the insert stored it, for delivery after the commit. */
export interface InsertedNotification {
  id: number;
  recipientId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  createdAt: Date;
}

/** What changes the poll's answer: the newest id and the latest read time. */
export interface NotificationHead {
  latestId: number;
  lastReadAt: number;
}

/** Inserts notifications inside the caller's transaction. */
export type Notify = (items: NewNotification[]) => Promise<void>;

export const NOTIFICATION_LIST_LIMIT = 50;
/** Kept this long; users are promised at least 30 days (api/README.md "Notifications and the poll protocol"). */
export const NOTIFICATION_RETENTION_DAYS = 90;
// Every process that writes notifications tells the others through this channel (pg_notify is
// delivered on commit), so each poll cache is exact; the expiry only bounds staleness while the
// listening connection is down.
export const NOTIFICATION_CHANGES_CHANNEL = 'ieum_notification_changes';
const ALL_USERS = '*';
// pg_notify refuses payloads of 8000 bytes or more.
const MAX_PAYLOAD_CHARS = 7_000;
const HEAD_CACHE_TTL_MS = 30_000;
const HEAD_CACHE_MAX_USERS = 200_000;

interface NotificationsDeps {
  db: Database;
  now: () => number;
  /** Called after commit with what was stored (push delivery hooks in here). */
  onStored?: (items: InsertedNotification[]) => void;
}

export function createNotifications({ db, now, onStored }: NotificationsDeps) {
  const deliveries: ((items: InsertedNotification[]) => void)[] = onStored ? [onStored] : [];
  const heads = new Map<number, NotificationHead & { expiresAt: number }>();
  // Head reads under way: one that raced a change must not be cached. Only in-flight reads are
  // tracked, so memory does not grow with every user ever notified.
  const readsInFlight = new Map<number, Set<{ stale: boolean }>>();
  // While the announcements' connection is down nothing is heard: every poll reads the database.
  let hearing = true;

  function changed(userId: number) {
    heads.delete(userId);
    for (const read of readsInFlight.get(userId) ?? []) read.stale = true;
  }

  function changedForEveryone() {
    heads.clear();
    for (const reads of readsInFlight.values()) for (const read of reads) read.stale = true;
  }

  /** Tells every process (this one included) whose notifications changed, when tx commits. */
  async function announce(tx: Queryable, userIds: Iterable<number>) {
    const list = [...new Set(userIds)].join(',');
    if (list === '') return;
    await tx.query('select pg_notify($1, $2)', [NOTIFICATION_CHANGES_CHANNEL, list.length > MAX_PAYLOAD_CHARS ? ALL_USERS : list]);
  }

  // A deduplicated (skipped) item is not returned, so a retried job never pushes twice either.
  async function insert(tx: Queryable, items: NewNotification[]): Promise<InsertedNotification[]> {
    if (items.length === 0) return [];
    const createdAt = new Date(now());
    // One statement for the batch; unnest keeps it one round trip on both drivers.
    return tx.query<InsertedNotification>(
      `insert into notifications (recipient_id, kind, activity_id, care_alert_id, title, body, created_at, dedupe_key)
       select recipient_id, kind, activity_id, care_alert_id, title, body, $6::timestamptz, dedupe_key
       from unnest($1::bigint[], $2::text[], $3::bigint[], $4::text[], $5::text[], $7::text[], $8::bigint[])
         as item (recipient_id, kind, activity_id, title, body, dedupe_key, care_alert_id)
       on conflict (dedupe_key) do nothing
       returning id, recipient_id as "recipientId", kind, title, body, created_at as "createdAt"`,
      [
        items.map((item) => item.recipientId),
        items.map((item) => item.kind),
        items.map((item) => item.activityId),
        items.map((item) => item.title),
        items.map((item) => item.body),
        createdAt,
        items.map((item) => item.dedupeKey ?? null),
        items.map((item) => item.careAlertId ?? null),
      ],
    );
  }

  return {
    /**
     * Runs fn in a transaction with a notify function; the poll caches learn about the stored
     * notifications only after the commit, so a poll never sees an ETag for rows it cannot read.
     */
    async withNotifications<T>(fn: (tx: Queryable, notify: Notify) => Promise<T>): Promise<T> {
      const stored: InsertedNotification[] = [];
      const result = await db.transaction(async (tx) => {
        const value = await fn(tx, async (items) => {
          stored.push(...(await insert(tx, items)));
        });
        await announce(tx, stored.map((item) => item.recipientId));
        return value;
      });
      for (const recipientId of new Set(stored.map((item) => item.recipientId))) changed(recipientId);
      if (stored.length > 0) for (const deliver of deliveries) deliver(stored);
      return result;
    },

    /** Another delivery after the commit, besides push (the circle of care's SMS); it must not throw. */
    deliverAlso(deliver: (items: InsertedNotification[]) => void): void {
      deliveries.push(deliver);
    },

    /** The newest id and last read time for a user, from memory when this process knows them. */
    async head(userId: number): Promise<NotificationHead> {
      const cached = heads.get(userId);
      if (cached && cached.expiresAt > Date.now()) return cached;
      const read = { stale: false };
      const reads = readsInFlight.get(userId) ?? new Set();
      readsInFlight.set(userId, reads.add(read));
      let row: { latestId: number | null; lastReadAt: Date | null } | undefined;
      try {
        [row] = await db.query<{ latestId: number | null; lastReadAt: Date | null }>(
          `select max(id) as "latestId", max(read_at) as "lastReadAt" from notifications where recipient_id = $1`,
          [userId],
        );
      } finally {
        reads.delete(read);
        if (reads.size === 0) readsInFlight.delete(userId);
      }
      const head = { latestId: row?.latestId ?? 0, lastReadAt: row?.lastReadAt?.getTime() ?? 0 };
      if (!read.stale && hearing) {
        if (heads.size >= HEAD_CACHE_MAX_USERS) heads.delete(heads.keys().next().value as number);
        heads.set(userId, { ...head, expiresAt: Date.now() + HEAD_CACHE_TTL_MS });
      }
      return head;
    },

    /** Newest first; with afterId only the ones newer than it. */
    async list(userId: number, options: { afterId?: number; limit?: number } = {}): Promise<StoredNotification[]> {
      return db.query<StoredNotification>(
        `select id, kind, activity_id as "activityId", care_alert_id as "careAlertId", title, body, created_at as "createdAt", read_at as "readAt"
         from notifications where recipient_id = $1 and id > $2
         order by id desc limit $3`,
        [userId, options.afterId ?? 0, options.limit ?? NOTIFICATION_LIST_LIMIT],
      );
    },

    /** Marks one notification (or, without an id, all of them) read; false when the id is not the user's. */
    async markRead(userId: number, notificationId?: number): Promise<boolean> {
      const readAt = new Date(now());
      const rows = await db.query(
        `update notifications set read_at = $3
         where recipient_id = $1 and read_at is null and ($2::bigint is null or id = $2)
         returning id`,
        [userId, notificationId ?? null, readAt],
      );
      if (rows.length > 0) {
        changed(userId);
        await announce(db, [userId]);
      }
      if (notificationId === undefined || rows.length > 0) return true;
      const [owned] = await db.query('select 1 from notifications where id = $1 and recipient_id = $2', [notificationId, userId]);
      return owned !== undefined;
    },

    /** Deletes notifications older than the retention period; returns how many. */
    async purge(): Promise<number> {
      const cutoff = new Date(now() - NOTIFICATION_RETENTION_DAYS * 24 * 60 * 60 * 1000);
      const rows = await db.query<{ recipientId: number }>(
        'delete from notifications where created_at < $1 returning recipient_id as "recipientId"',
        [cutoff],
      );
      const recipients = new Set(rows.map((row) => row.recipientId));
      for (const recipientId of recipients) changed(recipientId);
      await announce(db, recipients);
      return rows.length;
    },

    /** A payload of NOTIFICATION_CHANGES_CHANNEL: forget the heads it names. */
    applyAnnouncement(payload: string) {
      if (payload === ALL_USERS) return changedForEveryone();
      for (const part of payload.split(',')) {
        const userId = Number(part);
        if (Number.isSafeInteger(userId)) changed(userId);
      }
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

export type Notifications = ReturnType<typeof createNotifications>;

export const notificationsPlugin = fp(
  async (app, { now = Date.now }: { now?: () => number }) => {
    const notifications = createNotifications({ db: app.db, now, onStored: (items) => app.push.deliver(items) });
    app.decorate('notifications', notifications);
    let stopListening: (() => Promise<void>) | undefined;
    try {
      stopListening = await app.db.listen(NOTIFICATION_CHANGES_CHANNEL, {
        onMessage: notifications.applyAnnouncement,
        onGap: () => {
          app.log.warn('notification change announcements interrupted: poll caches cleared');
          notifications.forgetAll();
        },
        onHearing: notifications.setHearing,
      });
    } catch (error) {
      // Polls stay correct within the cache expiry; this process just hears other writers later.
      app.log.error({ err: error }, 'could not listen for notification changes');
    }
    app.addHook('onClose', async () => stopListening?.());
  },
  { name: 'notifications', dependencies: ['database', 'push'] },
);
