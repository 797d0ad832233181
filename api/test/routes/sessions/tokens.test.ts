import { createAccessTokens } from '@ieum/server-kit';
import { buildTestApp, type TestApp } from '../../helper';

const SESSION_ENDED = '인증이 만료되었습니다. 다시 로그인해주세요.';

describe('refresh, logout and the access token', () => {
  let clock = Date.now();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ now: () => clock });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock = Date.now();
    await t.reset();
  });

  const refresh = (refreshToken: unknown) => t.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
  const logout = (refreshToken: unknown) => t.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken } });
  const me = (authorization?: string) =>
    t.inject({ method: 'GET', url: '/api/auth/me', headers: authorization ? { authorization } : {} });

  it('rotates the refresh token and gives a working access token', async () => {
    const volunteer = await t.signIn('volunteer');
    const first = await refresh(volunteer.refreshToken);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const tokens = first.json();
    expect(Object.keys(tokens).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(tokens.refreshToken).not.toBe(volunteer.refreshToken);
    expect(tokens.accessToken).not.toBe(volunteer.accessToken);

    const whoAmI = await me(`Bearer ${tokens.accessToken}`);
    expect(whoAmI.statusCode).toBe(200);
    expect(whoAmI.json()).toEqual({ userId: String(volunteer.user.id), userType: 'volunteer', name: volunteer.user.name });

    expect((await refresh(tokens.refreshToken)).statusCode).toBe(200);
  });

  it('stores only a hash of each refresh token', async () => {
    const volunteer = await t.signIn('volunteer');
    const rows = await t.db.query<{ token_hash: string }>('select token_hash from refresh_tokens');
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token_hash).not.toContain(volunteer.refreshToken);
  });

  it('ends the whole session when a rotated refresh token is used again', async () => {
    const elderly = await t.signIn('elderly');
    const other = await t.signIn('elderly');
    const rotated = (await refresh(elderly.refreshToken)).json();

    const reuse = await refresh(elderly.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ code: 'REFRESH_INVALID', message: SESSION_ENDED });
    // The thief's or the owner's newer token is dead too.
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    // Other sessions are untouched.
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
    expect(t.logs()).toContain('refresh token reused');
  });

  it('lets exactly one of two simultaneous refreshes with the same token win', async () => {
    const volunteer = await t.signIn('volunteer');
    const results = await Promise.all([refresh(volunteer.refreshToken), refresh(volunteer.refreshToken)]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses unknown, malformed and expired refresh tokens with 401 or 400, never 500', async () => {
    const volunteer = await t.signIn('volunteer');
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    expect((await refresh('')).statusCode).toBe(400);
    expect((await refresh(12345)).statusCode).toBe(400);
    expect((await refresh('x'.repeat(5000))).statusCode).toBe(400);
    clock += 31 * 24 * 60 * 60 * 1000;
    const expired = await refresh(volunteer.refreshToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ code: 'TOKEN_EXPIRED', message: SESSION_ENDED });
  });

  it('logs out: 204, and the session can no longer be refreshed', async () => {
    const volunteer = await t.signIn('volunteer');
    const rotated = (await refresh(volunteer.refreshToken)).json();
    const response = await logout(rotated.refreshToken);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await logout(rotated.refreshToken)).statusCode).toBe(204);
    expect((await logout('never-issued')).statusCode).toBe(204);
  });

  it('answers a missing, garbage, foreign or expired access token with 401, never 500', async () => {
    const volunteer = await t.signIn('volunteer');
    const foreign = await createAccessTokens(new TextEncoder().encode('f'.repeat(48))).sign({ id: String(volunteer.user.id), userType: 'volunteer' });
    for (const authorization of [undefined, 'Bearer', 'Bearer garbage', 'Bearer a.b.c', `Bearer ${foreign}`, 'Basic dXNlcjpwYXNz', `Bearer ${'x'.repeat(10_000)}`]) {
      const response = await me(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'AUTH_REQUIRED', message: SESSION_ENDED });
    }
    expect((await me(`Bearer ${volunteer.accessToken}`)).statusCode).toBe(200);
    clock += 3601 * 1000;
    const expired = await me(`Bearer ${volunteer.accessToken}`);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ code: 'TOKEN_EXPIRED', message: SESSION_ENDED });
  });

  it('rejects the token of a deleted account', async () => {
    const volunteer = await t.signIn('volunteer');
    await t.db.query('delete from users where id = $1', [volunteer.user.id]);
    expect((await me(`Bearer ${volunteer.accessToken}`)).statusCode).toBe(401);
    expect((await refresh(volunteer.refreshToken)).statusCode).toBe(401);
  });
});
