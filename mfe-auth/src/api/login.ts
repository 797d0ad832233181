import { apiRequest, ApiError, type Address, type UserType } from '@ieum/shared-ui';

export interface LoginInput {
  username: string;
  password: string;
  userType: UserType;
  fcmToken: string;
}

export interface LoginResponse {
  accessToken: string;
  refreshToken?: string;
  userType?: UserType;
  name?: string;
  address?: Address;
}

/**
 * Signs in. Sent as POST (the API also takes the spec's GET form) so the password never sits in a
 * URL, browser history or proxy log.
 */
export async function login(input: LoginInput): Promise<LoginResponse> {
  const data = await apiRequest<LoginResponse>(
    { method: 'POST', url: '/login', data: input },
    '로그인에 실패했습니다.',
    { authenticated: false },
  );
  if (!data?.accessToken) throw new ApiError(400, '로그인 실패: 서버 응답에 토큰이 없습니다.');
  return data;
}
