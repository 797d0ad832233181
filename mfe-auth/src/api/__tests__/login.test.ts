/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, configureApiBaseUrl } from '@ieum/platform';
import { login } from '../login';

let answer: { status: number; body: unknown };
let received: { method?: string; url?: string; body: string } = { body: '' };
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    received = { method: req.method, url: req.url, body };
    res.writeHead(answer.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const input = { username: 'grandma', password: 'secret-pw', userType: 'elderly' as const, fcmToken: '' };

describe('login call', () => {
  it('posts the credentials in the body, never in the URL', async () => {
    answer = { status: 200, body: { accessToken: 'a', refreshToken: 'r', userType: 'elderly', name: '김영희' } };
    await expect(login(input)).resolves.toMatchObject({ accessToken: 'a', name: '김영희' });
    expect(received.method).toBe('POST');
    expect(received.url).toBe('/api/login');
    expect(JSON.parse(received.body)).toEqual(input);
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
