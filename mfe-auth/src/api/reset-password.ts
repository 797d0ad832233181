import type { ApiBody, ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';
import { toInternationalPhone } from '@ieum/shared-ui';

/**
 * 비밀번호 재설정 for the ID whose number this browser verified; the API ends every session of
 * the account. 404 ACCOUNT_NOT_FOUND when the ID and the number do not belong together.
 */
export async function resetPassword(username: string, localPhone: string, password: string): Promise<void> {
  const data: ApiBody<'/api/recovery/password', 'post'> = { username, phoneNumber: toInternationalPhone(localPhone), password };
  await apiRequest<ApiResponse<'/api/recovery/password', 'post'>>(
    { method: 'POST', url: '/recovery/password', data },
    '비밀번호를 바꾸지 못했습니다.',
    { authenticated: false },
  );
}
