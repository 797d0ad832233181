import type { AppNotification } from './api/notification';
import { parseServerTime } from './notification-time';

/**
 * The unread notifications newer than both the last one this tab saw and the last one stored on
 * the phone (another tab or an earlier visit announced those), oldest first: the order in which
 * things happened (a volunteer cancelled, then a new one is looked for).
 */
export function newNotificationsIn(items: AppNotification[], lastSeenInMemory: number | null, lastStoredTime: string | null): AppNotification[] {
  const stored = lastStoredTime ? parseServerTime(lastStoredTime) : NaN;
  return items
    .filter((item) => {
      if (item.readAt !== null) return false;
      const time = parseServerTime(item.createdAt);
      if (!Number.isFinite(time)) return false;
      if (lastSeenInMemory !== null && time <= lastSeenInMemory) return false;
      return !(Number.isFinite(stored) && time <= stored);
    })
    .sort((a, b) => parseServerTime(a.createdAt) - parseServerTime(b.createdAt) || a.id - b.id);
}

export function newestOf(items: AppNotification[]): AppNotification | null {
  let newest: AppNotification | null = null;
  for (const item of items) {
    if (!newest || parseServerTime(item.createdAt) > parseServerTime(newest.createdAt)) newest = item;
  }
  return newest;
}

/** More than this many in one alert would not fit a phone screen: the rest are counted. */
export const ALERT_LISTS_AT_MOST = 3;

/** The alert for what arrived together: one notification as it is, several with how many. */
export function alertTextFor(fresh: AppNotification[]): string {
  const text = (item: AppNotification) => `${item.title}\n${item.body}`;
  if (fresh.length === 1) return text(fresh[0]);
  const listed = fresh.slice(0, ALERT_LISTS_AT_MOST).map(text);
  const rest = fresh.length - listed.length;
  return [`새 알림이 ${fresh.length}개 왔어요.`, ...listed, ...(rest > 0 ? [`나머지 ${rest}개는 알림 화면에서 볼 수 있어요.`] : [])].join('\n\n');
}
