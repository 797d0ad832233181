import { apiRequest, toInternationalPhone } from '@ieum/shared-ui';

/** `POST /api/auth`: texts a 6-digit code to the number (sent in +82 form). */
export async function sendVerificationCode(localPhone: string): Promise<{ expiresInSeconds?: number }> {
  const data = await apiRequest<{ expiresInSeconds?: number } | null>(
    { method: 'POST', url: '/auth', data: { phoneNumber: toInternationalPhone(localPhone) } },
    '인증번호 발송 실패',
    { authenticated: false },
  );
  return data ?? {};
}

/** `GET /api/auth`: checks the code; fails (400 WRONG_CODE, CODE_EXPIRED, 429) when it is not right. */
export async function checkVerificationCode(localPhone: string, verificationCode: string): Promise<void> {
  await apiRequest<{ verified: boolean }>(
    { method: 'GET', url: '/auth', params: { phoneNumber: toInternationalPhone(localPhone), verificationCode } },
    '인증번호 확인 실패',
    { authenticated: false },
  );
}
