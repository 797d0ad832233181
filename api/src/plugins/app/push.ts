import https from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { sendNotification, WebPushError } from 'web-push';
import type { Database } from '../../db/database';
import { toSeoulIso } from '@ieum/domain';
import { isAllowedPushService, webPushSubscriptionSchema, type WebPushSubscription } from '../../push/subscription';
import { loadOrCreateSharedVapidKeys, type VapidKeys } from '../../push/vapid-keys';
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
// A push service that is briefly down or busy (network error, 429, 5xx) gets two more tries.
const DEFAULT_RETRY_DELAYS_MS = [5_000, 30_000];
// A Retry-After longer than this is not waited for: the poll delivers the notification meanwhile.
const MAX_RETRY_AFTER_MS = 5 * 60_000;

export interface PushOptions {
  /** PEM certificates to trust for push services instead of the default roots (tests: the fake's). */
  ca?: string;
  /** Socket timeout of one send. */
  timeoutMs?: number;
  /** Waits before the 2nd, 3rd... try of a send that failed for a passing reason. */
  retryDelaysMs?: readonly number[];
}

interface FailedAttempt {
  statusCode?: number;
  reason: string;
  /** Worth trying again later: no answer at all, 429 or 5xx. */
  passing: boolean;
  retryAfterMs?: number;
}

interface PushDeliveryDeps extends PushOptions {
  db: Database;
  vapid: VapidKeys;
  allowedHosts: readonly string[];
  log: FastifyBaseLogger;
}

function retryAfterMs(error: WebPushError): number | undefined {
  const header = error.headers?.['retry-after'];
  const seconds = Number(header);
  if (header !== undefined && Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = header === undefined ? NaN : Date.parse(String(header));
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

export function createPushDelivery({
  db,
  vapid,
  allowedHosts,
  log,
  ca,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  retryDelaysMs = DEFAULT_RETRY_DELAYS_MS,
}: PushDeliveryDeps) {
  const agent = new https.Agent({ keepAlive: true, ca });
  const running = new Set<Promise<void>>();
  // Wakes every send waiting to retry; close() calls them so shutdown does not wait out the delays.
  const pauses = new Set<() => void>();
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

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        pauses.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      pauses.add(wake);
    });
  }

  /** One try; undefined when the push was accepted or the subscription turned out to be gone. */
  async function attempt(item: InsertedNotification, subscription: WebPushSubscription, payload: string): Promise<FailedAttempt | undefined> {
    try {
      await sendNotification(subscription, payload, {
        vapidDetails: vapid,
        TTL: PUSH_TTL_SECONDS,
        urgency: item.kind === 'REMINDER' ? 'high' : 'normal',
        contentEncoding: 'aes128gcm',
        agent,
        timeout: timeoutMs,
      });
      return undefined;
    } catch (error) {
      const statusCode = error instanceof WebPushError ? error.statusCode : undefined;
      if (statusCode === 404 || statusCode === 410) {
        // Only this subscription: the user may have subscribed again meanwhile.
        await db.query(`update users set push_subscription = null where id = $1 and push_subscription->>'endpoint' = $2`, [
          item.recipientId,
          subscription.endpoint,
        ]);
        log.info({ userId: item.recipientId, notificationId: item.id, pushService: new URL(subscription.endpoint).origin, statusCode }, 'push subscription expired: removed');
        return undefined;
      }
      return {
        statusCode,
        reason: (error as Error).message,
        passing: statusCode === undefined || statusCode === 429 || statusCode >= 500,
        retryAfterMs: error instanceof WebPushError ? retryAfterMs(error) : undefined,
      };
    }
  }

  async function send(item: InsertedNotification, subscription: WebPushSubscription) {
    const payload = JSON.stringify({
      title: item.title,
      body: item.body,
      id: item.id,
      createdAt: toSeoulIso(item.createdAt),
      // The app's notification page opens this notification's own page (a matching, a review).
      url: `/notification?open=${item.id}`,
    });
    // The endpoint's path is the subscription's secret capability: log only the push service's origin.
    const context = { userId: item.recipientId, notificationId: item.id, pushService: new URL(subscription.endpoint).origin };
    for (let tries = 1; ; tries += 1) {
      if (!(await takeSlot())) {
        log.warn(context, 'push dropped: too many sends waiting');
        return;
      }
      let failure: FailedAttempt | undefined;
      try {
        if (closed) return;
        failure = await attempt(item, subscription, payload);
      } finally {
        releaseSlot();
      }
      if (!failure) return;
      const delay = retryDelaysMs[tries - 1];
      if (!failure.passing || delay === undefined || closed || (failure.retryAfterMs ?? 0) > MAX_RETRY_AFTER_MS) {
        log.warn({ ...context, statusCode: failure.statusCode, reason: failure.reason, tries }, 'push delivery failed');
        return;
      }
      const wait = Math.max(delay, failure.retryAfterMs ?? 0);
      log.info({ ...context, statusCode: failure.statusCode, reason: failure.reason, tries, retryInMs: wait }, 'push try failed: retrying');
      await pause(wait);
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
     * throws and never delays the caller. A passing failure is tried again (retryDelaysMs); what
     * still fails is logged and dropped (the poll still has it).
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
      for (const wake of [...pauses]) wake();
      agent.destroy();
      await idle();
    },
  };
}

export type PushDelivery = ReturnType<typeof createPushDelivery>;

export const pushPlugin = fp(
  async (app, options: PushOptions) => {
    const { config } = app;
    const vapid = await loadOrCreateSharedVapidKeys(app.db, config.DATA_DIR, config);
    if (app.db.kind === 'postgres' && !config.VAPID_PUBLIC_KEY) {
      app.log.info('VAPID keys are not set: every API process uses the pair stored in the database (server_keys)');
    }
    const push = createPushDelivery({ db: app.db, vapid, allowedHosts: config.PUSH_SERVICE_HOSTS, log: app.log, ...options });
    app.decorate('push', push);
    app.addHook('onClose', () => push.close());
  },
  { name: 'push', dependencies: ['config', 'database'] },
);
