import type { ApiBody, ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

/** The new account; `kakaoTicket` ties a Kakao account to it. */
export type SignupPayload = ApiBody<'/api/user', 'post'>;

export async function signup(payload: SignupPayload): Promise<void> {
  await apiRequest<ApiResponse<'/api/user', 'post'>>({ method: 'POST', url: '/user', data: payload }, '회원가입에 실패했습니다.', {
    authenticated: false,
  });
}
