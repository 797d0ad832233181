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

  it('left the users table alone', async () => {
    const rows = await t.db.query<{ username: string }>('select username from users');
    expect(rows).toEqual([{ username: 'realuser' }]);
  });
});
