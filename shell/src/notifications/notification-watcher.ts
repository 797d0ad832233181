import { showAlert, useNotificationFlag } from '@ieum/platform';
import { pollNotifications } from './api/poll-notifications';
import { alertTextFor, newNotificationsIn, newestOf } from './new-notification-rule';
import { parseServerTime } from './notification-time';

export const POLL_INTERVAL_MS = 5000;
export const ALERT_DELAY_MS = 500;
export const MAX_BACKOFF_MS = 60_000;

export interface WatcherTiming {
  intervalMs?: number;
  alertDelayMs?: number;
  maxBackoffMs?: number;
}

export interface NotificationWatcher {
  start(): void;
  /** Stops polling (leaving a watched page); what was seen is kept for this tab. */
  stop(): void;
  /** Stops and forgets the user's state (logout). */
  reset(): void;
  readonly running: boolean;
}

/**
 * Polls the notification list while started: every 5 s with the last ETag, never while the tab is
 * hidden (one poll at once when it shows again), slower after failures (logged, never shown).
 */
export function createNotificationWatcher({
  intervalMs = POLL_INTERVAL_MS,
  alertDelayMs = ALERT_DELAY_MS,
  maxBackoffMs = MAX_BACKOFF_MS,
}: WatcherTiming = {}): NotificationWatcher {
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let etag: string | null = null;
  let lastSeen: number | null = null;
  let failures = 0;
  let polling = false;
  // A poll answered after a stop or a logout must not act: each start is a new generation.
  let generation = 0;
  const alertTimers = new Set<ReturnType<typeof setTimeout>>();

  const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

  function schedule(delay: number) {
    clearTimeout(timer);
    timer = undefined;
    if (running && !hidden()) timer = setTimeout(poll, delay);
  }

  function nextDelay() {
    return failures === 0 ? intervalMs : Math.min(intervalMs * 2 ** failures, maxBackoffMs);
  }

  function announce(text: string) {
    const handle = setTimeout(() => {
      alertTimers.delete(handle);
      void showAlert(text);
    }, alertDelayMs);
    alertTimers.add(handle);
  }

  async function poll() {
    if (!running || polling) return;
    polling = true;
    const mine = generation;
    try {
      const result = await pollNotifications(etag);
      if (mine !== generation) return;
      failures = 0;
      if (result.changed) {
        etag = result.etag;
        const flag = useNotificationFlag.getState();
        const fresh = newNotificationsIn(result.items, lastSeen, flag.lastNotificationTime);
        const newest = newestOf(result.items);
        if (newest) lastSeen = Math.max(lastSeen ?? -Infinity, parseServerTime(newest.createdAt));
        if (fresh.length > 0) {
          flag.markNew(fresh[fresh.length - 1].createdAt);
          announce(alertTextFor(fresh));
        }
      }
    } catch (error) {
      if (mine !== generation) return;
      failures += 1;
      console.warn('[notifications] poll failed', error);
    } finally {
      polling = false;
      if (mine === generation) schedule(nextDelay());
    }
  }

  function onVisibilityChange() {
    if (!running) return;
    if (hidden()) {
      clearTimeout(timer);
      timer = undefined;
    } else {
      schedule(0);
    }
  }

  function stop() {
    if (!running) return;
    running = false;
    generation += 1;
    polling = false;
    clearTimeout(timer);
    timer = undefined;
    document.removeEventListener('visibilitychange', onVisibilityChange);
  }

  return {
    start() {
      if (running) return;
      running = true;
      generation += 1;
      failures = 0;
      document.addEventListener('visibilitychange', onVisibilityChange);
      schedule(0);
    },
    stop,
    reset() {
      stop();
      etag = null;
      lastSeen = null;
      alertTimers.forEach(clearTimeout);
      alertTimers.clear();
    },
    get running() {
      return running;
    },
  };
}
