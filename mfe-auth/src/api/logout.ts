import { apiRequest } from '@ieum/shared-ui';

/** Ends the refresh token's session on the server. */
export async function logout(refreshToken: string): Promise<void> {
  await apiRequest({ method: 'POST', url: '/auth/logout', data: { refreshToken } }, '로그아웃에 실패했습니다.', {
    authenticated: false,
  });
}
