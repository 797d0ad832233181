/**
 * @jest-environment node
 */
import { ApiError } from '@ieum/platform';
import { startLocalApi, type Answer } from '@ieum/app-kit/src/testing/local-api';
import { login } from '../login';

let answer: Answer = { status: 200 };
const api = startLocalApi(() => answer);
const received = () => api.received[api.received.length - 1];

const input = { username: 'grandma', password: 'secret-pw', userType: 'elderly' as const, fcmToken: '' };

describe('login call', () => {
  it('posts the credentials in the body, never in the URL', async () => {
    answer = { status: 200, body: { accessToken: 'a', refreshToken: 'r', userType: 'elderly', name: '김영희' } };
    await expect(login(input)).resolves.toMatchObject({ accessToken: 'a', name: '김영희' });
    expect(received().method).toBe('POST');
    expect(received().url).toBe('/api/login');
    expect(received().body).toEqual(input);
  });

  it('treats an answer without a token as a failed login (400)', async () => {
    answer = { status: 200, body: { name: '김영희' } };
    await expect(login(input)).rejects.toEqual(new ApiError(400, '로그인 실패: 서버 응답에 토큰이 없습니다.'));
  });

  it("falls back to '로그인에 실패했습니다.' when the server gives no message", async () => {
    answer = { status: 502, body: {} };
    await expect(login(input)).rejects.toMatchObject({ status: 502, message: '로그인에 실패했습니다.' });
  });
});
