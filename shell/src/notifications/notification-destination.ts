import type { AppNotification } from './api/notification';

export interface NotificationDestination {
  path: string;
  state: unknown;
}

/**
 * The page a notification is about, or null when there is none to open (a cancelled activity
 * that is no longer the volunteer's, or a notification without an activity).
 */
export function destinationOf(notification: Pick<AppNotification, 'kind' | 'activityId'>, userType: string | null): NotificationDestination | null {
  const matchId = notification.activityId;
  if (matchId === null) return null;
  if (userType === 'elderly') {
    return ['MATCHED', 'REMINDER', 'VOLUNTEER_CANCELED', 'WAITING', 'EXPIRED'].includes(notification.kind)
      ? { path: '/applyingdetail', state: { matchId } }
      : null;
  }
  if (notification.kind === 'MARKED_DONE') return { path: '/writereview', state: { matchId, currentMatching: { matchingId: matchId } } };
  if (notification.kind === 'MATCHED' || notification.kind === 'REMINDER') return { path: '/matchingdetail', state: { matchId } };
  return null;
}
