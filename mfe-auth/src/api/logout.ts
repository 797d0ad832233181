import type { ApiBody, ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

/** Ends the refresh token's session on the server. */
export async function logout(refreshToken: string): Promise<void> {
  const data: ApiBody<'/api/auth/logout', 'post'> = { refreshToken };
  await apiRequest<ApiResponse<'/api/auth/logout', 'post'>>(
    { method: 'POST', url: '/auth/logout', data },
    '로그아웃에 실패했습니다.',
    { authenticated: false },
  );
}
