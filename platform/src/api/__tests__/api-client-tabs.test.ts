import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiRequest, configureApiBaseUrl } from '../api-client';
import { useSessionStore } from '../../session/session-store';

// A browser page (jsdom) talking to a real server on another port, so CORS headers are needed.
const seen: string[] = [];
const server = http.createServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
  if (req.method === 'OPTIONS') return res.end();
  seen.push(`${req.url} ${req.headers.authorization ?? ''}`.trim());
  res.setHeader('Content-Type', 'application/json');
  if (req.url === '/api/auth/refresh') return res.end(JSON.stringify({ accessToken: 'from-refresh', refreshToken: 'r-next' }));
  if (req.headers.authorization === 'Bearer expired') {
    res.statusCode = 401;
    return res.end(JSON.stringify({ message: '인증이 만료되었습니다. 다시 로그인해주세요.', code: 'TOKEN_EXPIRED' }));
  }
  res.end(JSON.stringify({ ok: true }));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('a token another tab already renewed is used instead of spending the refresh token again', async () => {
  useSessionStore.getState().signIn({ accessToken: 'expired', refreshToken: 'r-used-by-other-tab', userType: 'elderly' });
  // The other tab's write has reached storage, but this tab has not seen its storage event yet.
  localStorage.setItem('accessToken', 'renewed-elsewhere');
  localStorage.setItem('refreshToken', 'r-after-other-tab');

  await expect(apiRequest({ url: '/elderly' }, '실패')).resolves.toEqual({ ok: true });
  expect(seen).toEqual(['/api/elderly Bearer expired', '/api/elderly Bearer renewed-elsewhere']);
  expect(useSessionStore.getState().refreshToken).toBe('r-after-other-tab');
});
