import https from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { sendNotification, WebPushError } from 'web-push';
import type { Database } from '../../db/database';
import { toSeoulIso } from '../../domain/seoul-time';
import { isAllowedPushService, webPushSubscriptionSchema, type WebPushSubscription } from '../../push/subscription';
import { loadOrCreateVapidKeys, VAPID_KEYS_FILE, type VapidKeys } from '../../push/vapid-keys';
import type { InsertedNotification } from './notifications';

declare module 'fastify' {
  interface FastifyInstance {
    push: PushDelivery;
  }
}

/** The stored notification outlives a push by far; a day-old push about a match is still worth showing. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_SENDS_IN_FLIGHT = 8;
// Beyond this many waiting sends (a push service hanging during a large sweep) new ones are dropped:
// the poll still delivers them, and memory stays bounded.
const MAX_SENDS_WAITING = 10_000;

export interface PushOptions {
  /** PEM certificates to trust for push services instead of the default roots (tests: the fake's). */
  ca?: string;
  /** Socket timeout of one send. */
  timeoutMs?: number;
}

interface PushDeliveryDeps extends PushOptions {
  db: Database;
  vapid: VapidKeys;
  allowedHosts: readonly string[];
  log: FastifyBaseLogger;
}

export function createPushDelivery({ db, vapid, allowedHosts, log, ca, timeoutMs = DEFAULT_TIMEOUT_MS }: PushDeliveryDeps) {
  const agent = new https.Agent({ keepAlive: true, ca });
  const running = new Set<Promise<void>>();
  const waiting: (() => void)[] = [];
  let inFlight = 0;
  let closed = false;

  async function takeSlot(): Promise<boolean> {
    if (inFlight < MAX_SENDS_IN_FLIGHT) {
      inFlight += 1;
      return true;
    }
    if (waiting.length >= MAX_SENDS_WAITING) return false;
    await new Promise<void>((resolve) => waiting.push(resolve));
    return true;
  }

  function releaseSlot() {
    const next = waiting.shift();
    if (next) next();
    else inFlight -= 1;
  }

  /** A JSON object that is a valid subscription to an allowed push service, else null (legacy token strings too). */
  function usableSubscription(stored: unknown): WebPushSubscription | null {
    const parsed = webPushSubscriptionSchema.safeParse(stored);
    return parsed.success && isAllowedPushService(parsed.data.endpoint, allowedHosts) ? parsed.data : null;
  }

  async function send(item: InsertedNotification, subscription: WebPushSubscription) {
    if (!(await takeSlot())) {
      log.warn({ userId: item.recipientId, notificationId: item.id }, 'push dropped: too many sends waiting');
      return;
    }
    if (closed) return releaseSlot();
    const payload = JSON.stringify({
      title: item.title,
      body: item.body,
      id: item.id,
      createdAt: toSeoulIso(item.createdAt),
      url: '/notification',
    });
    try {
      await sendNotification(subscription, payload, {
        vapidDetails: vapid,
        TTL: PUSH_TTL_SECONDS,
        urgency: item.kind === 'REMINDER' ? 'high' : 'normal',
        contentEncoding: 'aes128gcm',
        agent,
        timeout: timeoutMs,
      });
    } catch (error) {
      // The endpoint's path is the subscription's secret capability: log only the push service's origin.
      const context = { userId: item.recipientId, notificationId: item.id, pushService: new URL(subscription.endpoint).origin };
      const statusCode = error instanceof WebPushError ? error.statusCode : undefined;
      if (statusCode === 404 || statusCode === 410) {
        // Only this subscription: the user may have subscribed again meanwhile.
        await db.query(`update users set push_subscription = null where id = $1 and push_subscription->>'endpoint' = $2`, [
          item.recipientId,
          subscription.endpoint,
        ]);
        log.info({ ...context, statusCode }, 'push subscription expired: removed');
      } else {
        log.warn({ ...context, statusCode, reason: (error as Error).message }, 'push delivery failed');
      }
    } finally {
      releaseSlot();
    }
  }

  async function idle(): Promise<void> {
    while (running.size > 0) await Promise.allSettled([...running]);
  }

  async function deliverNow(items: InsertedNotification[]) {
    const recipientIds = [...new Set(items.map((item) => item.recipientId))];
    const rows = await db.query<{ id: number; subscription: unknown }>(
      `select id, push_subscription as subscription from users
       where id = any($1::bigint[]) and jsonb_typeof(push_subscription) = 'object'`,
      [recipientIds],
    );
    const subscriptions = new Map<number, WebPushSubscription>();
    for (const row of rows) {
      const subscription = usableSubscription(row.subscription);
      if (subscription) subscriptions.set(Number(row.id), subscription);
    }
    await Promise.all(
      items.map((item) => {
        const subscription = subscriptions.get(item.recipientId);
        return subscription && send(item, subscription);
      }),
    );
  }

  return {
    publicKey: vapid.publicKey,

    /** True when the API would push to this endpoint (an allowed push service). */
    isAllowedEndpoint: (endpoint: string) => isAllowedPushService(endpoint, allowedHosts),

    /**
     * Pushes each stored notification to its recipient's subscription, in the background: never
     * throws and never delays the caller; failures are logged and dropped (the poll still has them).
     */
    deliver(items: InsertedNotification[]): void {
      if (closed || items.length === 0) return;
      const task = deliverNow(items).catch((error: Error) => log.error({ err: error }, 'push delivery failed'));
      running.add(task);
      void task.finally(() => running.delete(task));
    },

    async setSubscription(userId: number, subscription: WebPushSubscription): Promise<void> {
      const { endpoint, expirationTime, keys } = subscription;
      await db.query('update users set push_subscription = $2::jsonb, updated_at = now() where id = $1', [
        userId,
        JSON.stringify({ endpoint, expirationTime: expirationTime ?? null, keys: { p256dh: keys.p256dh, auth: keys.auth } }),
      ]);
    },

    async removeSubscription(userId: number): Promise<void> {
      await db.query('update users set push_subscription = null, updated_at = now() where id = $1', [userId]);
    },

    /** Resolves when every delivery started so far has finished (tests, shutdown). */
    idle,

    /** Stops taking deliveries, aborts open requests and waits for the rest to settle. */
    async close(): Promise<void> {
      closed = true;
      agent.destroy();
      await idle();
    },
  };
}

export type PushDelivery = ReturnType<typeof createPushDelivery>;

export const pushPlugin = fp(
  async (app, options: PushOptions) => {
    const { config } = app;
    const vapid = loadOrCreateVapidKeys(config.DATA_DIR, config);
    if (config.DATABASE_URL && !config.VAPID_PUBLIC_KEY) {
      app.log.warn(
        `VAPID keys are not set: they come from ${config.DATA_DIR}/${VAPID_KEYS_FILE}. ` +
          'Every API process must push with the same keys: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY on all of them, or share DATA_DIR.',
      );
    }
    const push = createPushDelivery({ db: app.db, vapid, allowedHosts: config.PUSH_SERVICE_HOSTS, log: app.log, ...options });
    app.decorate('push', push);
    app.addHook('onClose', () => push.close());
  },
  { name: 'push', dependencies: ['config', 'database'] },
);
