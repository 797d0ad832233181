import type { ApiBody, ApiResponse } from '@ieum/api-types';
import type { UserType } from '@ieum/domain';
import { apiRequest } from '@ieum/platform';

/**
 * Checks the current password (401 WRONG_PASSWORD when wrong). Sent in a POST body, not the GET
 * form's query string, so the password never sits in a URL or an access log.
 */
export async function verifyCurrentPassword(password: string, userType: UserType): Promise<void> {
  const data: ApiBody<'/api/user/password', 'post'> = { password, userType };
  await apiRequest<ApiResponse<'/api/user/password', 'post'>>(
    { method: 'POST', url: '/user/password', data },
    '현재 비밀번호가 올바르지 않습니다.',
  );
}

/**
 * Sets the new password. The refresh token names this phone's session, which the API keeps while
 * it ends every other one.
 */
export async function changePassword(password: string, userType: UserType, refreshToken?: string | null): Promise<void> {
  const data: ApiBody<'/api/user', 'patch'> = { password, userType, ...(refreshToken ? { refreshToken } : {}) };
  await apiRequest<ApiResponse<'/api/user', 'patch'>>({ method: 'PATCH', url: '/user', data }, '비밀번호 변경에 실패했습니다.');
}
