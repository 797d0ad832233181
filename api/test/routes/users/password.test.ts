import { verifyPassword } from '../../../src/lib/passwords';
import { HOSTILE_STRINGS, WRONG_TYPES } from '../../accounts';
import { buildTestApp, type SignedInUser, type TestApp } from '../../helper';

const WRONG_PASSWORD = { code: 'WRONG_PASSWORD', message: '현재 비밀번호가 올바르지 않습니다.' };

describe('password check and change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { LOG_LEVEL: 'debug', PASSWORD_CHECK_MAX_FAILURES_PER_USER: '3', PASSWORD_CHECK_MAX_ATTEMPTS_PER_IP: '10000' } });
  });
  afterAll(() => t.close());
  // No reset between tests: rate-limit counters are keyed by user id, and ids restart after a reset.

  const checkByPost = (user: SignedInUser, password: unknown) =>
    user.inject({ method: 'POST', url: '/api/user/password', payload: { password, userType: user.user.userType } });

  it.each(['volunteer', 'elderly'] as const)('confirms the current password of a %s by GET and by POST', async (userType) => {
    const user = await t.signIn(userType);
    const byGet = await user.inject({ method: 'GET', url: `/api/user/password?${new URLSearchParams({ password: user.password, userType })}` });
    expect(byGet.statusCode).toBe(200);
    expect(byGet.json()).toEqual({ valid: true });
    expect(byGet.headers['cache-control']).toBe('no-store');
    const byPost = await checkByPost(user, user.password);
    expect(byPost.json()).toEqual({ valid: true });
  });

  it('answers a wrong password with 401 WRONG_PASSWORD', async () => {
    const user = await t.signIn('volunteer');
    const wrong = await checkByPost(user, 'not-my-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(WRONG_PASSWORD);
    const byGet = await user.inject({ method: 'GET', url: '/api/user/password?password=nope&userType=volunteer' });
    expect(byGet.json()).toEqual(WRONG_PASSWORD);
  });

  it('limits wrong answers per account with 429, and success does not count', async () => {
    const user = await t.signIn('volunteer');
    for (let index = 0; index < 5; index += 1) expect((await checkByPost(user, user.password)).statusCode).toBe(200);
    for (let index = 0; index < 3; index += 1) expect((await checkByPost(user, `wrong-${index}`)).statusCode).toBe(401);
    const limited = await checkByPost(user, user.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: '비밀번호 확인 시도가 너무 많습니다. 15분 후에 다시 시도해주세요.' });
    // Another account is not affected.
    const other = await t.signIn('volunteer');
    expect((await checkByPost(other, other.password)).statusCode).toBe(200);
  });

  it('needs a token, a matching role and a password; never a 500', async () => {
    expect((await t.inject({ method: 'POST', url: '/api/user/password', payload: { password: 'x' } })).statusCode).toBe(401);
    const user = await t.signIn('elderly');
    expect((await user.inject({ method: 'POST', url: '/api/user/password', payload: { password: user.password, userType: 'volunteer' } })).statusCode).toBe(403);
    expect((await user.inject({ method: 'POST', url: '/api/user/password', payload: {} })).json()).toEqual({ code: 'VALIDATION_FAILED', message: '비밀번호를 입력해주세요.' });
    for (const value of [...HOSTILE_STRINGS, ...WRONG_TYPES]) {
      const response = await checkByPost(user, value);
      expect([400, 401, 429]).toContain(response.statusCode);
    }
  });

  async function changePassword(user: SignedInUser, body: Record<string, unknown>) {
    return user.inject({ method: 'PATCH', url: '/api/user', payload: { userType: user.user.userType, ...body } });
  }

  it('changes the password after a check, hashed, and the new one logs in', async () => {
    const user = await t.signIn('volunteer');
    expect((await checkByPost(user, user.password)).statusCode).toBe(200);
    // This device's session stays (its refresh token is sent); without it every session would end, this one too.
    const changed = await changePassword(user, { password: 'brand-new-pass-1', refreshToken: user.refreshToken });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ changed: true });
    const [row] = await t.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [user.user.id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.password_hash, 'brand-new-pass-1')).toBe(true);

    const oldLogin = await t.inject({ method: 'POST', url: '/api/login', payload: { username: user.user.username, password: user.password } });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.inject({ method: 'POST', url: '/api/login', payload: { username: user.user.username, password: 'brand-new-pass-1' } });
    expect(newLogin.statusCode).toBe(200);
    // The check is used up by the change.
    expect((await changePassword(user, { password: 'another-pass-22' })).json().code).toBe('PASSWORD_CHECK_REQUIRED');
  });

  it('refuses a change without a recent check, unless currentPassword is sent and right', async () => {
    const user = await t.signIn('elderly');
    const refused = await changePassword(user, { password: 'brand-new-pass-1' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'PASSWORD_CHECK_REQUIRED', message: '현재 비밀번호를 먼저 확인해주세요.' });
    expect((await changePassword(user, { password: 'brand-new-pass-1', currentPassword: 'wrong-one' })).json()).toEqual(WRONG_PASSWORD);
    expect(
      (await changePassword(user, { password: 'brand-new-pass-1', currentPassword: user.password, refreshToken: user.refreshToken })).statusCode,
    ).toBe(200);

    // A check older than 10 minutes no longer counts.
    await checkByPost(user, 'brand-new-pass-1');
    await t.db.query("update users set password_checked_until = now() - interval '1 second' where id = $1", [user.user.id]);
    expect((await changePassword(user, { password: 'third-pass-333' })).json().code).toBe('PASSWORD_CHECK_REQUIRED');
  });

  it('lets only the session that checked the password change it without the current password', async () => {
    const owner = await t.signIn('elderly');
    // Another session of the same account (a borrowed phone, a stolen token) that never knew the password.
    const login = await t.inject({ method: 'POST', url: '/api/login', payload: { username: owner.user.username, password: owner.password } });
    const { accessToken } = login.json() as { accessToken: string };
    const intruder = (payload: Record<string, unknown>) =>
      t.inject({ method: 'PATCH', url: '/api/user', headers: { authorization: `Bearer ${accessToken}` }, payload: { userType: 'elderly', ...payload } });

    expect((await checkByPost(owner, owner.password)).statusCode).toBe(200);
    const refused = await intruder({ password: 'taken-over-pass-1' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'PASSWORD_CHECK_REQUIRED', message: '현재 비밀번호를 먼저 확인해주세요.' });
    const [row] = await t.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [owner.user.id]);
    expect(await verifyPassword(row.password_hash, owner.password)).toBe(true);

    // The session that checked still can.
    expect((await changePassword(owner, { password: 'owners-new-pass-1', refreshToken: owner.refreshToken })).statusCode).toBe(200);
  });

  it('applies the password policy to the new password', async () => {
    const user = await t.signIn('volunteer');
    await checkByPost(user, user.password);
    expect((await changePassword(user, { password: 'short' })).json()).toEqual({ code: 'VALIDATION_FAILED', message: '비밀번호는 8자 이상 입력해주세요.' });
    expect((await changePassword(user, {})).json()).toEqual({ code: 'VALIDATION_FAILED', message: '비밀번호를 입력해주세요.' });
    expect((await changePassword(user, { password: user.password })).json()).toEqual({ code: 'SAME_PASSWORD', message: '현재 비밀번호와 다른 비밀번호를 입력해주세요.' });
    expect((await changePassword(user, { password: user.user.username.toUpperCase() })).json()).toEqual({ code: 'WEAK_PASSWORD', message: '아이디와 같은 비밀번호는 쓸 수 없습니다.' });
    for (const value of [...HOSTILE_STRINGS.filter((text) => text.length > 100 || text.length < 8 || /\u0000/.test(text)), ...WRONG_TYPES]) {
      const response = await changePassword(user, { password: value });
      expect(response.statusCode).toBe(400);
    }
    // Script or SQL text is a valid (if odd) password and is only ever hashed.
    expect((await changePassword(user, { password: "'; drop table users; --" })).statusCode).toBe(200);
  });

  it('revokes the other sessions and keeps the one whose refresh token is sent', async () => {
    const user = await t.signIn('volunteer');
    const otherDevice = await t.inject({ method: 'POST', url: '/api/login', payload: { username: user.user.username, password: user.password } });
    const otherRefresh = otherDevice.json().refreshToken as string;
    await checkByPost(user, user.password);
    expect((await changePassword(user, { password: 'brand-new-pass-1', refreshToken: user.refreshToken })).statusCode).toBe(200);

    const kept = await t.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: user.refreshToken } });
    expect(kept.statusCode).toBe(200);
    const revoked = await t.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: otherRefresh } });
    expect(revoked.statusCode).toBe(401);
  });

  it('keeps the session whose access token made the change when no refresh token is sent (the reference client), and ends the others', async () => {
    const user = await t.signIn('volunteer');
    const otherDevice = (await t.inject({ method: 'POST', url: '/api/login', payload: { username: user.user.username, password: user.password } })).json();
    await checkByPost(user, user.password);
    expect((await changePassword(user, { password: 'brand-new-pass-1' })).statusCode).toBe(200);
    // The next screen of the device that changed it keeps working, and its session can still be renewed.
    const me = await user.inject({ method: 'GET', url: '/api/auth/me' });
    expect(me.statusCode).toBe(200);
    expect((await user.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(200);
    expect((await t.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: user.refreshToken } })).statusCode).toBe(200);
    // Every other session ended at once.
    const other = await t.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${otherDevice.accessToken}` } });
    expect(other.json().code).toBe('SESSION_ENDED');
    expect((await t.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: otherDevice.refreshToken } })).statusCode).toBe(401);
  });

  it("keeps the caller's own session even when the refresh token sent is another device's", async () => {
    const user = await t.signIn('volunteer');
    const otherDevice = (await t.inject({ method: 'POST', url: '/api/login', payload: { username: user.user.username, password: user.password } })).json();
    const thirdDevice = (await t.inject({ method: 'POST', url: '/api/login', payload: { username: user.user.username, password: user.password } })).json();
    await checkByPost(user, user.password);
    expect((await changePassword(user, { password: 'brand-new-pass-1', refreshToken: otherDevice.refreshToken })).statusCode).toBe(200);
    expect((await user.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    expect((await t.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: otherDevice.refreshToken } })).statusCode).toBe(200);
    expect((await t.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: thirdDevice.refreshToken } })).statusCode).toBe(401);
  });

  it('keeps old and new passwords out of the log', async () => {
    const user = await t.signIn('volunteer', { username: 'logcheck01' });
    await user.inject({ method: 'GET', url: `/api/user/password?password=${encodeURIComponent(user.password)}&userType=volunteer` });
    await checkByPost(user, user.password);
    await changePassword(user, { password: 'Log-Secret-New-99' });
    await user.inject({ method: 'PATCH', url: '/api/user', headers: { 'content-type': 'application/json' }, payload: '{"password":"Log-Secret-Broken-1"' });
    expect(t.logs()).not.toContain(user.password);
    expect(t.logs()).not.toContain('Log-Secret-New-99');
    expect(t.logs()).not.toContain('Log-Secret-Broken-1');
    expect(t.logs()).toContain('password=[REDACTED]');
  });
});

describe('password check limit per client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PASSWORD_CHECK_MAX_ATTEMPTS_PER_IP: '4' } });
  });
  afterAll(() => t.close());

  it('answers 429 after the per-client budget, right or wrong', async () => {
    const user = await t.signIn('volunteer');
    const statuses = [];
    for (let index = 0; index < 5; index += 1) {
      statuses.push((await user.inject({ method: 'POST', url: '/api/user/password', payload: { password: user.password }, remoteAddress: '10.9.9.9' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});
