import { apiClient } from '@ieum/platform';

/**
 * Removes the user's push subscription at logout. The session store has already forgotten the
 * token by then, so the call carries the one that was signed in (still valid for up to an hour).
 */
export async function deletePushSubscription(accessToken: string): Promise<void> {
  await apiClient.delete('/user/push-subscription', { headers: { Authorization: `Bearer ${accessToken}` } });
}
