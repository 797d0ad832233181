import type { ApiQuery, ApiResponse } from '@ieum/api-types';
import type { UserType } from '@ieum/domain';
import { apiRequest } from '@ieum/platform';

/** Duplicate check: resolves when the username is free; a taken one fails with 409 USERNAME_TAKEN. */
export async function checkUsername(username: string, userType: UserType): Promise<void> {
  const params: ApiQuery<'/api/user/username', 'get'> = { username, userType };
  await apiRequest<ApiResponse<'/api/user/username', 'get'>>(
    { method: 'GET', url: '/user/username', params },
    '아이디 중복 확인에 실패했습니다.',
    { authenticated: false },
  );
}
