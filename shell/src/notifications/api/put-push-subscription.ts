import type { ApiBody } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

type PushSubscriptionBody = ApiBody<'/api/user/push-subscription', 'put'>;

/** Stores (replaces) the signed-in user's one push subscription. */
export function putPushSubscription(subscription: PushSubscriptionJSON): Promise<void> {
  // The browser's toJSON() has the shape the API validates; the server refuses anything else.
  const body = { subscription } as PushSubscriptionBody;
  return apiRequest<void>({ method: 'PUT', url: '/user/push-subscription', data: body }, '알림 설정을 저장하지 못했습니다.');
}
