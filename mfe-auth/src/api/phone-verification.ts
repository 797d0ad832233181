import type { ApiBody, ApiQuery, ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';
import { toInternationalPhone } from '@ieum/shared-ui';

export type CodeSent = ApiResponse<'/api/auth', 'post'>;

/** `POST /api/auth`: texts a 6-digit code to the number (sent in +82 form). */
export async function sendVerificationCode(localPhone: string): Promise<CodeSent> {
  const data: ApiBody<'/api/auth', 'post'> = { phoneNumber: toInternationalPhone(localPhone) };
  return apiRequest<CodeSent>({ method: 'POST', url: '/auth', data }, '인증번호 발송 실패', { authenticated: false });
}

/** `GET /api/auth`: checks the code; fails (400 WRONG_CODE, CODE_EXPIRED, 429) when it is not right. */
export async function checkVerificationCode(localPhone: string, verificationCode: string): Promise<void> {
  const params: ApiQuery<'/api/auth', 'get'> = { phoneNumber: toInternationalPhone(localPhone), verificationCode };
  await apiRequest<ApiResponse<'/api/auth', 'get'>>({ method: 'GET', url: '/auth', params }, '인증번호 확인 실패', {
    authenticated: false,
  });
}
