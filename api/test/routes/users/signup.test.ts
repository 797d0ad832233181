import { ageOnBirthDate } from '../../../src/domain/birth-date';
import { verifyPassword } from '../../../src/lib/passwords';
import { HOSTILE_STRINGS, signUp, signupPayload, testClock, toInternational, uniquePhone, uniqueUsername, verifyPhone, WRONG_TYPES } from '../../accounts';
import { buildTestApp, type TestApp } from '../../helper';

describe('username check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const checkName = (username: string, userType = 'volunteer') =>
    t.inject({ method: 'GET', url: `/api/user/username?${new URLSearchParams({ username, userType })}` });

  it('answers 200 {available:true} for a free name and 409 USERNAME_TAKEN across roles in any letter case', async () => {
    expect((await checkName('new_person')).json()).toEqual({ available: true });
    await t.createUser({ username: 'GrandPa77', userType: 'elderly' });
    for (const [name, role] of [['grandpa77', 'volunteer'], ['GRANDPA77', 'elderly'], [' GrandPa77 ', 'volunteer']]) {
      const taken = await checkName(name, role);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ code: 'USERNAME_TAKEN', message: '이미 사용 중인 아이디입니다.' });
    }
  });

  it('refuses an empty, malformed or hostile name with 400 and a Korean message', async () => {
    expect((await checkName('')).json()).toEqual({ code: 'VALIDATION_FAILED', message: '아이디를 입력해주세요.' });
    expect((await t.inject({ method: 'GET', url: '/api/user/username' })).json()).toEqual({ code: 'VALIDATION_FAILED', message: '아이디를 입력해주세요.' });
    for (const name of ['abc', 'a'.repeat(31), '한글아이디', 'with space', '_leading', ...HOSTILE_STRINGS]) {
      const response = await checkName(name);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/아이디/);
    }
  });

  it('keeps kakao_ names for Kakao accounts', async () => {
    const response = await checkName('kakao_12345');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('USERNAME_RESERVED');
  });
});

describe('signup', () => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ now: clock.now, env: { PHONE_CODE_MAX_SENDS_PER_IP: '10000', PHONE_CODE_MAX_CHECKS_PER_IP: '10000', PHONE_CODE_MAX_SENDS_PER_NUMBER: '10000', SIGNUP_MAX_ATTEMPTS_PER_IP: '100000' } });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it.each(['volunteer', 'elderly'] as const)('creates a %s with a verified phone: 201 {id}, then the user can log in', async (userType) => {
    const bio = userType === 'volunteer' ? '어르신 말벗이 되어 드리고 싶어요.' : '';
    const { payload, response } = await signUp(t, { userType, bio, phoneCode: 'push-token-9', gender: 'male', age: 72 });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(typeof id).toBe('number');

    const [row] = await t.db.query<Record<string, unknown>>(
      'select username, password_hash, user_type, name, age, gender, phone, district, address_detail, bio, push_subscription, kakao_id from users where id = $1',
      [id],
    );
    expect(row).toMatchObject({
      username: payload.username,
      user_type: userType,
      name: '김하늘',
      age: 72,
      gender: 'male',
      phone: payload.phone,
      district: 'MAPO',
      address_detail: '월드컵로 240',
      bio: userType === 'volunteer' ? bio : null,
      push_subscription: 'push-token-9',
      kakao_id: null,
    });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.password_hash as string, 'correct-horse-42')).toBe(true);

    const login = await t.inject({ method: 'POST', url: '/api/login', payload: { username: payload.username, password: 'correct-horse-42', userType } });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ name: '김하늘', userType, address: { district: 'MAPO', detail: '월드컵로 240' } });
  });

  it('refuses a phone that was not verified with PHONE_NOT_VERIFIED, and one whose verification lapsed', async () => {
    const payload = signupPayload();
    const response = await t.inject({ method: 'POST', url: '/api/user', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'PHONE_NOT_VERIFIED', message: '휴대폰 인증을 완료해주세요.' });

    // Verified for another number does not count.
    const otherNumber = await verifyPhone(t, uniquePhone());
    expect((await t.inject({ method: 'POST', url: '/api/user', payload: { ...payload, phoneVerificationToken: otherNumber } })).json().code).toBe(
      'PHONE_NOT_VERIFIED',
    );

    const token = await verifyPhone(t, payload.phone);
    clock.advance(31 * 60 * 1000);
    expect((await t.inject({ method: 'POST', url: '/api/user', payload: { ...payload, phoneVerificationToken: token } })).json().code).toBe(
      'PHONE_NOT_VERIFIED',
    );
  });

  it('uses a verification once: a second account needs a new code', async () => {
    const { payload, response } = await signUp(t);
    expect(response.statusCode).toBe(201);
    const second = await t.inject({ method: 'POST', url: '/api/user', payload: { ...payload, username: uniqueUsername(), userType: 'elderly', bio: '' } });
    expect(second.json().code).toBe('PHONE_NOT_VERIFIED');
  });

  it('refuses a taken username (any case, either role) with 409 and keeps the phone verification for the next try', async () => {
    await t.createUser({ username: 'TakenName', userType: 'elderly' });
    const payload = signupPayload({ username: 'takenname' });
    payload.phoneVerificationToken = await verifyPhone(t, payload.phone);
    const taken = await t.inject({ method: 'POST', url: '/api/user', payload });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'USERNAME_TAKEN', message: '이미 사용 중인 아이디입니다.' });
    const retry = await t.inject({ method: 'POST', url: '/api/user', payload: { ...payload, username: 'freename1' } });
    expect(retry.statusCode).toBe(201);
  });

  it('lets only one of two simultaneous signups with the same name through', async () => {
    const first = signupPayload({ username: 'racer01' });
    const second = signupPayload({ username: 'RACER01' });
    first.phoneVerificationToken = await verifyPhone(t, first.phone);
    second.phoneVerificationToken = await verifyPhone(t, second.phone);
    const responses = await Promise.all([first, second].map((payload) => t.inject({ method: 'POST', url: '/api/user', payload })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it('applies the volunteer-only bio rule and its 100-character limit', async () => {
    const elderly = await signUp(t, { userType: 'elderly', bio: '소개' });
    expect(elderly.response.statusCode).toBe(400);
    expect(elderly.response.json()).toEqual({ code: 'BIO_VOLUNTEER_ONLY', message: '자기소개는 봉사자만 입력할 수 있습니다.' });

    const long = await signUp(t, { bio: '가'.repeat(101) });
    expect(long.response.json()).toEqual({ code: 'VALIDATION_FAILED', message: '자기소개는 100자 이하로 입력해주세요.' });
    expect((await signUp(t, { bio: '가'.repeat(100) })).response.statusCode).toBe(201);
    expect((await signUp(t, { bio: undefined })).response.statusCode).toBe(201);
  });

  it.each([
    ['username', '', '아이디를 입력해주세요.'],
    ['username', 'ab', '아이디는 4~30자의 영문, 숫자, 밑줄(_), 점(.), 하이픈(-)으로 입력해주세요.'],
    ['password', '', '비밀번호를 입력해주세요.'],
    ['password', 'short7', '비밀번호는 8자 이상 입력해주세요.'],
    ['password', 'x'.repeat(101), '비밀번호는 100자 이하로 입력해주세요.'],
    ['name', '', '이름을 입력해주세요.'],
    ['name', '가'.repeat(31), '이름은 30자 이하로 입력해주세요.'],
    ['name', '<b>김</b>', "이름에는 글자, 숫자, 공백과 . ' · _ - 만 쓸 수 있습니다."],
    ['age', 13, '만 14세 이상만 가입할 수 있습니다.'],
    ['age', 121, '생년월일을 확인해주세요.'],
    ['age', 30.5, '나이는 정수로 입력해주세요.'],
    ['age', 'thirty', '나이는 숫자로 입력해주세요.'],
    ['age', undefined, '나이를 입력해주세요.'],
    ['gender', 'other', '성별은 male 또는 female 이어야 합니다.'],
    ['phone', '02-123-4567', '휴대폰 번호는 010으로 시작하는 11자리 숫자로 입력해주세요.'],
    ['phone', '+821012345678', '휴대폰 번호는 010으로 시작하는 11자리 숫자로 입력해주세요.'],
    ['address', undefined, '주소를 입력해주세요.'],
    ['address', { district: 'BUSAN', detail: '' }, '구를 선택해주세요.'],
    ['address', { district: 'MAPO', detail: '가'.repeat(101) }, '상세 주소는 100자 이하로 입력해주세요.'],
    ['userType', 'admin', '회원 유형은 다음 중 하나여야 합니다: volunteer, elderly, guardian, staff'],
  ])('refuses %s = %p with VALIDATION_FAILED', async (field, value, message) => {
    const response = await t.inject({ method: 'POST', url: '/api/user', payload: signupPayload({ [field]: value }) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message });
  });

  it('refuses a password equal to the username', async () => {
    const username = uniqueUsername('samepw');
    const { response } = await signUp(t, { username, password: username.toUpperCase() });
    expect(response.json()).toEqual({ code: 'WEAK_PASSWORD', message: '아이디와 같은 비밀번호는 쓸 수 없습니다.' });
  });

  it('accepts a district as its Korean name or in lower case, age as digits and a hyphenated phone', async () => {
    const phone = uniquePhone();
    const phoneVerificationToken = await verifyPhone(t, phone);
    const hyphenated = `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`;
    const response = await t.inject({
      method: 'POST',
      url: '/api/user',
      payload: signupPayload({ phoneVerificationToken, phone: hyphenated, age: '45', gender: 'FEMALE', userType: 'Volunteer', address: { district: '서초구', detail: ' 반포대로 58 ' } }),
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.query<Record<string, unknown>>('select phone, age, district, address_detail, gender from users where id = $1', [response.json().id]);
    expect(row).toEqual({ phone, age: 45, district: 'SEOCHO', address_detail: '반포대로 58', gender: 'female' });
  });

  it('stores a birth date sent with the signup and counts the age from it, not from the age sent', async () => {
    const { response } = await signUp(t, { age: 30, birthDate: '1946-11-02', userType: 'elderly', bio: '' });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.query<{ age: number; birth_date: string }>('select age, birth_date from users where id = $1', [response.json().id]);
    // Counted on the service's clock (1 June 2026 here: before the November birthday).
    expect(row).toEqual({ age: ageOnBirthDate('1946-11-02', clock.now()), birth_date: '1946-11-02' });
    expect(row.age).toBe(79);

    const young = await signUp(t, { birthDate: `${new Date().getFullYear() - 10}-05-05` });
    expect(young.response.json()).toEqual({ code: 'VALIDATION_FAILED', message: '만 14세 이상만 가입할 수 있습니다.' });
  });

  it('never answers hostile input or wrong types with a 500, and stores what it accepts as sent', async () => {
    const fields = ['username', 'password', 'name', 'age', 'gender', 'phone', 'address', 'phoneCode', 'userType', 'bio', 'kakaoTicket'];
    let sent = 0;
    let created = 0;
    for (const field of fields) {
      for (const value of [...HOSTILE_STRINGS, ...WRONG_TYPES]) {
        // A verified number (from its own client address, under the per-client send limit) so the
        // hostile value meets the field checks and the insert, not the missing verification.
        sent += 1;
        const remoteAddress = `10.77.${sent >> 8}.${sent & 255}`;
        const phone = uniquePhone();
        const phoneVerificationToken = await verifyPhone(t, phone, remoteAddress);
        const response = await t.inject({
          method: 'POST',
          url: '/api/user',
          payload: signupPayload({ phone, phoneVerificationToken, [field]: value }),
          remoteAddress,
        });
        expect([201, 400, 409]).toContain(response.statusCode);
        if (response.statusCode !== 201) {
          expect(response.json()).toEqual({ code: expect.any(String), message: expect.stringMatching(/[가-힣]/) });
          continue;
        }
        created += 1;
        if ((field === 'name' || field === 'bio') && typeof value === 'string') {
          const [row] = await t.db.query<Record<string, string>>(`select ${field} from users where id = $1`, [response.json().id]);
          expect(row[field]).toBe(String(value).trim());
        }
      }
    }
    // Text such as <script> or SQL in a name or an introduction is ordinary text: it is accepted.
    expect(created).toBeGreaterThan(0);
    for (const body of ['', 'null', '[]', '"text"', '{"username":', 'username=a&password=b']) {
      const response = await t.inject({ method: 'POST', url: '/api/user', headers: { 'content-type': 'application/json' }, payload: body });
      expect(response.statusCode).toBe(400);
    }
    const form = await t.inject({ method: 'POST', url: '/api/user', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b' });
    expect(form.statusCode).toBe(415);
  });

  it('stores script and SQL text in free-text fields verbatim and harmlessly', async () => {
    const detail = "<img src=x onerror=alert(1)> '; drop table users; --";
    const { response } = await signUp(t, { address: { district: 'MAPO', detail }, bio: "<script>alert('x')</script>" });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.query<{ address_detail: string; bio: string }>('select address_detail, bio from users where id = $1', [response.json().id]);
    expect(row).toEqual({ address_detail: detail, bio: "<script>alert('x')</script>" });
    expect((await t.db.query('select count(*) as count from users'))[0]).toEqual({ count: 1 });
  });

  it('stores a Web Push subscription sent as phoneCode', async () => {
    const subscription = { endpoint: 'https://push.example/1', keys: { p256dh: 'k', auth: 'a' } };
    const { response } = await signUp(t, { phoneCode: JSON.stringify(subscription) });
    const [row] = await t.db.query<{ push_subscription: unknown }>('select push_subscription from users where id = $1', [response.json().id]);
    expect(row.push_subscription).toEqual(subscription);
  });

  it('keeps a phoneCode whose JSON holds U+0000 as the plain token instead of failing', async () => {
    const phoneCode = '{"a":"\\u0000"}';
    const { response } = await signUp(t, { phoneCode });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.query<{ push_subscription: unknown }>('select push_subscription from users where id = $1', [response.json().id]);
    expect(row.push_subscription).toBe(phoneCode);
  });

  it('refuses a kakao_ username without a matching Kakao ticket, and a forged ticket', async () => {
    const noTicket = await signUp(t, { username: 'kakao_424242' });
    expect(noTicket.response.json()).toEqual({ code: 'USERNAME_RESERVED', message: '사용할 수 없는 아이디입니다. 다른 아이디를 입력해주세요.' });
    const forged = await signUp(t, { username: 'kakao_424242', kakaoTicket: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MjQyNDIifQ.c2lnbmF0dXJl' });
    expect(forged.response.json()).toEqual({ code: 'KAKAO_TICKET_INVALID', message: '카카오 로그인 정보가 만료되었습니다. 카카오로 다시 시작해주세요.' });
  });

  it('keeps the password out of the log', async () => {
    const { payload } = await signUp(t, { password: 'Very-Secret-Pass-77' });
    expect(payload.password).toBe('Very-Secret-Pass-77');
    expect(t.logs()).not.toContain('Very-Secret-Pass-77');
    expect(t.logs()).toContain('account created');
    expect(t.logs()).not.toContain(toInternational(payload.phone as string));
  });
});
