import type { ApiBody, ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';
import { toInternationalPhone } from '@ieum/shared-ui';

export type FoundAccounts = ApiResponse<'/api/recovery/username', 'post'>['accounts'];

/**
 * 아이디 찾기: the name and a number this browser verified (the check left its token in a cookie)
 * give the partly hidden IDs, one per role; 404 ACCOUNT_NOT_FOUND when none matches.
 */
export async function findUsernames(name: string, localPhone: string): Promise<FoundAccounts> {
  const data: ApiBody<'/api/recovery/username', 'post'> = { name, phoneNumber: toInternationalPhone(localPhone) };
  const response = await apiRequest<ApiResponse<'/api/recovery/username', 'post'>>(
    { method: 'POST', url: '/recovery/username', data },
    '아이디를 찾지 못했습니다.',
    { authenticated: false },
  );
  return response.accounts;
}
