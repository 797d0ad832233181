import { apiRequest, type UserType } from '@ieum/shared-ui';

/** Duplicate check: resolves when the username is free; a taken one fails with 409 USERNAME_TAKEN. */
export async function checkUsername(username: string, userType: UserType): Promise<void> {
  await apiRequest<{ available: boolean }>(
    { method: 'GET', url: '/user/username', params: { username, userType } },
    '아이디 중복 확인에 실패했습니다.',
    { authenticated: false },
  );
}
