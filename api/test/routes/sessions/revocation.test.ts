import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../helper';
import { readUntil, twoApiProcesses } from '../../two-processes';

const SESSION_ENDED = { code: 'SESSION_ENDED', message: '인증이 만료되었습니다. 다시 로그인해주세요.' };

// An access token lives an hour; ending its session (logout, password change, a stolen refresh
// token) must end it at once, in every API process on the database.
describe('access tokens end with their session', () => {
  const processes = twoApiProcesses();

  const me = (app: TestApp, accessToken: string) =>
    app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${accessToken}` } });
  const refresh = (refreshToken: string) => processes.here.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

  const statusOnOther = (accessToken: string, expected: number) =>
    readUntil(() => me(processes.other, accessToken), (response) => response.statusCode === expected);

  it('refuses the access token right after logout, here and in the other process', async () => {
    const user = await processes.here.signIn('elderly');
    expect((await me(processes.here, user.accessToken)).statusCode).toBe(200);
    // The other process has cached the session as live.
    expect((await me(processes.other, user.accessToken)).statusCode).toBe(200);

    expect((await processes.here.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: user.refreshToken } })).statusCode).toBe(204);
    const here = await me(processes.here, user.accessToken);
    expect(here.statusCode).toBe(401);
    expect(here.json()).toEqual(SESSION_ENDED);
    const there = await statusOnOther(user.accessToken, 401);
    expect(there.statusCode).toBe(401);
    expect(there.json()).toEqual(SESSION_ENDED);
    // Every route behind the bearer check, not only /auth/me.
    expect((await user.inject({ method: 'GET', url: '/api/user/notification' })).statusCode).toBe(401);
  });

  it('refuses the other devices’ access tokens right after a password change, and keeps this device', async () => {
    const user = await processes.here.signIn('volunteer');
    const login = await processes.here.inject({ method: 'POST', url: '/api/login', payload: { username: user.user.username, password: user.password } });
    const otherDevice = login.json() as { accessToken: string };
    expect((await me(processes.other, otherDevice.accessToken)).statusCode).toBe(200);

    const change = await user.inject({
      method: 'PATCH',
      url: '/api/user',
      payload: { currentPassword: user.password, password: 'brand-new-pass-1', refreshToken: user.refreshToken },
    });
    expect(change.statusCode).toBe(200);
    expect((await me(processes.here, otherDevice.accessToken)).json()).toEqual(SESSION_ENDED);
    expect((await statusOnOther(otherDevice.accessToken, 401)).statusCode).toBe(401);
    expect((await me(processes.here, user.accessToken)).statusCode).toBe(200);
  });

  it('refuses every access token of a session whose refresh token was used twice', async () => {
    const user = await processes.here.signIn('elderly');
    const rotated = (await refresh(user.refreshToken)).json() as { accessToken: string };
    expect((await me(processes.other, rotated.accessToken)).statusCode).toBe(200);
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
    for (const token of [user.accessToken, rotated.accessToken]) expect((await me(processes.here, token)).json()).toEqual(SESSION_ENDED);
    expect((await statusOnOther(rotated.accessToken, 401)).statusCode).toBe(401);
  });

  it('refuses a validly signed token without a session, with an unknown one, or with someone else’s', async () => {
    const user = await processes.here.signIn('volunteer');
    const stranger = await processes.here.signIn('volunteer');
    const strangerSession = (await processes.here.db.query<{ familyId: string }>('select family_id as "familyId" from refresh_tokens where user_id = $1', [stranger.user.id]))[0].familyId;
    const id = String(user.user.id);
    for (const sessionId of [undefined, randomUUID(), 'not-a-uuid', strangerSession]) {
      const token = await processes.here.app.accessTokens.sign({ id, userType: 'volunteer', sessionId });
      const response = await me(processes.here, token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(SESSION_ENDED);
    }
  });

  it('answers a validly signed token whose sub is not a user id with 401, never 500', async () => {
    const user = await processes.here.signIn('elderly');
    const sessionId = (await processes.here.db.query<{ familyId: string }>('select family_id as "familyId" from refresh_tokens where user_id = $1', [user.user.id]))[0].familyId;
    for (const id of ['abc', '1.5', '-1', '99999999999999999999', `${user.user.id} `]) {
      const token = await processes.here.app.accessTokens.sign({ id, userType: 'elderly', sessionId });
      for (const url of ['/api/auth/me', '/api/user/notification', '/api/user']) {
        const response = await processes.here.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe('AUTH_REQUIRED');
      }
    }
  });

  it('GET /api/auth/session: 204 while the session is live, 401 after logout (what the AI host asks)', async () => {
    const user = await processes.here.signIn('elderly');
    const live = await user.inject({ method: 'GET', url: '/api/auth/session' });
    expect(live.statusCode).toBe(204);
    expect(live.headers['cache-control']).toBe('no-store');
    await processes.here.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: user.refreshToken } });
    expect((await user.inject({ method: 'GET', url: '/api/auth/session' })).statusCode).toBe(401);
  });
});
