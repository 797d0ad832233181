import type { UserType } from '@ieum/domain';
import { StaffAccountError } from '../../../src/plugins/app/staff-accounts';
import { signupPayload, uniquePhone, uniqueUsername, verifyPhone } from '../../accounts';
import { testDatabaseKind } from '../../database';
import { buildTestApp, type SignedInUser, type TestApp } from '../../helper';
import { ROLE_OF_TAG } from '../../../src/routes/role-guard';

interface Operation {
  method: string;
  path: string;
  tags: string[];
}

describe(`the guardian and staff roles (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('lets a family member sign up with a verified phone and sign in as guardian', async () => {
    const phone = uniquePhone();
    const token = await verifyPhone(t, phone);
    const payload = signupPayload({ username: uniqueUsername('family'), userType: 'guardian', bio: '', phone, phoneVerificationToken: token });
    const created = await t.inject({ method: 'POST', url: '/api/user', payload });
    expect(created.statusCode).toBe(201);
    const login = await t.inject({ method: 'POST', url: '/api/login', payload: { username: payload.username, password: payload.password, userType: 'guardian' } });
    expect(login.statusCode).toBe(200);
    expect(login.json().userType).toBe('guardian');
    const wrongToggle = await t.inject({ method: 'POST', url: '/api/login', payload: { username: payload.username, password: payload.password, userType: 'elderly' } });
    expect(wrongToggle.json()).toEqual({ code: 'WRONG_USER_TYPE', message: '가족 계정입니다. 위에서 가족을 선택해 주세요.' });
  });

  it('never makes a staff account by signup, even with a verified phone', async () => {
    const phone = uniquePhone();
    const token = await verifyPhone(t, phone);
    const response = await t.inject({ method: 'POST', url: '/api/user', payload: signupPayload({ userType: 'STAFF', phone, phoneVerificationToken: token }) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'SIGNUP_NOT_ALLOWED', message: '사회복지사 계정은 가입할 수 없어요. 구청 담당자에게 계정을 받아 로그인해주세요.' });
    expect(await t.db.query(`select 1 from users where user_type = 'staff'`)).toEqual([]);
  });

  it('makes staff accounts by the operator service only, with districts, and a disabled one can no longer sign in', async () => {
    const created = await t.app.staffAccounts.add({ username: 'Kim.SW', name: '김복지', phone: '010-2222-3333', districts: ['서초구', 'gangnam', 'SEOCHO'] });
    expect(created).toMatchObject({ username: 'Kim.SW', districts: ['SEOCHO', 'GANGNAM'] });
    expect(created.password).toMatch(/^[A-Za-z2-9]{12}$/);
    await expect(t.app.staffAccounts.add({ username: 'kim.sw', name: '다른 사람', phone: '01099998888', districts: ['MAPO'] })).rejects.toThrow(StaffAccountError);
    await expect(t.app.staffAccounts.add({ username: 'lee.sw', name: '이복지', phone: '01022223333', districts: ['MAPO'] })).rejects.toThrow('이 휴대폰 번호로 만든 사회복지사 계정이 이미 있습니다.');
    await expect(t.app.staffAccounts.add({ username: 'park.sw', name: '박복지', phone: '01044445555', districts: ['부산진구'] })).rejects.toThrow('구를 선택해주세요.');
    await expect(t.app.staffAccounts.add({ username: 'park.sw', name: '박복지', phone: '01044445555', districts: [] })).rejects.toThrow(/담당 구를 하나 이상/);

    const login = await t.inject({ method: 'POST', url: '/api/login', payload: { username: 'kim.sw', password: created.password, userType: 'staff' } });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ userType: 'staff', name: '김복지', address: { district: 'SEOCHO' } });
    const { accessToken } = login.json();
    const me = await t.inject({ method: 'GET', url: '/api/care/me', headers: { authorization: `Bearer ${accessToken}` } });
    expect(me.json()).toEqual({ staffId: created.id, name: '김복지', districts: ['SEOCHO', 'GANGNAM'] });
    const profile = await t.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${accessToken}` } });
    expect(profile.json()).toMatchObject({ userType: 'staff', gender: null });
    const moved = await t.inject({ method: 'PUT', url: '/api/user', headers: { authorization: `Bearer ${accessToken}` }, payload: { address: { district: 'JONGNO', detail: '구청' } } });
    expect(moved.json().address).toEqual({ district: 'SEOCHO', detail: '구청' });

    expect(await t.app.staffAccounts.changeDistricts('kim.sw', ['MAPO'])).toEqual(['MAPO']);
    await t.app.staffAccounts.disable('kim.sw');
    expect((await t.inject({ method: 'GET', url: '/api/care/me', headers: { authorization: `Bearer ${accessToken}` } })).json().code).toBe('SESSION_ENDED');
    const refused = await t.inject({ method: 'POST', url: '/api/login', payload: { username: 'kim.sw', password: created.password } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'ACCOUNT_DISABLED', message: '사용이 중지된 계정입니다. 구청 담당자에게 문의해주세요.' });
    // A wrong password still says nothing about the account.
    expect((await t.inject({ method: 'POST', url: '/api/login', payload: { username: 'kim.sw', password: 'wrong-password' } })).json().code).toBe('LOGIN_FAILED');
    expect((await t.app.staffAccounts.list())[0]).toMatchObject({ username: 'Kim.SW', districts: ['MAPO'], disabled: true });
    await t.app.staffAccounts.enable('kim.sw');
    expect((await t.inject({ method: 'POST', url: '/api/login', payload: { username: 'kim.sw', password: created.password } })).statusCode).toBe(200);
  });

  it('locks out staff sign-ins with the same failure limits as everyone', async () => {
    const { password } = await t.app.staffAccounts.add({ username: 'choi.sw', name: '최복지', phone: '01066667777', districts: ['MAPO'] });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await t.inject({ method: 'POST', url: '/api/login', payload: { username: 'choi.sw', password: 'not-it-at-all' } })).statusCode).toBe(401);
    }
    const locked = await t.inject({ method: 'POST', url: '/api/login', payload: { username: 'choi.sw', password } });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^로그인 시도가 너무 많습니다\. \d+분 후에 다시 시도해주세요\.$/);
  });

  it('refuses every call of another role with 403 before reading its input, and never answers with data', async () => {
    const callers: Record<UserType, SignedInUser> = {
      volunteer: await t.signIn('volunteer'),
      elderly: await t.signIn('elderly'),
      guardian: await t.signIn('guardian'),
      staff: await t.signIn('staff', { gender: null }),
    };
    const document = (await t.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, '1'), tags: operation.tags ?? [] })),
    );
    const guarded = operations.filter((operation) => operation.tags.some((tag) => ROLE_OF_TAG[tag]));
    // Every volunteer, elderly and care call is covered, including the newest.
    expect(guarded.map((operation) => `${operation.method} ${operation.path}`)).toEqual(
      expect.arrayContaining(['POST /api/volunteer/schedule', 'POST /api/elderly/recommend', 'GET /api/sentimentAnalysis', 'POST /api/elderly/matching/1/rating', 'GET /api/care/alerts', 'GET /api/guardian/people/1/emotions', 'PUT /api/elderly/care/sharing']),
    );
    const failures: string[] = [];
    for (const operation of guarded) {
      const owner = ROLE_OF_TAG[operation.tags.find((tag) => ROLE_OF_TAG[tag])!];
      for (const [role, caller] of Object.entries(callers)) {
        if (role === owner) continue;
        const response = await caller.inject({ method: operation.method as 'GET', url: operation.path, payload: operation.method === 'GET' || operation.method === 'DELETE' ? undefined : {} });
        if (response.statusCode !== 403 || response.json().code !== 'USER_TYPE_MISMATCH') failures.push(`${role} ${operation.method} ${operation.path} -> ${response.statusCode} ${response.body.slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
    // The reviews serve volunteers and elderly users only.
    for (const role of ['guardian', 'staff'] as const) {
      expect((await callers[role].inject({ method: 'GET', url: '/api/review' })).statusCode).toBe(403);
      expect((await callers[role].inject({ method: 'GET', url: '/api/review/1' })).statusCode).toBe(403);
    }
  });
});
