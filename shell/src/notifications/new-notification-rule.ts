import type { AppNotification } from './api/notification';
import { parseServerTime } from './notification-time';

/**
 * The newest unread notification counts as new when it is newer than both the last one this
 * tab saw and the last one stored on the phone (another tab or an earlier visit announced it).
 * Returns it, or null.
 */
export function newNotificationIn(
  items: AppNotification[],
  lastSeenInMemory: number | null,
  lastStoredTime: string | null,
): AppNotification | null {
  const newest = newestOf(items);
  if (!newest || newest.readAt !== null) return null;
  const time = parseServerTime(newest.createdAt);
  if (!Number.isFinite(time)) return null;
  if (lastSeenInMemory !== null && time <= lastSeenInMemory) return null;
  const stored = lastStoredTime ? parseServerTime(lastStoredTime) : NaN;
  if (Number.isFinite(stored) && time <= stored) return null;
  return newest;
}

export function newestOf(items: AppNotification[]): AppNotification | null {
  let newest: AppNotification | null = null;
  for (const item of items) {
    if (!newest || parseServerTime(item.createdAt) > parseServerTime(newest.createdAt)) newest = item;
  }
  return newest;
}
