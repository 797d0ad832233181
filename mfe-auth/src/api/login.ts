import type { ApiBody, ApiResponse } from '@ieum/api-types';
import { apiRequest, ApiError } from '@ieum/platform';

export type LoginInput = ApiBody<'/api/login', 'post'>;
export type LoginResponse = ApiResponse<'/api/login', 'post'>;

/**
 * Signs in. Sent as POST (the API also takes the GET form with a query string) so the password
 * never sits in a URL, browser history or proxy log.
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
