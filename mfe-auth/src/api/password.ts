import { apiRequest, type UserType } from '@ieum/shared-ui';

/**
 * Checks the current password (401 WRONG_PASSWORD when wrong). Sent in a POST body, not the
 * spec's query string, so the password never sits in a URL or an access log.
 */
export async function verifyCurrentPassword(password: string, userType: UserType): Promise<void> {
  await apiRequest<{ valid: boolean }>(
    { method: 'POST', url: '/user/password', data: { password, userType } },
    '현재 비밀번호가 올바르지 않습니다.',
  );
}

/**
 * Sets the new password. The refresh token names this phone's session, which the API keeps while
 * it ends every other one.
 */
export async function changePassword(password: string, userType: UserType, refreshToken?: string | null): Promise<void> {
  await apiRequest(
    { method: 'PATCH', url: '/user', data: { password, userType, ...(refreshToken ? { refreshToken } : {}) } },
    '비밀번호 변경에 실패했습니다.',
  );
}
