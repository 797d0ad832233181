import { apiRequest } from '@ieum/platform';

/**
 * Removes the user's push subscription at logout. The session store has already forgotten the
 * token by then, so the call carries the one that was signed in (still valid for up to an hour).
 */
export async function deletePushSubscription(accessToken: string): Promise<void> {
  await apiRequest(
    { method: 'DELETE', url: '/user/push-subscription', headers: { Authorization: `Bearer ${accessToken}` } },
    '알림 구독 해제 실패',
    { authenticated: false },
  );
}
