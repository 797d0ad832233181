import { decodeJwt } from 'jose';
import { buildTestApp, type TestApp } from '../../helper';
import { uniquePhone, verifyPhone } from '../../accounts';

const LOGIN_FAILED = { code: 'LOGIN_FAILED', message: '아이디 또는 비밀번호가 올바르지 않습니다.' };

describe('login', () => {
  let t: TestApp;
  beforeAll(async () => {
    // debug: the per-request lines (with the URL) whose redaction is checked below.
    t = await buildTestApp({ env: { LOG_LEVEL: 'debug' } });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it.each(['volunteer', 'elderly'] as const)('signs a %s in through GET with the query string', async (userType) => {
    const { user, password } = await t.createUser({ userType, name: '김철수', district: 'SEOCHO', addressDetail: '반포대로 58' });
    const query = new URLSearchParams({ username: user.username, password, userType, fcmToken: 'push-token-1' });
    const response = await t.inject({ method: 'GET', url: `/api/login?${query}` });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      userType,
      name: '김철수',
      address: { district: 'SEOCHO', detail: '반포대로 58' },
      phone: '01011112222',
      profileImage: null,
    });
    const claims = decodeJwt(body.accessToken);
    expect(claims).toMatchObject({ sub: String(user.id), userType });
    expect(claims.exp! - claims.iat!).toBe(3600);
    const [stored] = await t.db.query<{ push_subscription: unknown }>('select push_subscription from users where id = $1', [user.id]);
    expect(stored.push_subscription).toBe('push-token-1');
  });

  it.each(['volunteer', 'elderly'] as const)('signs a %s in through POST with a JSON body', async (userType) => {
    const { user, password } = await t.createUser({ userType });
    const subscription = { endpoint: 'https://push.example/abc', keys: { p256dh: 'k', auth: 'a' } };
    const response = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password, userType, fcmToken: JSON.stringify(subscription) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().userType).toBe(userType);
    const [stored] = await t.db.query<{ push_subscription: unknown }>('select push_subscription from users where id = $1', [user.id]);
    expect(stored.push_subscription).toEqual(subscription);
  });

  it('keeps JSON push-token text whose parsed form holds U+0000 as the plain token (jsonb cannot store it)', async () => {
    const { user, password } = await t.createUser();
    const fcmToken = '{"endpoint":"https://push.example/\\u0000","keys":{"p256dh":"k","auth":"a"}}';
    const response = await t.inject({ method: 'POST', url: '/api/login', payload: { username: user.username, password, fcmToken } });
    expect(response.statusCode).toBe(200);
    const [stored] = await t.db.query<{ push_subscription: unknown }>('select push_subscription from users where id = $1', [user.id]);
    expect(stored.push_subscription).toBe(fcmToken);
  });

  it('accepts the role and the username in any letter case, and no role at all', async () => {
    const { user, password } = await t.createUser({ userType: 'elderly', username: 'GrandMa' });
    for (const payload of [
      { username: 'grandma', password, userType: 'ELDERLY' },
      { username: 'GRANDMA', password, userType: 'Elderly' },
      { username: ' grandma ', password },
    ]) {
      const response = await t.inject({ method: 'POST', url: '/api/login', payload });
      expect(response.statusCode).toBe(200);
      expect(response.json().name).toBe(user.name);
    }
  });

  it('answers a wrong password and an unknown user with the same 401', async () => {
    const { user } = await t.createUser();
    const wrongPassword = await t.inject({
      method: 'GET',
      url: `/api/login?username=${user.username}&password=wrong&userType=volunteer`,
    });
    const unknownUser = await t.inject({ method: 'POST', url: '/api/login', payload: { username: 'nobody', password: 'wrong', userType: 'volunteer' } });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(LOGIN_FAILED);
    expect(unknownUser.json()).toEqual(LOGIN_FAILED);
  });

  it('tells a user with the right password which role toggle to choose', async () => {
    const elderly = await t.createUser({ userType: 'elderly' });
    const volunteer = await t.createUser({ userType: 'volunteer' });
    const asVolunteer = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: elderly.user.username, password: elderly.password, userType: 'volunteer' },
    });
    expect(asVolunteer.statusCode).toBe(401);
    expect(asVolunteer.json()).toEqual({ code: 'WRONG_USER_TYPE', message: '이용자 계정입니다. 위에서 이용자를 선택해 주세요.' });

    const asElderly = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: volunteer.user.username, password: volunteer.password, userType: 'elderly' },
    });
    expect(asElderly.json()).toEqual({ code: 'WRONG_USER_TYPE', message: '봉사자 계정입니다. 위에서 봉사자를 선택해 주세요.' });

    // A wrong password never reveals the account's role.
    const wrongBoth = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: volunteer.user.username, password: 'nope', userType: 'elderly' },
    });
    expect(wrongBoth.json()).toEqual(LOGIN_FAILED);
  });

  it('stores argon2id hashes, never the password', async () => {
    const { user, password } = await t.createUser();
    const [row] = await t.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [user.id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(password);
  });

  it('keeps the password out of the log for GET, POST and malformed bodies', async () => {
    const { user, password } = await t.createUser();
    await t.inject({ method: 'GET', url: `/api/login?username=${user.username}&password=${password}&userType=volunteer` });
    await t.inject({ method: 'POST', url: '/api/login', payload: { username: user.username, password } });
    await t.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"username":"${user.username}","password":"${password}"`,
    });
    const logs = t.logs();
    expect(logs).toContain(`/api/login?username=${user.username}&password=[REDACTED]&userType=volunteer`);
    expect(logs).not.toContain(password);
  });
});

const ACCOUNT_BLOCKED_15_MINUTES =
  '이 아이디로 로그인에 여러 번 실패해 잠시 막아 두었습니다. 전에 로그인한 기기에서는 계속 로그인할 수 있고, 비밀번호 재설정을 하시면 이 기기에서도 바로 로그인할 수 있습니다. 15분 후에 다시 시도해주세요.';

describe('login rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { LOGIN_MAX_FAILURES_PER_USERNAME: '3', LOGIN_MAX_ATTEMPTS_PER_IP: '8' } });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const attempt = (username: string, password: string, remoteAddress: string) =>
    t.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });

  it('blocks a username after repeated failures, from any address, but not its successes', async () => {
    const { user, password } = await t.createUser();
    for (let i = 0; i < 5; i += 1) expect((await attempt(user.username, password, '10.0.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await attempt(user.username, 'wrong', `10.0.1.${i}`)).statusCode).toBe(401);
    const blocked = await attempt(user.username.toUpperCase(), password, '10.0.2.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: ACCOUNT_BLOCKED_15_MINUTES });
    expect((await attempt('someone-else', 'wrong', '10.0.2.2')).statusCode).toBe(401);
  });

  const withDevice = (username: string, password: string, remoteAddress: string, device?: string) =>
    t.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress, headers: device ? { cookie: `ieum_device=${device}` } : {} });
  const deviceOf = (response: { headers: Record<string, unknown> }) => /ieum_device=([A-Za-z0-9_-]+)/.exec(String(response.headers['set-cookie']))![1];

  it('never locks the owner out of a device that signed in before, whatever fails elsewhere', async () => {
    const { user, password } = await t.createUser();
    const first = await withDevice(user.username, password, '10.3.0.1');
    expect(first.statusCode).toBe(200);
    expect(String(first.headers['set-cookie'])).toMatch(/^ieum_device=[A-Za-z0-9_-]{24}; Max-Age=31536000; Path=\/api; HttpOnly; SameSite=Lax$/);
    const ownPhone = deviceOf(first);
    // An attacker elsewhere: ten wrong passwords from other addresses and devices.
    for (let i = 0; i < 10; i += 1) await withDevice(user.username, `guess-${i}`, `10.3.1.${i}`);
    expect((await withDevice(user.username, password, '10.3.2.1')).json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: ACCOUNT_BLOCKED_15_MINUTES });
    // The owner's phone, even from a new address (mobile networks change it), still gets in.
    expect((await withDevice(user.username, password, '10.3.0.99', ownPhone)).statusCode).toBe(200);
  });

  it('slows one client down step by step, and every 429 says how many minutes to wait', async () => {
    const { user, password } = await t.createUser();
    const device = deviceOf(await withDevice(user.username, password, '10.4.0.1'));
    for (let i = 0; i < 5; i += 1) expect((await withDevice(user.username, 'wrong', '10.4.0.1', device)).statusCode).toBe(401);
    const waiting = await withDevice(user.username, password, '10.4.0.1', device);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: '로그인 시도가 너무 많습니다. 5분 후에 다시 시도해주세요.' });
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(240);
    // Only that client: the same device on its home network, or another device, is not slowed.
    expect((await withDevice(user.username, password, '10.4.0.2', device)).statusCode).toBe(200);
  });

  it('lets the owner back in on a new device after a password reset by phone', async () => {
    const phone = uniquePhone();
    const { user } = await t.createUser({ phone });
    for (let i = 0; i < 3; i += 1) await withDevice(user.username, `guess-${i}`, `10.5.1.${i}`);
    const newPhone = deviceOf(await withDevice('nobody-here', 'x-password', '10.5.0.1'));
    expect((await withDevice(user.username, 'whatever', '10.5.0.1', newPhone)).statusCode).toBe(429);
    const phoneVerificationToken = await verifyPhone(t, phone, '10.5.0.1');
    const reset = await t.inject({
      method: 'POST',
      url: '/api/recovery/password',
      payload: { username: user.username, phoneNumber: phone, password: 'fresh-start-42', phoneVerificationToken },
      remoteAddress: '10.5.0.1',
      headers: { cookie: `ieum_device=${newPhone}` },
    });
    expect(reset.statusCode).toBe(200);
    expect((await withDevice(user.username, 'fresh-start-42', '10.5.0.1', newPhone)).statusCode).toBe(200);
  });

  it('refuses non-ASCII usernames before any password check, so look-alikes cannot split the username limit', async () => {
    const { user, password } = await t.createUser({ username: `itemi${Date.now() % 100000}` });
    for (let i = 0; i < 3; i += 1) expect((await attempt(user.username, 'wrong', `10.0.3.${i}`)).statusCode).toBe(401);
    // 'İ' (U+0130) lower-cases to 'i̇' in JavaScript but may match 'i' in PostgreSQL: each variant was a fresh limiter key.
    const variants = [
      user.username.replace('i', 'İ'),
      user.username.replace(/i/g, 'İ'),
      user.username.replace('m', 'ｍ'),
      user.username.replace('t', 'T\u200b'),
      `${user.username.slice(0, 2)}\u00a0${user.username.slice(2)}`,
    ];
    for (const [index, variant] of variants.entries()) {
      for (const guess of ['wrong', password]) {
        const response = await attempt(variant, guess, `10.0.4.${index}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: '아이디는 영문, 숫자, 밑줄(_), 점(.), 하이픈(-)으로 입력해주세요.' });
      }
    }
    // The real username stays blocked whatever its letter case.
    expect((await attempt(user.username.toUpperCase(), password, '10.0.5.1')).statusCode).toBe(429);
  });

  it('blocks a client address after too many attempts', async () => {
    for (let i = 0; i < 8; i += 1) expect((await attempt(`user-${i}`, 'wrong', '10.9.9.9')).statusCode).toBe(401);
    const blocked = await attempt('user-new', 'wrong', '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_REQUESTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('user-new', 'wrong', '10.9.9.10')).statusCode).toBe(401);
  });
});
