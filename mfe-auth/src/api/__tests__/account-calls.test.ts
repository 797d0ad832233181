/**
 * @jest-environment node
 */
import { ApiError, useSessionStore } from '@ieum/platform';
import { startLocalApi, type Answer } from '@ieum/app-kit/src/testing/local-api';
import { checkUsername } from '../check-username';
import { checkVerificationCode, sendVerificationCode } from '../phone-verification';
import { signup } from '../signup';
import { getUserProfile, updateUserProfile } from '../user-profile';
import { changePassword, verifyCurrentPassword } from '../password';
import { logout } from '../logout';

let answer: Answer = { status: 200 };
const api = startLocalApi(() => answer);
const received = () => api.received[api.received.length - 1];
beforeEach(() => useSessionStore.setState({ accessToken: 'token-1', refreshToken: 'refresh-1', userType: 'volunteer' }));

const failure = (promise: Promise<unknown>) => promise.then(() => Promise.reject(new Error('expected a failure')), (error) => error as ApiError);

describe('signup calls', () => {
  it('checks a username without a token; a taken one fails with the server message', async () => {
    answer = { status: 200, body: { available: true } };
    await checkUsername('새 사용자', 'elderly');
    expect(received()).toMatchObject({ method: 'GET', authorization: undefined });
    expect(new URL(received().url, 'http://x').searchParams.get('username')).toBe('새 사용자');
    expect(new URL(received().url, 'http://x').searchParams.get('userType')).toBe('elderly');

    answer = { status: 409, body: { message: '이미 사용 중인 아이디입니다.', code: 'USERNAME_TAKEN' } };
    expect(await failure(checkUsername('taken', 'elderly'))).toMatchObject({ status: 409, code: 'USERNAME_TAKEN', message: '이미 사용 중인 아이디입니다.' });
    answer = { status: 500 };
    expect((await failure(checkUsername('x', 'elderly'))).message).toBe('아이디 중복 확인에 실패했습니다.');
  });

  it('sends the code request in +82 form', async () => {
    answer = { status: 200, body: { expiresInSeconds: 300 } };
    await expect(sendVerificationCode('01012345678')).resolves.toEqual({ expiresInSeconds: 300 });
    expect(received()).toMatchObject({ method: 'POST', url: '/api/auth' });
    expect(received().body).toEqual({ phoneNumber: '+821012345678' });
    answer = { status: 503 };
    expect((await failure(sendVerificationCode('01012345678'))).message).toBe('인증번호 발송 실패');
  });

  it('checks the code with the +82 number; a wrong code fails', async () => {
    answer = { status: 200, body: { verified: true } };
    await checkVerificationCode('01012345678', '123456');
    expect(received().method).toBe('GET');
    expect(received().url).toBe('/api/auth?phoneNumber=%2B821012345678&verificationCode=123456');
    answer = { status: 400, body: { message: '인증번호가 올바르지 않습니다.', code: 'WRONG_CODE' } };
    expect(await failure(checkVerificationCode('01012345678', '000000'))).toMatchObject({ status: 400, code: 'WRONG_CODE' });
    answer = { status: 400 };
    expect((await failure(checkVerificationCode('01012345678', '000000'))).message).toBe('인증번호 확인 실패');
  });

  it('posts the signup payload as given, with the default message on failure', async () => {
    answer = { status: 201, body: { id: 7 } };
    const payload = {
      username: 'u1',
      password: 'pw-123456',
      name: '김영희',
      age: 78,
      gender: 'female' as const,
      phone: '01012345678',
      address: { district: 'MAPO' as const, detail: '' },
      phoneCode: '',
      userType: 'elderly' as const,
      bio: '',
    };
    await signup(payload);
    expect(received()).toMatchObject({ method: 'POST', url: '/api/user', authorization: undefined });
    expect(received().body).toEqual(payload);
    answer = { status: 500 };
    expect((await failure(signup(payload))).message).toBe('회원가입에 실패했습니다.');
  });
});

describe('profile calls', () => {
  it('loads the profile for the user type with the token', async () => {
    answer = { status: 200, body: { name: '박봉사', age: 35 } };
    await expect(getUserProfile('volunteer')).resolves.toMatchObject({ name: '박봉사' });
    expect(received()).toMatchObject({ method: 'GET', url: '/api/user?userType=volunteer', authorization: 'Bearer token-1' });
  });

  it('saves with PUT and falls back to its default Korean message', async () => {
    answer = { status: 200, body: {} };
    const update = {
      name: '박봉사',
      age: 36,
      gender: 'male' as const,
      phone: '01012345678',
      address: { district: 'MAPO' as const, detail: '' },
      profileImage: null,
      bio: '',
      userType: 'volunteer' as const,
    };
    await updateUserProfile(update);
    expect(received().method).toBe('PUT');
    expect(received().body).toEqual(update);
    answer = { status: 500 };
    expect((await failure(updateUserProfile(update))).message).toBe('유저 정보 수정에 실패했습니다.');
  });

  it('verifies the current password in a POST body, never in the URL', async () => {
    answer = { status: 200, body: { valid: true } };
    await verifyCurrentPassword('old-pw-1', 'volunteer');
    expect(received()).toMatchObject({ method: 'POST', url: '/api/user/password' });
    expect(received().body).toEqual({ password: 'old-pw-1', userType: 'volunteer' });
  });

  it('changes the password with PATCH, keeping this phone\'s session', async () => {
    answer = { status: 200, body: {} };
    await changePassword('new-pw-1', 'elderly');
    expect(received()).toMatchObject({ method: 'PATCH', url: '/api/user' });
    expect(received().body).toEqual({ password: 'new-pw-1', userType: 'elderly' });
    await changePassword('new-pw-1', 'elderly', 'refresh-1');
    expect(received().body).toEqual({ password: 'new-pw-1', userType: 'elderly', refreshToken: 'refresh-1' });
    answer = { status: 500 };
    expect((await failure(changePassword('new-pw-1', 'elderly'))).message).toBe('비밀번호 변경에 실패했습니다.');
  });

  it('logs out with the refresh token', async () => {
    answer = { status: 204 };
    await logout('refresh-1');
    expect(received()).toMatchObject({ method: 'POST', url: '/api/auth/logout' });
    expect(received().body).toEqual({ refreshToken: 'refresh-1' });
  });
});
