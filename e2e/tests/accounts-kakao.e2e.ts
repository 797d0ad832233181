import type { Page } from 'playwright-core';
import { startFakeKakao, type FakeKakao } from '../../tools/fakes/kakao-server';
import { readAndCloseAlert, watchPageErrors } from '../support/browser';
import { setUpProductInBrowser } from '../support/suite';
import { randomPhone, verifyPhoneThroughUi } from '../support/accounts';

const CLIENT_ID = 'e2e-kakao-client';
const CLIENT_SECRET = 'e2e-kakao-secret';
const kakaoPhone = randomPhone();
const kakaoUser = {
  id: 4242001,
  nickname: '영희',
  name: '김영희',
  phoneNumber: `+82 ${kakaoPhone.slice(1, 3)}-${kakaoPhone.slice(3, 7)}-${kakaoPhone.slice(7)}`,
  birthyear: '1948',
  birthday: '0101',
  gender: 'female' as const,
};

const returningPhone = randomPhone();
const returningUser = {
  id: 4242002,
  name: '박철수',
  phoneNumber: `+82 ${returningPhone.slice(1, 3)}-${returningPhone.slice(3, 7)}-${returningPhone.slice(7)}`,
  birthyear: '1950',
  birthday: '0101',
  gender: 'male' as const,
};

let kakao: FakeKakao;

beforeAll(async () => {
  kakao = await startFakeKakao({ users: [kakaoUser, returningUser], clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
});

// The callback must be on the app's origin: the start URL's state cookie has to come back with it.
const product = setUpProductInBrowser(({ shell }) => ({
  KAKAO_CLIENT_ID: CLIENT_ID,
  KAKAO_CLIENT_SECRET: CLIENT_SECRET,
  KAKAO_REDIRECT_URI: `http://localhost:${shell}/api/auth/kakao/callback`,
  KAKAO_AUTH_BASE_URL: kakao.url,
  KAKAO_API_BASE_URL: kakao.url,
}));

afterAll(async () => {
  await kakao?.close();
});

async function openLoginPage(): Promise<Page> {
  const page = await product.openPage();
  await page.goto('/login');
  return page;
}

/** 카카오로 시작하기 opens a new window; the whole Kakao round trip happens in it. */
async function startKakaoLogin(page: Page): Promise<Page> {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: '카카오로 시작하기' }).click();
  return popup;
}

function ageOn1January(birthYear: number): number {
  const seoulYear = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric' }).format(new Date()));
  return seoulYear - birthYear; // born on 1 January: the birthday has always passed
}

/**
 * An account someone made with Kakao on an earlier day: the Kakao round trip and the signup the
 * page would send, over HTTP against the running product.
 */
async function createKakaoAccountEarlier(user: typeof returningUser, district: string) {
  kakao.selectUser(user.id);
  try {
    const base = product.stack.baseURL;
    const start = await fetch(`${base}/api/auth/kakao/start`, { redirect: 'manual' });
    const cookie = start.headers.get('set-cookie')!.split(';')[0];
    const fromKakao = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const callback = await fetch(fromKakao.headers.get('location')!, { redirect: 'manual', headers: { cookie } });
    const prefill = new URL(callback.headers.get('location')!).searchParams;
    expect(prefill.get('username')).toBe(`kakao_${user.id}`);
    const signup = await fetch(`${base}/api/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: prefill.get('username'),
        password: 'returning-pass-1',
        name: prefill.get('name'),
        age: Number(prefill.get('age')),
        gender: prefill.get('gender'),
        phone: prefill.get('phone'),
        address: { district, detail: '' },
        phoneCode: '',
        userType: 'elderly',
        kakaoTicket: prefill.get('kakaoTicket'),
      }),
    });
    expect(signup.status).toBe(201);
  } finally {
    kakao.selectUser(kakaoUser.id);
  }
}

describe('Kakao login', () => {
  test('a new user comes back to the role choice with the Kakao data, and signup finishes the account', async () => {
    const page = await openLoginPage();
    const popup = await startKakaoLogin(page);
    const errors = watchPageErrors(popup);
    await popup.waitForURL('**/roleselect?**');
    const query = new URL(popup.url()).searchParams;
    expect(Object.fromEntries([...query].filter(([key]) => key !== 'kakaoTicket'))).toEqual({
      username: `kakao_${kakaoUser.id}`,
      name: kakaoUser.name,
      gender: 'female',
      phone: kakaoPhone,
      age: String(ageOn1January(1948)),
    });
    expect(query.get('kakaoTicket')).toBeTruthy();
    expect(kakao.tokenRequests.at(-1)).toMatchObject({ grant_type: 'authorization_code', client_id: CLIENT_ID, client_secret: '***' });

    await popup.getByRole('radio', { name: /이용자/ }).click();
    await popup.getByRole('button', { name: '다음' }).click();
    const username = popup.getByLabel('아이디', { exact: true });
    await username.waitFor();
    expect(await username.inputValue()).toBe(`kakao_${kakaoUser.id}`);
    expect(await username.getAttribute('readonly')).not.toBeNull();
    expect(await popup.getByRole('button', { name: '중복 확인' }).count()).toBe(0);
    expect(await popup.getByLabel('이름', { exact: true }).inputValue()).toBe('김영희');
    expect(await popup.getByLabel('이름', { exact: true }).getAttribute('readonly')).not.toBeNull();
    expect(await popup.getByLabel('성별').inputValue()).toBe('여성');
    const phone = popup.getByLabel('휴대폰 번호');
    expect(await phone.inputValue()).toBe(`${kakaoPhone.slice(0, 3)}-${kakaoPhone.slice(3, 7)}-${kakaoPhone.slice(7)}`);
    expect(await phone.getAttribute('readonly')).not.toBeNull();

    await popup.getByLabel('비밀번호', { exact: true }).fill('kakao-pass-1');
    await popup.getByLabel('비밀번호 확인', { exact: true }).fill('kakao-pass-1');
    await popup.getByLabel('태어난 해').selectOption('1948');
    await popup.getByLabel('태어난 달').selectOption('1');
    await popup.getByLabel('태어난 날').selectOption('1');
    await popup.getByLabel('사는 구').selectOption('EUNPYEONG');
    await verifyPhoneThroughUi(popup, product.stack.dataDir, kakaoPhone);
    await popup.getByLabel('전체 동의').check();
    await popup.getByRole('button', { name: '가입하기' }).click();
    expect(await readAndCloseAlert(popup)).toBe('회원가입이 완료되었습니다.');
    await popup.waitForURL('**/login');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('an existing user is handed over at /redirect and lands on the home of the role; the first window follows', async () => {
    await createKakaoAccountEarlier(returningUser, 'JONGNO');
    kakao.selectUser(returningUser.id);
    const page = await openLoginPage();
    try {
      const popup = await startKakaoLogin(page);
      await popup.waitForURL('**/usermain');
      expect(new URL(popup.url()).search).toBe(''); // the tokens left the address bar
      const stored = await popup.evaluate(() => ({
        accessToken: localStorage.getItem('accessToken'),
        refreshToken: localStorage.getItem('refreshToken'),
        userType: localStorage.getItem('userType'),
        userName: localStorage.getItem('userName'),
        userAddress: JSON.parse(localStorage.getItem('userAddress') ?? 'null'),
      }));
      expect(stored).toMatchObject({ userType: 'elderly', userName: '박철수', userAddress: { district: 'JONGNO', detail: '' } });
      expect(stored.accessToken).toBeTruthy();
      expect(stored.refreshToken).toBeTruthy();
      // The login page that opened the window signs in with it.
      await page.waitForURL('**/usermain');

      // The session works for the account pages.
      await popup.goto('/edit');
      expect(await popup.getByLabel('이름', { exact: true }).inputValue()).toBe('박철수');
    } finally {
      kakao.selectUser(kakaoUser.id);
      await page.context().close();
    }
  });

  test('a cancel on Kakao comes back as ❌ 초기화 실패 with the reason', async () => {
    kakao.denyNext();
    const page = await openLoginPage();
    const popup = await startKakaoLogin(page);
    expect(await readAndCloseAlert(popup)).toBe('❌ 초기화 실패: 카카오 로그인이 취소되었습니다.');
    expect(new URL(popup.url()).pathname).toBe('/redirect');
    expect(await popup.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.context().close();
  });
});
