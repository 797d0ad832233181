import type { ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

/** The server's VAPID key (base64url) for pushManager.subscribe. */
export async function getPushPublicKey(): Promise<string> {
  const { publicKey } = await apiRequest<ApiResponse<'/api/push/public-key', 'get'>>(
    { method: 'GET', url: '/push/public-key' },
    '알림 설정을 불러오지 못했습니다.',
    { authenticated: false },
  );
  return publicKey;
}
