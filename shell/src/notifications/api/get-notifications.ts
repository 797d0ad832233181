import { apiRequest } from '@ieum/platform';
import { NOTIFICATIONS_LOAD_FAILED, type AppNotification } from './notification';

/** The list for /notification, newest first (at most 50, as the API keeps them). */
export function getNotifications(): Promise<AppNotification[]> {
  return apiRequest<AppNotification[]>({ method: 'GET', url: '/user/notification' }, NOTIFICATIONS_LOAD_FAILED);
}
