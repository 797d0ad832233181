import { buildTestApp, type TestApp } from '../helper';

// Whatever a client sends, the answer is a 4xx with {message, code} (or a success), never a 500.
describe('hostile input', () => {
  let t: TestApp;
  let realUser: { username: string; password: string };
  beforeAll(async () => {
    t = await buildTestApp();
    // A real account, so that an injection that slipped past the query parameters would sign in.
    const { user, password } = await t.createUser({ username: 'realuser' });
    realUser = { username: user.username, password };
  });
  afterAll(() => t.close());

  const sqlText = "' OR '1'='1'; drop table users; --";
  const scriptText = '<script>alert("x")</script>';
  const json = { 'content-type': 'application/json' };

  const requests = [
    { method: 'GET', url: `/api/login?username=${encodeURIComponent(sqlText)}&password=${encodeURIComponent(sqlText)}` },
    { method: 'GET', url: `/api/login?username=${encodeURIComponent(scriptText)}&password=x&userType=${encodeURIComponent(scriptText)}` },
    { method: 'GET', url: `/api/login?username=${'a'.repeat(5000)}&password=x` },
    { method: 'GET', url: '/api/login?username=a&username=b&password=x' },
    { method: 'GET', url: '/api/login?username=%ZZ&password=%' },
    { method: 'GET', url: '/api/login' },
    { method: 'POST', url: '/api/login', payload: { username: ['a'], password: { $gt: '' } } },
    { method: 'POST', url: '/api/login', payload: { username: 1, password: true, userType: 7 } },
    { method: 'POST', url: '/api/login', payload: { username: 'a', password: 'x'.repeat(100_000) } },
    { method: 'POST', url: '/api/login', payload: { username: sqlText, password: sqlText, fcmToken: scriptText } },
    { method: 'POST', url: '/api/login', payload: '{"username": "a", "password": ', headers: json },
    { method: 'POST', url: '/api/login', payload: 'null', headers: json },
    { method: 'POST', url: '/api/login', payload: '"just a string"', headers: json },
    { method: 'POST', url: '/api/login', payload: '{"__proto__": {"admin": true}, "username": "a", "password": "b"}', headers: json },
    { method: 'POST', url: '/api/login', payload: 'username=a&password=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    { method: 'POST', url: '/api/login', payload: 'x'.repeat(2_000_000), headers: json },
    // U+0000: PostgreSQL text cannot hold it, so it must never reach a query.
    { method: 'GET', url: '/api/login?username=a%00b&password=x' },
    { method: 'POST', url: '/api/login', payload: { username: 'a\u0000b', password: 'x' } },
    { method: 'GET', url: '/api/user/username?username=abc%00def' },
    { method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: sqlText } },
    { method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: null } },
    { method: 'POST', url: '/api/auth/logout', payload: [] },
    { method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${sqlText}` } },
    { method: 'POST', url: '/api/recovery/username', payload: { name: sqlText, phoneNumber: sqlText, phoneVerificationToken: sqlText } },
    { method: 'POST', url: '/api/recovery/password', payload: { username: sqlText, phoneNumber: '01012345678', password: sqlText } },
    { method: 'POST', url: '/api/recovery/password', payload: '{"username": ', headers: json },
    { method: 'POST', url: '/api/recovery/username', headers: { ...json, cookie: `ieum_phone_verification=${encodeURIComponent(sqlText)}` }, payload: { name: 'a', phoneNumber: '01012345678' } },
    // The AI host asks this for every signed-in request: whatever the header, a 401 with a code.
    { method: 'GET', url: '/api/auth/session' },
    { method: 'GET', url: '/api/auth/session', headers: { authorization: 'Bearer ' } },
    { method: 'GET', url: '/api/auth/session', headers: { authorization: `Bearer ${sqlText}` } },
    { method: 'GET', url: '/api/auth/session', headers: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` } },
    { method: 'GET', url: '/api/auth/session', headers: { authorization: `Bearer ${'a'.repeat(8000)}` } },
    // alg "none" with a digits sub: must not pass as a signed token.
    { method: 'GET', url: '/api/auth/session', headers: { authorization: `Bearer ${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"sub":"1","userType":"elderly","sid":"x","exp":9999999999}').toString('base64url')}.` } },
    { method: 'GET', url: `/api/auth/session?userType=${encodeURIComponent(scriptText)}`, headers: { authorization: 'Bearer a.b.c' } },
    { method: 'POST', url: '/api/auth/session', payload: { token: sqlText } },
    { method: 'GET', url: `/api/${scriptText}` },
    { method: 'DELETE', url: '/api/health' },
  ] as const;

  it.each(requests.map((request) => [`${request.method} ${request.url.slice(0, 60)}`, request]))('%s', async (_name, request) => {
    const response = await t.inject(request as Parameters<TestApp['inject']>[0]);
    expect(response.statusCode).toBeLessThan(500);
    if (response.statusCode >= 400) {
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['code', 'message']);
      expect(body.message).toMatch(/[가-힣]/);
      expect(response.body).not.toContain('<script>');
    }
  });

  it.each([
    ["' OR '1'='1", "' OR '1'='1"],
    ['realuser', "' OR '1'='1"],
    ["realuser' --", 'x'],
    ['realuser', sqlText],
  ])('SQL text as username %j / password %j is a plain failed login', async (username, password) => {
    const response = await t.inject({ method: 'POST', url: '/api/login', payload: { username, password, userType: 'volunteer' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('LOGIN_FAILED');
    // The same account still signs in with its own password.
    const real = await t.inject({ method: 'POST', url: '/api/login', payload: { ...realUser, userType: 'volunteer' } });
    expect(real.statusCode).toBe(200);
  });

  it('answers a session check without a valid token with 401 AUTH_REQUIRED', async () => {
    const sessionChecks = requests.filter((request) => request.url.startsWith('/api/auth/session') && request.method === 'GET');
    expect(sessionChecks.length).toBeGreaterThan(5);
    for (const request of sessionChecks) {
      const response = await t.inject(request as Parameters<TestApp['inject']>[0]);
      expect([response.statusCode, response.json().code]).toEqual([401, 'AUTH_REQUIRED']);
    }
  });

  it('left the users table alone', async () => {
    const rows = await t.db.query<{ username: string }>('select username from users');
    expect(rows).toEqual([{ username: 'realuser' }]);
  });
});
