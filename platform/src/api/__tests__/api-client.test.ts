/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiRequest, ApiError, configureApiBaseUrl, onSessionExpired } from '../api-client';
import { useSessionStore } from '../../session/session-store';

type Handler = (req: http.IncomingMessage, body: string) => { status: number; body?: unknown };

let handler: Handler;
const requests: { url: string; authorization?: string; body: string }[] = [];
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    requests.push({ url: req.url!, authorization: req.headers.authorization, body });
    const answer = handler(req, body);
    res.writeHead(answer.status, { 'Content-Type': 'application/json' });
    res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
  useSessionStore.setState({ accessToken: null, refreshToken: null, userType: null });
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('apiRequest', () => {
  it('returns the body and sends the stored token as a bearer header', async () => {
    useSessionStore.setState({ accessToken: 'token-1' });
    handler = () => ({ status: 200, body: { ok: true } });
    await expect(apiRequest({ url: '/thing' }, '실패')).resolves.toEqual({ ok: true });
    expect(requests[0]).toMatchObject({ url: '/api/thing', authorization: 'Bearer token-1' });
  });

  it("throws the server's message with the status", async () => {
    handler = () => ({ status: 409, body: { message: '이미 사용 중인 아이디입니다.', code: 'USERNAME_TAKEN' } });
    const error = await failure(apiRequest({ url: '/user/username' }, '아이디 중복 확인에 실패했습니다.'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: '이미 사용 중인 아이디입니다.', code: 'USERNAME_TAKEN' });
  });

  it("falls back to the call's default message when the body has none", async () => {
    handler = () => ({ status: 500 });
    const error = await failure(apiRequest({ url: '/user' }, '유저 정보를 불러오는 데 실패했습니다.'));
    expect(error).toMatchObject({ status: 500, message: '유저 정보를 불러오는 데 실패했습니다.' });
  });

  it('uses the default message with status 0 when the server cannot be reached', async () => {
    configureApiBaseUrl('http://127.0.0.1:9/api');
    try {
      const error = await failure(apiRequest({ url: '/user' }, '서버와의 통신에 실패했습니다.'));
      expect(error).toMatchObject({ status: 0, message: '서버와의 통신에 실패했습니다.' });
    } finally {
      configureApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
    }
  });

  it('renews an expired access token once and repeats the call', async () => {
    useSessionStore.setState({ accessToken: 'old', refreshToken: 'refresh-old' });
    handler = (req) => {
      if (req.url === '/api/auth/refresh') return { status: 200, body: { accessToken: 'new', refreshToken: 'refresh-new' } };
      return req.headers.authorization === 'Bearer new' ? { status: 200, body: { name: '김영희' } } : { status: 401, body: { message: '만료', code: 'TOKEN_EXPIRED' } };
    };
    await expect(apiRequest({ url: '/user' }, '실패')).resolves.toEqual({ name: '김영희' });
    expect(requests.map((r) => r.url)).toEqual(['/api/user', '/api/auth/refresh', '/api/user']);
    expect(JSON.parse(requests[1].body)).toEqual({ refreshToken: 'refresh-old' });
    expect(useSessionStore.getState()).toMatchObject({ accessToken: 'new', refreshToken: 'refresh-new' });
  });

  it('shares one renewal between calls that fail at the same moment', async () => {
    useSessionStore.setState({ accessToken: 'old', refreshToken: 'refresh-old' });
    handler = (req) => {
      if (req.url === '/api/auth/refresh') return { status: 200, body: { accessToken: 'new', refreshToken: 'r2' } };
      return req.headers.authorization === 'Bearer new' ? { status: 200, body: 1 } : { status: 401 };
    };
    await Promise.all([apiRequest({ url: '/a' }, 'x'), apiRequest({ url: '/b' }, 'x'), apiRequest({ url: '/c' }, 'x')]);
    expect(requests.filter((r) => r.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('signs out and reports the expired session when renewal fails', async () => {
    const expired = jest.fn();
    onSessionExpired(expired);
    useSessionStore.setState({ accessToken: 'old', refreshToken: 'revoked' });
    handler = () => ({ status: 401, body: { message: '인증이 만료되었습니다. 다시 로그인해주세요.', code: 'TOKEN_EXPIRED' } });
    const error = await failure(apiRequest({ url: '/volunteer' }, '유저 정보를 가져오는데 실패했습니다.'));
    expect(error).toMatchObject({ status: 401, message: '인증이 만료되었습니다. 다시 로그인해주세요.' });
    expect(useSessionStore.getState().accessToken).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('a session ended elsewhere (401 SESSION_ENDED) signs out and is reported like an expiry, without a renewal', async () => {
    const expired = jest.fn();
    onSessionExpired(expired);
    useSessionStore.setState({ accessToken: 'ended', refreshToken: 'family-revoked' });
    handler = () => ({ status: 401, body: { message: '인증이 만료되었습니다. 다시 로그인해주세요.', code: 'SESSION_ENDED' } });
    const error = await failure(apiRequest({ url: '/elderly' }, '유저 정보를 가져오는데 실패했습니다.'));
    expect(error).toMatchObject({ status: 401, code: 'SESSION_ENDED' });
    expect(useSessionStore.getState()).toMatchObject({ accessToken: null, refreshToken: null });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(requests.map((r) => r.url)).toEqual(['/api/elderly']);
  });

  it('a session found expired before anyone listens is reported once, when the shell starts listening', async () => {
    // A fresh copy of the module: no handler set yet, as while the shell is still starting.
    await jest.isolateModulesAsync(async () => {
      const client = await import('../api-client');
      const { useSessionStore: store } = await import('../../session/session-store');
      client.configureApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
      store.setState({ accessToken: 'old', refreshToken: 'revoked' });
      handler = () => ({ status: 401, body: { code: 'TOKEN_EXPIRED' } });
      await failure(client.apiRequest({ url: '/user' }, '유저 정보를 가져오는데 실패했습니다.'));
      expect(store.getState().accessToken).toBeNull();
      const expired = jest.fn();
      client.onSessionExpired(expired);
      expect(expired).toHaveBeenCalledTimes(1);
      client.onSessionExpired(expired);
      expect(expired).toHaveBeenCalledTimes(1);
    });
  });

  it('a 401 about the request itself (a wrong current password) neither renews nor signs out', async () => {
    useSessionStore.setState({ accessToken: 'valid', refreshToken: 'refresh' });
    handler = () => ({ status: 401, body: { message: '현재 비밀번호가 올바르지 않습니다.', code: 'WRONG_PASSWORD' } });
    const error = await failure(apiRequest({ url: '/user/password', method: 'POST' }, '현재 비밀번호가 올바르지 않습니다.'));
    expect(error).toMatchObject({ status: 401, code: 'WRONG_PASSWORD' });
    expect(requests.map((r) => r.url)).toEqual(['/api/user/password']);
    expect(useSessionStore.getState().accessToken).toBe('valid');
  });

  it('public calls send no token and never try to renew', async () => {
    useSessionStore.setState({ accessToken: 'old', refreshToken: 'refresh' });
    handler = () => ({ status: 401, body: { message: '아이디 또는 비밀번호가 올바르지 않습니다.', code: 'LOGIN_FAILED' } });
    const error = await failure(apiRequest({ url: '/login', method: 'POST' }, '로그인에 실패했습니다.', { authenticated: false }));
    expect(error.message).toBe('아이디 또는 비밀번호가 올바르지 않습니다.');
    expect(requests).toHaveLength(1);
    expect(requests[0].authorization).toBeUndefined();
    expect(useSessionStore.getState().accessToken).toBe('old');
  });
});
