import { readOutbox, SMS_OUTBOX_FILE } from '../../src/sms/outbox-sender';
import { containsSecret, HOSTILE_STRINGS, lastCodeFor, testClock, toInternational, uniquePhone, WRONG_TYPES } from '../accounts';
import { buildTestApp, type TestApp } from '../helper';

const check = (t: TestApp, phoneNumber: string, verificationCode: string, remoteAddress?: string) =>
  t.inject({ method: 'GET', url: `/api/auth?${new URLSearchParams({ phoneNumber, verificationCode })}`, remoteAddress });
const send = (t: TestApp, phoneNumber: unknown, remoteAddress?: string) =>
  t.inject({ method: 'POST', url: '/api/auth', payload: { phoneNumber }, remoteAddress });

/** Any 6-digit code other than this one. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('phone codes', () => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ now: clock.now, env: { LOG_LEVEL: 'debug', PHONE_CODE_MAX_SENDS_PER_IP: '1000', PHONE_CODE_MAX_CHECKS_PER_IP: '1000' } });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('sends a 6-digit code to the development outbox, valid 5 minutes, and checks it', async () => {
    const phone = toInternational(uniquePhone());
    const sent = await send(t, phone);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ expiresInSeconds: 300 });

    const [entry] = (await readOutbox(t.dataDir)).filter((message) => message.to === phone);
    expect(entry).toEqual({ to: phone, text: expect.stringMatching(/^\[이음\] 인증번호는 \d{6} 입니다\. 5분 안에 입력해주세요\.$/), sentAt: new Date(clock.now()).toISOString() });

    const code = await lastCodeFor(t, phone);
    const checked = await check(t, phone, code);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ verified: true, verificationToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    // The same token as an HttpOnly cookie for the browser; only its hash is stored.
    const { verificationToken } = checked.json();
    expect(checked.headers['set-cookie']).toBe(`ieum_phone_verification=${verificationToken}; Max-Age=1800; Path=/api; HttpOnly; SameSite=Strict`);
    const [verified] = await t.db.query<{ token_hash: string }>('select token_hash from phone_verifications where phone = $1', [phone]);
    expect(verified.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(verified.token_hash).not.toContain(verificationToken);
    // A code works once.
    expect((await check(t, phone, code)).json()).toMatchObject({ code: 'CODE_NOT_REQUESTED' });
  });

  it('accepts the +82 form with separators and the local 010 form', async () => {
    const local = uniquePhone();
    const spaced = `+82 10-${local.slice(3, 7)}-${local.slice(7)}`;
    expect((await send(t, spaced)).statusCode).toBe(200);
    expect((await send(t, local)).statusCode).toBe(200);
    const entries = (await readOutbox(t.dataDir)).filter((entry) => entry.to === toInternational(local));
    expect(entries).toHaveLength(2);
  });

  it('stores only a keyed hash of the code and never logs it', async () => {
    const phone = toInternational(uniquePhone());
    await send(t, phone);
    const code = await lastCodeFor(t, phone);
    await check(t, phone, otherCode(code));
    await check(t, phone, code);
    const [row] = await t.db.query<{ code_hash: string }>('select code_hash from phone_codes');
    expect(row).toBeUndefined(); // used up
    await send(t, phone);
    const fresh = await lastCodeFor(t, phone);
    const [stored] = await t.db.query<{ code_hash: string }>('select code_hash from phone_codes where phone = $1', [phone]);
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.code_hash).not.toContain(fresh);
    expect(containsSecret(t.logs(), code)).toBe(false);
    expect(containsSecret(t.logs(), fresh)).toBe(false);
    expect(t.logs()).toContain('SMS written to the development outbox');
    expect(t.logs()).toContain(SMS_OUTBOX_FILE);
  });

  it('answers a wrong code with WRONG_CODE and allows at most 5 wrong tries per code', async () => {
    const phone = toInternational(uniquePhone());
    await send(t, phone);
    const code = await lastCodeFor(t, phone);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await check(t, phone, otherCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ code: 'WRONG_CODE', message: '인증번호가 올바르지 않습니다.' });
    }
    const locked = await check(t, phone, code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: '인증번호를 5회 잘못 입력했습니다. 인증번호를 다시 요청해주세요.' });
    // A new code starts a new count.
    await send(t, phone);
    expect((await check(t, phone, await lastCodeFor(t, phone))).statusCode).toBe(200);
  });

  it('expires a code after 5 minutes', async () => {
    const phone = toInternational(uniquePhone());
    await send(t, phone);
    const code = await lastCodeFor(t, phone);
    clock.advance(5 * 60 * 1000 + 1);
    const expired = await check(t, phone, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ code: 'CODE_EXPIRED', message: '인증번호가 만료되었습니다. 인증번호를 다시 요청해주세요.' });
  });

  it('replaces the old code when a new one is sent', async () => {
    const phone = toInternational(uniquePhone());
    await send(t, phone);
    const first = await lastCodeFor(t, phone);
    await send(t, phone);
    const second = await lastCodeFor(t, phone);
    if (first !== second) expect((await check(t, phone, first)).json()).toMatchObject({ code: 'WRONG_CODE' });
    expect((await check(t, phone, second)).statusCode).toBe(200);
  });

  it('refuses a check before any code was sent, and codes of the wrong shape', async () => {
    const phone = toInternational(uniquePhone());
    expect((await check(t, phone, '123456')).json()).toEqual({ code: 'CODE_NOT_REQUESTED', message: '인증번호를 먼저 요청해주세요.' });
    await send(t, phone);
    for (const bad of ['12345', '1234567', 'abcdef', "' or 1=1 --", '<script>']) {
      const response = await check(t, phone, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('WRONG_CODE');
    }
    // Shape errors do not use up the five tries.
    const [row] = await t.db.query<{ failed_attempts: number }>('select failed_attempts from phone_codes where phone = $1', [phone]);
    expect(row.failed_attempts).toBe(0);
  });

  it('refuses numbers that are not Korean mobile numbers, wrong types and hostile text with 400', async () => {
    for (const phoneNumber of ['+11234567890', '+8211012345678', '+82101234567', '0212345678', '', ...HOSTILE_STRINGS]) {
      const response = await send(t, phoneNumber);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/휴대폰 번호/);
    }
    for (const phoneNumber of WRONG_TYPES) {
      const response = await send(t, phoneNumber);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: expect.any(String), message: expect.any(String) });
    }
    const missing = await t.inject({ method: 'POST', url: '/api/auth', payload: {} });
    expect(missing.json()).toEqual({ code: 'VALIDATION_FAILED', message: '휴대폰 번호를 입력해주세요.' });
    const noQuery = await t.inject({ method: 'GET', url: '/api/auth' });
    expect(noQuery.statusCode).toBe(400);
    const broken = await t.inject({ method: 'POST', url: '/api/auth', headers: { 'content-type': 'application/json' }, payload: '{"phoneNumber":' });
    expect(broken.statusCode).toBe(400);
    const hostileCheck = await t.inject({ method: 'GET', url: `/api/auth?phoneNumber=${encodeURIComponent("'; drop table phone_codes; --")}&verificationCode=1` });
    expect(hostileCheck.statusCode).toBe(400);
  });

  it('keeps the code out of the request log of the check call', async () => {
    const phone = toInternational(uniquePhone());
    await send(t, phone);
    const code = await lastCodeFor(t, phone);
    await check(t, phone, code);
    expect(t.logs()).toContain('verificationCode=[REDACTED]');
    expect(containsSecret(t.logs(), code)).toBe(false);
  });
});

describe('phone code rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PHONE_CODE_MAX_SENDS_PER_NUMBER: '3', PHONE_CODE_MAX_SENDS_PER_IP: '8', PHONE_CODE_MAX_CHECKS_PER_IP: '40' } });
  });
  afterAll(() => t.close());

  it('limits sends per number and per client with 429 TOO_MANY_REQUESTS', async () => {
    const phone = toInternational(uniquePhone());
    for (let index = 0; index < 3; index += 1) expect((await send(t, phone, '10.0.0.1')).statusCode).toBe(200);
    const perNumber = await send(t, phone, '10.0.0.2');
    expect(perNumber.statusCode).toBe(429);
    expect(perNumber.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: '이 번호로 인증번호를 너무 많이 요청했습니다. 60분 후에 다시 시도해주세요.' });

    // One client cycling through numbers: 8 sends in an hour.
    for (let index = 0; index < 8; index += 1) expect((await send(t, toInternational(uniquePhone()), '10.0.0.3')).statusCode).toBe(200);
    const perClient = await send(t, toInternational(uniquePhone()), '10.0.0.3');
    expect(perClient.statusCode).toBe(429);
    expect(perClient.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: '인증번호 요청이 너무 많습니다. 60분 후에 다시 시도해주세요.' });
    expect((await send(t, toInternational(uniquePhone()), '10.0.0.4')).statusCode).toBe(200);
  });

  it('limits code checks per client', async () => {
    const phone = toInternational(uniquePhone());
    let last = 0;
    for (let index = 0; index < 41; index += 1) last = (await check(t, phone, '000000', '10.0.1.1')).statusCode;
    expect(last).toBe(429);
    expect((await check(t, phone, '000000', '10.0.1.1')).json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: '인증번호 확인 요청이 너무 많습니다. 10분 후에 다시 시도해주세요.',
    });
  });
});
