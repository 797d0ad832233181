import { HOSTILE_STRINGS, signUp, signupPayload, toInternational, uniquePhone, uniqueUsername, verifyPhone, WRONG_TYPES } from '../accounts';
import { buildTestApp, type TestApp } from '../helper';

const NOT_VERIFIED = { code: 'PHONE_NOT_VERIFIED', message: '휴대폰 인증을 완료해주세요.' };
const NOT_FOUND = { code: 'ACCOUNT_NOT_FOUND', message: '입력하신 정보와 일치하는 계정이 없습니다. 아이디(또는 이름)와 휴대폰 번호를 다시 확인해주세요.' };

describe('account recovery by phone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PHONE_CODE_MAX_SENDS_PER_IP: '10000', PHONE_CODE_MAX_CHECKS_PER_IP: '10000', RECOVERY_MAX_ATTEMPTS_PER_IP: '10000' } });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const findUsername = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.inject({ method: 'POST', url: '/api/recovery/username', payload, headers });
  const resetPassword = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.inject({ method: 'POST', url: '/api/recovery/password', payload, headers });
  const login = (username: string, password: string) => t.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

  it('아이디 찾기: the name and a checked code of the number show the ID partly hidden, one per role', async () => {
    const phone = uniquePhone();
    const volunteer = await t.createUser({ username: 'haneul_kim', name: '김하늘', phone, userType: 'volunteer' });
    await t.createUser({ username: 'skyelder', name: '김하늘', phone, userType: 'elderly' });
    await t.createUser({ username: 'someoneelse', name: '이바다', phone: uniquePhone() });
    const phoneNumber = toInternational(phone);

    expect((await findUsername({ name: '김하늘', phoneNumber })).json()).toEqual(NOT_VERIFIED);
    const token = await verifyPhone(t, phone);
    const found = await findUsername({ name: ' 김 하늘 ', phoneNumber, phoneVerificationToken: token });
    expect(found.statusCode).toBe(200);
    expect(found.headers['cache-control']).toBe('no-store');
    expect(found.json()).toEqual({
      accounts: [
        { username: 'haneu*****', userType: 'volunteer', kakao: false },
        { username: 'skye****', userType: 'elderly', kakao: false },
      ],
    });
    expect(JSON.stringify(found.json())).not.toContain(volunteer.user.username);
    // The browser sends the token as the cookie the check set.
    const byCookie = await findUsername({ name: '김하늘', phoneNumber: phone }, { cookie: `ieum_phone_verification=${token}` });
    expect(byCookie.json().accounts).toHaveLength(2);
    // Another name on that number: nothing, said only to the holder of the code.
    expect((await findUsername({ name: '박하늘', phoneNumber, phoneVerificationToken: token })).json()).toEqual(NOT_FOUND);
  });

  it('says nothing about an ID or a name to anyone without the phone’s code', async () => {
    const phone = uniquePhone();
    await t.createUser({ username: 'realmember', name: '최봄', phone });
    const myPhone = uniquePhone();
    const myToken = await verifyPhone(t, myPhone); // the asker's own number, verified
    const answers = [];
    for (const username of ['realmember', 'nosuchmember']) {
      answers.push((await resetPassword({ username, phoneNumber: toInternational(phone), password: 'new-password-1' })).json());
      answers.push((await resetPassword({ username, phoneNumber: toInternational(phone), password: 'new-password-1', phoneVerificationToken: myToken })).json());
    }
    answers.push((await findUsername({ name: '최봄', phoneNumber: toInternational(phone), phoneVerificationToken: myToken })).json());
    expect(answers).toEqual([NOT_VERIFIED, NOT_VERIFIED, NOT_VERIFIED, NOT_VERIFIED, NOT_VERIFIED]);
    // With a code of one's own number, an ID of someone else's number is "not found", same as an ID that does not exist.
    const forRealMember = await resetPassword({ username: 'realmember', phoneNumber: toInternational(myPhone), password: 'new-password-1', phoneVerificationToken: myToken });
    const forNobody = await resetPassword({ username: 'nosuchmember', phoneNumber: toInternational(myPhone), password: 'new-password-1', phoneVerificationToken: myToken });
    expect(forRealMember.json()).toEqual(NOT_FOUND);
    expect(forNobody.json()).toEqual(NOT_FOUND);
  });

  it('비밀번호 재설정: sets the new password, uses the verification up and ends every session of the account', async () => {
    const phone = uniquePhone();
    const member = await t.signIn('elderly', { phone });
    const otherDevice = await login(member.user.username, member.password);
    expect(otherDevice.statusCode).toBe(200);
    const token = await verifyPhone(t, phone);

    const weak = await resetPassword({ username: member.user.username, phoneNumber: phone, password: member.user.username, phoneVerificationToken: token });
    expect(weak.json()).toEqual({ code: 'WEAK_PASSWORD', message: '아이디와 같은 비밀번호는 쓸 수 없습니다.' });
    const short = await resetPassword({ username: member.user.username, phoneNumber: phone, password: 'short', phoneVerificationToken: token });
    expect(short.json()).toEqual({ code: 'VALIDATION_FAILED', message: '비밀번호는 8자 이상 입력해주세요.' });

    const reset = await resetPassword({ username: member.user.username.toUpperCase(), phoneNumber: phone, password: 'brand-new-pass-7', phoneVerificationToken: token });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ reset: true });

    expect((await login(member.user.username, member.password)).json().code).toBe('LOGIN_FAILED');
    expect((await login(member.user.username, 'brand-new-pass-7')).statusCode).toBe(200);
    // Every earlier session is over at once: access tokens and refresh tokens.
    expect((await member.inject({ method: 'GET', url: '/api/auth/me' })).json().code).toBe('SESSION_ENDED');
    const refreshed = await t.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: otherDevice.json().refreshToken } });
    expect(refreshed.statusCode).toBe(401);
    // The verification worked once.
    const again = await resetPassword({ username: member.user.username, phoneNumber: phone, password: 'another-pass-8', phoneVerificationToken: token });
    expect(again.json()).toEqual(NOT_VERIFIED);
  });

  it('refuses hostile and malformed input with a Korean 400, never a 500', async () => {
    for (const payload of [
      {},
      { name: '', phoneNumber: '' },
      { name: '김'.repeat(40), phoneNumber: '010' },
      { name: '<script>', phoneNumber: '+821012345678', phoneVerificationToken: 'x'.repeat(500) },
      { name: '김', phoneNumber: '+821012345678', phoneVerificationToken: 42 },
    ]) {
      const response = await findUsername(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/[가-힣]/);
    }
    for (const payload of [{}, { username: 'a'.repeat(200), phoneNumber: '01012345678', password: 'long-enough-1' }, { username: 'x', phoneNumber: '02-123-4567', password: 'long-enough-1' }]) {
      const response = await resetPassword(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/[가-힣]/);
    }
    // Every field of both calls with every hostile value: a Korean 4xx, never a 500.
    const valid = { name: '김하늘', username: 'haneul_kim', phoneNumber: '01012345678', password: 'long-enough-1', phoneVerificationToken: 'x' };
    for (const [call, fields] of [[findUsername, ['name', 'phoneNumber', 'phoneVerificationToken']], [resetPassword, ['username', 'phoneNumber', 'password', 'phoneVerificationToken']]] as const) {
      for (const field of fields) {
        for (const value of [...HOSTILE_STRINGS, ...WRONG_TYPES]) {
          const response = await call({ ...valid, [field]: value });
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
          expect(response.json()).toEqual({ code: expect.any(String), message: expect.stringMatching(/[가-힣]/) });
        }
      }
    }
  });
});

// Issue 15 item 4: a verification belongs to the client that checked the code.
describe('phone verifications are bound to the client that checked them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PHONE_CODE_MAX_SENDS_PER_IP: '10000', PHONE_CODE_MAX_CHECKS_PER_IP: '10000', SIGNUP_MAX_ATTEMPTS_PER_IP: '1' } });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('another signed-in user cannot use up or take someone’s fresh verification', async () => {
    const payload = signupPayload();
    const ownersToken = await verifyPhone(t, payload.phone as string, '10.1.0.1');
    const intruder = await t.signIn('volunteer');
    const intrudersToken = await verifyPhone(t, uniquePhone());
    for (const phoneVerificationToken of [undefined, intrudersToken]) {
      const taken = await intruder.inject({ method: 'PUT', url: '/api/user', payload: { phone: payload.phone, phoneVerificationToken } });
      expect(taken.json()).toEqual(NOT_VERIFIED);
    }
    // Signup without the owner's token is refused too; the owner's own signup still goes through.
    expect((await t.inject({ method: 'POST', url: '/api/user', payload, remoteAddress: '10.1.0.2' })).json()).toEqual(NOT_VERIFIED);
    const owner = await t.inject({ method: 'POST', url: '/api/user', payload: { ...payload, phoneVerificationToken: ownersToken }, remoteAddress: '10.1.0.1' });
    expect(owner.statusCode).toBe(201);
  });

  it('allows one account per phone number and role, at signup and on a phone change', async () => {
    const phone = uniquePhone();
    expect((await signUp(t, { phone, userType: 'volunteer' })).response.statusCode).toBe(201);
    const second = await signUp(t, { phone, userType: 'volunteer', username: uniqueUsername() });
    expect(second.response.statusCode).toBe(409);
    expect(second.response.json()).toEqual({
      code: 'PHONE_ALREADY_REGISTERED',
      message: '이 휴대폰 번호로 가입한 봉사자 계정이 이미 있습니다. 로그인 화면의 아이디 찾기에서 아이디를 확인해주세요.',
    });
    // The verification was not used up by the refusal: the same person can still make the other role's account.
    const elderly = await t.inject({ method: 'POST', url: '/api/user', payload: { ...second.payload, userType: 'elderly', bio: '' } });
    expect(elderly.statusCode).toBe(201);

    const another = await t.signIn('volunteer', { phone: uniquePhone() });
    const token = await verifyPhone(t, phone);
    const change = await another.inject({ method: 'PUT', url: '/api/user', payload: { phone, phoneVerificationToken: token } });
    expect(change.statusCode).toBe(409);
    expect(change.json().code).toBe('PHONE_ALREADY_REGISTERED');
  });

  it('never loses a signup whose phone was verified to the per-client signup limit; others get a 429 that says how long', async () => {
    const remoteAddress = '10.2.0.1';
    expect((await t.inject({ method: 'POST', url: '/api/user', payload: signupPayload(), remoteAddress })).statusCode).toBe(400);
    const limited = await t.inject({ method: 'POST', url: '/api/user', payload: signupPayload(), remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: '회원가입 요청이 너무 많습니다. 10분 후에 다시 시도해주세요.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);

    const payload = signupPayload();
    payload.phoneVerificationToken = await verifyPhone(t, payload.phone as string, remoteAddress);
    const usernameTaken = await t.createUser({ username: 'alreadyhere' });
    expect((await t.inject({ method: 'POST', url: '/api/user', payload: { ...payload, username: usernameTaken.user.username }, remoteAddress })).statusCode).toBe(409);
    const done = await t.inject({ method: 'POST', url: '/api/user', payload, remoteAddress });
    expect(done.statusCode).toBe(201);
  });
});

describe('other clients', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('accepts a body-less DELETE sent with a JSON content type, as fetch with keepalive sends it', async () => {
    const user = await t.signIn('volunteer');
    for (const headers of [{ 'content-type': 'application/json' }, { 'content-type': 'application/json; charset=utf-8', 'content-length': '0' }]) {
      const response = await user.inject({ method: 'DELETE', url: '/api/user/push-subscription', headers });
      expect(response.statusCode).toBe(204);
    }
    // A POST with an empty JSON body is still malformed.
    const post = await t.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(post.json().code).toBe('INVALID_BODY');
  });
});
