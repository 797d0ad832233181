import type { LightMyRequestResponse } from 'fastify';
import { type FakeKakao, startFakeKakao } from '../../../tools/fakes/kakao-server';
import { containsSecret, testClock, uniquePhone, verifyPhone } from '../accounts';
import { buildTestApp, type TestApp } from '../helper';

const APP_URL = 'http://localhost:3000';
const REDIRECT_URI = `${APP_URL}/api/auth/kakao/callback`;

// Kakao birthdays are MMDD; the clock is 2026-06-01 12:00 in Seoul.
const NEW_USER = { id: 3_141_592_653, name: '정카카오', phoneNumber: '+82 10-5555-0001', birthyear: '1990', birthday: '0602', gender: 'female' as const };
const EXISTING_USER = { id: 2_718_281_828, nickname: '기존회원', phoneNumber: '+82 10-5555-0002', birthyear: '1950', birthday: '0101', gender: 'male' as const };
const SPARSE_USER = { id: 1_414_213_562, nickname: '<b>별명</b>😀' };

function location(response: LightMyRequestResponse): URL {
  expect(response.statusCode).toBe(302);
  return new URL(String(response.headers.location));
}

function stateCookieOf(response: LightMyRequestResponse): string {
  const header = String(response.headers['set-cookie']);
  expect(header).toMatch(/^ieum_kakao_state=[^;]+; Max-Age=600; Path=\/api\/auth\/kakao; HttpOnly; SameSite=Lax$/);
  return header.split(';')[0];
}

describe('Kakao login', () => {
  const clock = testClock(Date.parse('2026-06-01T03:00:00Z'));
  let kakao: FakeKakao;
  let t: TestApp;

  beforeAll(async () => {
    kakao = await startFakeKakao({ users: [NEW_USER, EXISTING_USER, SPARSE_USER], clientId: 'test-client-id', clientSecret: 'test-client-secret' });
    t = await buildTestApp({
      now: clock.now,
      env: {
        LOG_LEVEL: 'debug',
        PUBLIC_APP_URL: APP_URL,
        KAKAO_CLIENT_ID: 'test-client-id',
        KAKAO_CLIENT_SECRET: 'test-client-secret',
        KAKAO_REDIRECT_URI: REDIRECT_URI,
        KAKAO_AUTH_BASE_URL: kakao.url,
        KAKAO_API_BASE_URL: kakao.url,
        PHONE_CODE_MAX_SENDS_PER_IP: '10000',
        PHONE_CODE_MAX_CHECKS_PER_IP: '10000',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await kakao.close();
  });
  beforeEach(() => t.reset());

  /** Start -> fake Kakao authorize -> our callback, as the browser window does. */
  async function signInWithKakao(userId: number): Promise<LightMyRequestResponse> {
    kakao.selectUser(userId);
    const start = await t.inject({ method: 'GET', url: '/api/auth/kakao/start' });
    const authorize = location(start);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${kakao.url}/oauth/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      client_id: 'test-client-id',
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      state: expect.stringMatching(/^[\w-]+\.\d+\.[\w-]+$/),
    });
    const cookie = stateCookieOf(start);
    const fromKakao = await fetch(authorize, { redirect: 'manual' });
    expect(fromKakao.status).toBe(302);
    const callback = new URL(fromKakao.headers.get('location')!);
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    return t.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, headers: { cookie } });
  }

  it('sends a new user to /roleselect with the prefill and a ticket, and signup links the Kakao account', async () => {
    const callback = await signInWithKakao(NEW_USER.id);
    const target = location(callback);
    expect(`${target.origin}${target.pathname}`).toBe(`${APP_URL}/roleselect`);
    expect(callback.headers['cache-control']).toBe('no-store');
    expect(callback.headers['referrer-policy']).toBe('no-referrer');
    const prefill = Object.fromEntries(target.searchParams);
    // Born 1990-06-02: on 2026-06-01 in Seoul that is 35 full years.
    expect(prefill).toEqual({ username: `kakao_${NEW_USER.id}`, name: '정카카오', gender: 'female', phone: '01055550001', age: '35', kakaoTicket: expect.any(String) });
    expect(kakao.tokenRequests.at(-1)).toMatchObject({ grant_type: 'authorization_code', client_id: 'test-client-id', redirect_uri: REDIRECT_URI, client_secret: '***' });

    // Signup with the prefill: Kakao's own phone number needs no SMS code.
    const signup = await t.inject({
      method: 'POST',
      url: '/api/user',
      payload: {
        username: prefill.username,
        password: 'kakao-user-pass-1',
        name: prefill.name,
        age: Number(prefill.age),
        gender: prefill.gender,
        phone: prefill.phone,
        address: { district: 'JONGNO', detail: '종로 1' },
        phoneCode: '',
        userType: 'elderly',
        bio: '',
        kakaoTicket: prefill.kakaoTicket,
      },
    });
    expect(signup.statusCode).toBe(201);
    const [row] = await t.db.query<{ kakao_id: string; username: string }>('select kakao_id, username from users where id = $1', [signup.json().id]);
    expect(row).toEqual({ kakao_id: String(NEW_USER.id), username: `kakao_${NEW_USER.id}` });

    // The ticket links one account only.
    const again = await t.inject({
      method: 'POST',
      url: '/api/user',
      payload: { username: 'someone-else', password: 'kakao-user-pass-1', name: '다른사람', age: 40, gender: 'male', phone: prefill.phone, address: { district: 'JONGNO', detail: '' }, userType: 'volunteer', kakaoTicket: prefill.kakaoTicket },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('KAKAO_ALREADY_LINKED');

    // Next time the same Kakao account signs straight in.
    const secondLogin = location(await signInWithKakao(NEW_USER.id));
    expect(Object.fromEntries(secondLogin.searchParams)).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String), userType: 'elderly' });
  });

  it('signs an existing user (matched by Kakao id) in with tokens for /redirect', async () => {
    const { user } = await t.createUser({ userType: 'volunteer', kakaoId: String(EXISTING_USER.id), username: 'linked-member' });
    const target = location(await signInWithKakao(EXISTING_USER.id));
    expect(`${target.origin}${target.pathname}`).toBe(`${APP_URL}/redirect`);
    const { accessToken, refreshToken, userType } = Object.fromEntries(target.searchParams);
    expect(userType).toBe('volunteer');
    const profile = await t.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${accessToken}` } });
    expect(profile.json().username).toBe(user.username);
    expect((await t.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } })).statusCode).toBe(200);

    // Tokens and Kakao's code never reach the log.
    expect(containsSecret(t.logs(), accessToken)).toBe(false);
    expect(containsSecret(t.logs(), refreshToken)).toBe(false);
    expect(t.logs()).toContain('code=[REDACTED]');
  });

  it('never links by username alone: an account named kakao_<id> without the Kakao id is a new signup', async () => {
    await t.createUser({ username: `kakao_${EXISTING_USER.id}`, kakaoId: null });
    const target = location(await signInWithKakao(EXISTING_USER.id));
    expect(target.pathname).toBe('/roleselect');
  });

  it('leaves out what Kakao did not give and cleans the name', async () => {
    const prefill = Object.fromEntries(location(await signInWithKakao(SPARSE_USER.id)).searchParams);
    expect(prefill).toEqual({ username: `kakao_${SPARSE_USER.id}`, name: 'b별명b', kakaoTicket: expect.any(String) });
  });

  it('still needs an SMS-verified number when the signup phone differs from Kakao’s', async () => {
    const prefill = Object.fromEntries(location(await signInWithKakao(NEW_USER.id)).searchParams);
    const phone = uniquePhone();
    const payload = { username: prefill.username, password: 'kakao-user-pass-1', name: '정카카오', age: 35, gender: 'female', phone, address: { district: 'MAPO', detail: '' }, userType: 'volunteer', bio: '', kakaoTicket: prefill.kakaoTicket };
    // The whole answer, so a failure shows what came instead.
    expect((await t.inject({ method: 'POST', url: '/api/user', payload })).json()).toMatchObject({ code: 'PHONE_NOT_VERIFIED' });
    const phoneVerificationToken = await verifyPhone(t, phone);
    expect((await t.inject({ method: 'POST', url: '/api/user', payload: { ...payload, phoneVerificationToken } })).statusCode).toBe(201);
  });

  it('refuses an expired ticket and a ticket for another Kakao username', async () => {
    const prefill = Object.fromEntries(location(await signInWithKakao(NEW_USER.id)).searchParams);
    const base = { password: 'kakao-user-pass-1', name: '정카카오', age: 35, gender: 'female', phone: prefill.phone, address: { district: 'MAPO', detail: '' }, userType: 'volunteer', kakaoTicket: prefill.kakaoTicket };
    const otherName = await t.inject({ method: 'POST', url: '/api/user', payload: { ...base, username: `kakao_${EXISTING_USER.id}` } });
    expect(otherName.json().code).toBe('USERNAME_RESERVED');
    clock.advance(31 * 60 * 1000);
    const expired = await t.inject({ method: 'POST', url: '/api/user', payload: { ...base, username: prefill.username } });
    expect(expired.json()).toEqual({ code: 'KAKAO_TICKET_INVALID', message: '카카오 로그인 정보가 만료되었습니다. 카카오로 다시 시작해주세요.' });
  });

  it('sends a cancelled consent to /redirect with a Korean error', async () => {
    kakao.denyNext();
    const target = location(await signInWithKakao(NEW_USER.id));
    expect(`${target.origin}${target.pathname}`).toBe(`${APP_URL}/redirect`);
    expect(Object.fromEntries(target.searchParams)).toEqual({ error: '카카오 로그인이 취소되었습니다.' });
  });

  it('refuses a callback without the state cookie, with a forged state, or a replayed code', async () => {
    kakao.selectUser(NEW_USER.id);
    const start = await t.inject({ method: 'GET', url: '/api/auth/kakao/start' });
    const cookie = stateCookieOf(start);
    const callback = new URL((await fetch(location(start), { redirect: 'manual' })).headers.get('location')!);
    const path = `${callback.pathname}${callback.search}`;

    const noCookie = location(await t.inject({ method: 'GET', url: path }));
    expect(noCookie.searchParams.get('error')).toBe('로그인 요청이 만료되었습니다. 카카오 로그인을 다시 시작해주세요.');
    const otherCookie = location(await t.inject({ method: 'GET', url: path, headers: { cookie: 'ieum_kakao_state=someone-elses' } }));
    expect(otherCookie.searchParams.get('error')).toMatch(/만료/);
    const forged = new URL(callback);
    forged.searchParams.set('state', `${cookie.split('=')[1]}.9999999999.forged`);
    expect(location(await t.inject({ method: 'GET', url: `${forged.pathname}${forged.search}`, headers: { cookie } })).searchParams.get('error')).toMatch(/만료/);

    expect(location(await t.inject({ method: 'GET', url: path, headers: { cookie } })).pathname).toBe('/roleselect');
    // Kakao codes are single-use.
    const replay = location(await t.inject({ method: 'GET', url: path, headers: { cookie } }));
    expect(replay.searchParams.get('error')).toBe('카카오 로그인에 실패했습니다. 다시 시도해주세요.');
  });

  it('refuses a state older than 10 minutes', async () => {
    kakao.selectUser(NEW_USER.id);
    const start = await t.inject({ method: 'GET', url: '/api/auth/kakao/start' });
    const callback = new URL((await fetch(location(start), { redirect: 'manual' })).headers.get('location')!);
    clock.advance(11 * 60 * 1000);
    const late = location(await t.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, headers: { cookie: stateCookieOf(start) } }));
    expect(late.searchParams.get('error')).toMatch(/만료/);
  });

  it('answers hostile callback input with a redirect to /redirect carrying a Korean error', async () => {
    const long = 'a'.repeat(5000);
    for (const query of ['', '?code=', "?code=' or 1=1&state=x", '?state=<script>&code=a', `?code=${long}`, `?code=a&state=${long}`, `?error=${long}`, '?error=<script>alert(1)</script>', '?code=a&code=b', '?state=a&state=b']) {
      const response = await t.inject({ method: 'GET', url: `/api/auth/kakao/callback${query}` });
      expect(response.statusCode).toBe(302);
      const target = new URL(response.headers.location as string);
      expect(target.pathname).toBe('/redirect');
      expect(target.searchParams.get('error')).toMatch(/[가-힣]/);
    }
  });
});

describe('Kakao login when Kakao is down or misconfigured', () => {
  it('answers an unreachable Kakao and wrong client credentials with Korean errors', async () => {
    const kakao = await startFakeKakao({ users: [NEW_USER], clientId: 'right-id', clientSecret: 'right-secret' });
    const t = await buildTestApp({
      env: { PUBLIC_APP_URL: APP_URL, KAKAO_CLIENT_ID: 'right-id', KAKAO_CLIENT_SECRET: 'wrong-secret', KAKAO_REDIRECT_URI: REDIRECT_URI, KAKAO_AUTH_BASE_URL: kakao.url, KAKAO_API_BASE_URL: kakao.url },
    });
    try {
      const start = await t.inject({ method: 'GET', url: '/api/auth/kakao/start' });
      const callback = new URL((await fetch(location(start), { redirect: 'manual' })).headers.get('location')!);
      const rejected = location(await t.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, headers: { cookie: stateCookieOf(start) } }));
      expect(rejected.searchParams.get('error')).toBe('카카오 로그인에 실패했습니다. 다시 시도해주세요.');
      expect(t.logs()).toContain('KOE010');
      expect(t.logs()).not.toContain('wrong-secret');

      await kakao.close();
      const start2 = await t.inject({ method: 'GET', url: '/api/auth/kakao/start' });
      const state = location(start2).searchParams.get('state')!;
      const down = location(await t.inject({ method: 'GET', url: `/api/auth/kakao/callback?code=abc&state=${state}`, headers: { cookie: stateCookieOf(start2) } }));
      expect(down.searchParams.get('error')).toBe('카카오에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.');
    } finally {
      await t.close();
      await kakao.close();
    }
  });

  it('answers the start URL with a Korean HTML page (503) when Kakao is not configured', async () => {
    const t = await buildTestApp();
    try {
      for (const url of ['/api/auth/kakao/start', '/api/auth/kakao/callback?code=x&state=y']) {
        const response = await t.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(503);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.body).toContain('카카오 로그인이 아직 설정되어 있지 않습니다');
        expect(response.body).toContain('<html lang="ko">');
      }
    } finally {
      await t.close();
    }
  });
});
