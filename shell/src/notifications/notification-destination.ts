import type { AppNotification } from './api/notification';

export interface NotificationDestination {
  path: string;
  state: unknown;
}

/** The kinds whose pages this build knows (the volunteer's and the elderly user's activities). */
const ACTIVITY_KINDS: readonly string[] = ['MATCHED', 'ELDERLY_CANCELED', 'VOLUNTEER_CANCELED', 'MARKED_DONE', 'REMINDER', 'WAITING', 'EXPIRED'];

/**
 * The page a notification is about, or null when there is none to open (a cancelled activity
 * that is no longer the volunteer's, or a notification without an activity). A kind newer than
 * this build (one a remote added later brought, such as a crisis alert) opens `home`, the user's
 * home from the remote map, where that remote shows it.
 */
export function destinationOf(notification: Pick<AppNotification, 'kind' | 'activityId'>, userType: string | null, home?: string): NotificationDestination | null {
  // A settled visit changes the volunteer's hours, not the activity's page.
  if (notification.kind === 'VISIT_REVIEWED' && userType === 'volunteer') return { path: '/myhours', state: null };
  if (!ACTIVITY_KINDS.includes(notification.kind)) return home ? { path: home, state: null } : null;
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
