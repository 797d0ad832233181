import type { Page } from 'playwright-core';
import { readAndCloseAlert, waitForQuiet, watchPageErrors } from '../support/browser';
import { setUpProductInBrowser } from '../support/suite';
import { findAccessibilityProblems } from '../support/accessibility';
import {
  fillSignupForm,
  loginThroughUi,
  openSignup,
  randomPhone,
  readSmsCode,
  solidPng,
  type NewUser,
} from '../support/accounts';

const product = setUpProductInBrowser();
const openPage = () => product.openPage();

const homeOf = (userType: string) => (userType === 'elderly' ? '/usermain' : '/volunteermain');
let serial = 0;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(serial += 1)}`;

function newUser(userType: 'volunteer' | 'elderly'): NewUser {
  return userType === 'volunteer'
    ? {
        userType,
        username: uniqueName('vol'),
        password: 'first-pass-1',
        name: '이봉사',
        birth: { year: '1992', month: '4', day: '17' },
        gender: 'male',
        district: 'MAPO',
        detail: '망원동 12-3',
        phone: randomPhone(),
        bio: '병원 동행과 말벗 봉사를 3년 동안 했어요.',
      }
    : {
        userType,
        username: uniqueName('grandma'),
        password: 'first-pass-1',
        name: '최순자',
        birth: { year: '1946', month: '11', day: '2' },
        gender: 'female',
        district: 'JONGNO',
        detail: '평창동 5',
        phone: randomPhone(),
      };
}

/** The age the signup must have sent: full years since the birth date, in Seoul. */
function fullYears({ year, month, day }: NewUser['birth']): number {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date()).split('-').map(Number);
  return y - Number(year) - (m < Number(month) || (m === Number(month) && d < Number(day)) ? 1 : 0);
}

describe.each(['volunteer', 'elderly'] as const)('a new %s', (userType) => {
  const user = newUser(userType);
  const newPassword = 'second-pass-2';
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    page = await openPage();
    errors = watchPageErrors(page);
  });
  afterAll(() => page.context().close());

  test('signs up through the form, with the code from the SMS outbox, and lands on /login', async () => {
    await openSignup(page, userType);
    expect(await page.getByLabel('자기소개').count()).toBe(userType === 'volunteer' ? 1 : 0);
    await fillSignupForm(page, product.stack.dataDir, user);
    await page.getByRole('button', { name: '가입하기' }).click();
    expect(await readAndCloseAlert(page)).toBe('회원가입이 완료되었습니다.');
    await page.waitForURL('**/login');
  });

  test('logs in and finds the signup data on /edit', async () => {
    await loginThroughUi(page, user);
    await page.waitForURL(`**${homeOf(userType)}`);
    await page.goto('/edit');
    await expect(page.getByLabel('이름', { exact: true }).inputValue()).resolves.toBe(user.name);
    expect(await page.getByLabel('태어난 해').inputValue()).toBe(user.birth.year);
    expect(await page.getByLabel('태어난 달').inputValue()).toBe(user.birth.month);
    expect(await page.getByLabel('태어난 날').inputValue()).toBe(user.birth.day);
    await page.getByText(`만 ${fullYears(user.birth)}세`, { exact: true }).waitFor();
    expect(await page.getByLabel('휴대폰 번호').inputValue()).toBe(`${user.phone.slice(0, 3)}-${user.phone.slice(3, 7)}-${user.phone.slice(7)}`);
    expect(await page.getByLabel('사는 구').inputValue()).toBe(user.district);
    expect(await page.getByLabel('상세 주소').inputValue()).toBe(user.detail);
    expect(await page.getByRole('radio', { name: user.gender === 'female' ? '여성' : '남성' }).getAttribute('aria-checked')).toBe('true');
    if (user.bio) expect(await page.getByLabel('자기소개').inputValue()).toBe(user.bio);
    else expect(await page.getByLabel('자기소개').count()).toBe(0);
  });

  test('edits the profile with a photo; saving goes home with updated: true', async () => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '사진 바꾸기' }).click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(24) });
    await page.getByRole('button', { name: '사진 바꾸기' }).waitFor(); // the upload finished
    expect(await page.getByAltText('프로필 사진').getAttribute('src')).toMatch(/^blob:/);

    await page.getByLabel('이름', { exact: true }).fill(`${user.name}님`);
    await page.getByLabel('태어난 연대').selectOption('1970');
    await page.getByLabel('태어난 해').selectOption('1975');
    await page.getByLabel('사는 구').selectOption('SEOCHO');
    await page.getByLabel('상세 주소').fill('반포동 7');
    if (user.bio) await page.getByLabel('자기소개').fill('주말 오전에 도와드릴 수 있어요.');
    await page.getByRole('button', { name: '저장하기' }).click();
    expect(await readAndCloseAlert(page)).toBe('저장되었습니다');
    await page.waitForURL(`**${homeOf(userType)}`);
    expect(await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr)).toEqual({ updated: true });
    expect(await page.evaluate(() => localStorage.getItem('userName'))).toBe(`${user.name}님`);

    await page.goto('/edit');
    await expect(page.getByLabel('이름', { exact: true }).inputValue()).resolves.toBe(`${user.name}님`);
    expect(await page.getByLabel('태어난 해').inputValue()).toBe('1975');
    await page.getByText(`만 ${fullYears({ ...user.birth, year: '1975' })}세`, { exact: true }).waitFor();
    expect(await page.getByLabel('사는 구').inputValue()).toBe('SEOCHO');
    const imageUrl = await page.getByAltText('프로필 사진').getAttribute('src');
    expect(imageUrl).toMatch(/\/api\/uploads\/profile\//);
    const image = await page.request.get(imageUrl!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(await page.getByAltText('프로필 사진').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);
  });

  test('changes the password: the current one is checked first', async () => {
    await page.getByLabel('현재 비밀번호').fill('not-my-password');
    await page.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
    await page.getByLabel('새 비밀번호 확인').fill(newPassword);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    expect(await readAndCloseAlert(page)).toBe('비밀번호를 확인해주세요.');
    expect(await page.getByLabel('새 비밀번호', { exact: true }).inputValue()).toBe(newPassword);

    await page.getByLabel('현재 비밀번호').fill(user.password);
    await page.getByLabel('새 비밀번호 확인').fill(`${newPassword}x`);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    expect(await readAndCloseAlert(page)).toBe('비밀번호가 일치하지 않습니다.');

    await page.getByLabel('새 비밀번호 확인').fill(newPassword);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    expect(await readAndCloseAlert(page)).toBe('비밀번호가 변경되었습니다.');
  });

  test('logs out, cannot log in with the old password, and logs in with the new one', async () => {
    const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
    await page.getByRole('button', { name: '로그아웃' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '로그아웃' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')])).toEqual([null, null]);
    // The server ended that session too.
    const refresh = await page.request.post('/api/auth/refresh', { data: { refreshToken } });
    expect(refresh.status()).toBe(401);

    await loginThroughUi(page, user);
    expect(await readAndCloseAlert(page)).toBe('아이디 또는 비밀번호가 올바르지 않습니다.');
    await loginThroughUi(page, { ...user, password: newPassword });
    await page.waitForURL(`**${homeOf(userType)}`);
    expect(await page.evaluate(() => localStorage.getItem('userType'))).toBe(userType);
    expect(errors).toEqual([]);
  });
});

describe('signup validation', () => {
  let page: Page;
  beforeEach(async () => {
    page = await openPage();
  });
  afterEach(() => page.context().close());

  test('/signup opened directly (no role) goes to the role choice', async () => {
    await page.goto('/signup');
    await page.waitForURL('**/roleselect');
    await page.getByRole('button', { name: '다음' }).waitFor();
  });

  test('double taps on the role choice: one alert, one signup page (its back button returns to the choice)', async () => {
    await page.goto('/roleselect');
    await page.getByRole('button', { name: '다음' }).dblclick();
    expect(await readAndCloseAlert(page)).toBe('가입 유형을 선택해주세요.');
    await waitForQuiet(page);
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    await page.getByRole('radio', { name: /이용자/ }).click();
    await page.getByRole('button', { name: '다음' }).dblclick();
    await page.getByRole('button', { name: '가입하기' }).waitFor();
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await page.waitForURL('**/roleselect');
  });

  test('an incomplete form: the button looks disabled and a tap says what is needed', async () => {
    await openSignup(page, 'volunteer');
    const submit = page.getByRole('button', { name: '가입하기' });
    expect(await submit.getAttribute('aria-disabled')).toBe('true');
    // Playwright waits for aria-disabled buttons to become enabled; a finger does not.
    await submit.click({ force: true });
    expect(await readAndCloseAlert(page)).toBe('모든 필수 항목을 입력하고 인증을 완료해주세요.');
    expect(await page.getByText(/아직 필요한 항목: 아이디 중복 확인/).count()).toBe(1);
  });

  test('the username check: empty, taken, free, and cleared by an edit', async () => {
    await openSignup(page, 'elderly');
    await page.getByRole('button', { name: '중복 확인' }).click();
    expect(await readAndCloseAlert(page)).toBe('아이디를 입력해주세요.');

    const taken = product.stack.demoAccounts()[0].username;
    await page.getByLabel('아이디', { exact: true }).fill(taken);
    await page.getByRole('button', { name: '중복 확인' }).click();
    expect(await readAndCloseAlert(page)).toBe('이미 사용 중인 아이디입니다.');

    await page.getByLabel('아이디', { exact: true }).fill('ab');
    await page.getByRole('button', { name: '중복 확인' }).click();
    expect(await readAndCloseAlert(page)).toMatch(/^아이디는 4~30자/);

    await page.getByLabel('아이디', { exact: true }).fill(uniqueName('free'));
    await page.getByRole('button', { name: '중복 확인' }).click();
    expect(await readAndCloseAlert(page)).toBe('사용 가능한 아이디입니다.');
    expect(await page.getByRole('button', { name: '중복 확인' }).isDisabled()).toBe(true);
    await page.getByLabel('아이디', { exact: true }).press('End');
    await page.getByLabel('아이디', { exact: true }).press('x');
    expect(await page.getByRole('button', { name: '중복 확인' }).isEnabled()).toBe(true);
    expect(await page.getByText(/아직 필요한 항목: 아이디 중복 확인/).count()).toBe(1);
  });

  test('a birth day that does not exist (2월 31일) is named at once and stays on the list of what is needed', async () => {
    await openSignup(page, 'elderly');
    await page.getByLabel('태어난 해').selectOption('1952');
    await page.getByLabel('태어난 달').selectOption('2');
    await page.getByLabel('태어난 날').selectOption('31');
    await page.getByRole('alert').getByText('없는 날짜예요. 생년월일을 다시 확인해주세요.').waitFor();
    expect(await page.getByText(/아직 필요한 항목: .*생년월일/).count()).toBe(1);
    await page.getByLabel('태어난 날').selectOption('29');
    expect(await page.getByText('없는 날짜예요. 생년월일을 다시 확인해주세요.').count()).toBe(0);
    expect(await page.getByText(/아직 필요한 항목: .*생년월일/).count()).toBe(0);
  });

  test('passwords: the match is shown as the user types', async () => {
    await openSignup(page, 'elderly');
    await page.getByLabel('비밀번호', { exact: true }).fill('first-pass-1');
    await page.getByLabel('비밀번호 확인', { exact: true }).fill('first-pass-');
    await page.getByText('비밀번호가 일치하지 않습니다.').waitFor();
    await page.getByLabel('비밀번호 확인', { exact: true }).fill('first-pass-1');
    await page.getByText('비밀번호가 일치합니다.').waitFor();
  });

  test('the phone: empty, wrong, 3-4-4 display, +82 to the SMS, a wrong code, then the right one', async () => {
    await openSignup(page, 'volunteer');
    await page.getByRole('button', { name: '인증번호 발송' }).click();
    expect(await readAndCloseAlert(page)).toBe('휴대폰 번호를 입력해주세요.');
    await page.getByLabel('휴대폰 번호').fill('0212345');
    await page.getByRole('button', { name: '인증번호 발송' }).click();
    expect(await readAndCloseAlert(page)).toBe('휴대폰 번호를 정확히 입력해주세요. (예: 010-1234-5678)');

    const phone = randomPhone();
    await page.getByLabel('휴대폰 번호').fill(phone);
    expect(await page.getByLabel('휴대폰 번호').inputValue()).toBe(`${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`);
    const sentAfter = Date.now() - 1000;
    await page.getByRole('button', { name: '인증번호 발송' }).click();
    expect(await readAndCloseAlert(page)).toBe('인증번호가 발송되었습니다.');
    const code = await readSmsCode(product.stack.dataDir, phone, { sentAfter }); // addressed to +8210...

    await page.getByRole('button', { name: '확인', exact: true }).click();
    expect(await readAndCloseAlert(page)).toBe('인증번호를 입력해주세요.');
    await page.getByLabel('인증번호', { exact: true }).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: '확인', exact: true }).click();
    expect(await readAndCloseAlert(page)).toBe('인증번호가 올바르지 않습니다.');
    expect(await page.getByText(/아직 필요한 항목:.*휴대폰 인증/).count()).toBe(1);

    await page.getByLabel('인증번호', { exact: true }).fill(code);
    await page.getByRole('button', { name: '확인', exact: true }).click();
    expect(await readAndCloseAlert(page)).toBe('인증번호가 확인되었습니다.');
    await page.getByText('휴대폰 인증이 완료되었습니다.').waitFor();
  });

  test('the introduction: volunteers only, at most 100 characters with a counter', async () => {
    await openSignup(page, 'volunteer');
    const bio = page.getByLabel('자기소개');
    expect(await bio.getAttribute('placeholder')).toContain('매칭');
    await bio.fill('가'.repeat(120));
    expect((await bio.inputValue()).length).toBe(100);
    await page.getByText('100/100자').waitFor();
  });

  test('the consents: all-agree sets and clears the three and follows them', async () => {
    await openSignup(page, 'elderly');
    const all = page.getByLabel('전체 동의');
    const items = [page.getByLabel(/이용약관 동의/), page.getByLabel(/개인정보 수집 동의/), page.getByLabel(/마케팅/)];
    await all.check();
    for (const item of items) expect(await item.isChecked()).toBe(true);
    await items[2].uncheck();
    expect(await all.isChecked()).toBe(false);
    await items[2].check();
    expect(await all.isChecked()).toBe(true);
    await all.uncheck();
    for (const item of items) expect(await item.isChecked()).toBe(false);
    await items[0].check();
    await items[1].check();
    expect(await page.getByText(/아직 필요한 항목:.*동의/).count()).toBe(0);
  });

  test('a server that fails without saying why: each step shows its own default message and keeps the form', async () => {
    // What a broken proxy or a crashed server answers: an error status and no message to show.
    const failBare = (url: string | RegExp, method: string) =>
      page.route(url, (route) => (route.request().method() === method ? route.fulfill({ status: 500, body: '' }) : route.fallback()));
    const user = newUser('volunteer');
    await openSignup(page, 'volunteer');

    await failBare('**/api/user/username?**', 'GET');
    await page.getByLabel('아이디', { exact: true }).fill(user.username);
    await page.getByRole('button', { name: '중복 확인' }).click();
    expect(await readAndCloseAlert(page)).toBe('아이디 중복 확인에 실패했습니다.');
    await page.unrouteAll();

    await failBare('**/api/auth', 'POST');
    await page.getByLabel('휴대폰 번호').fill(user.phone);
    await page.getByRole('button', { name: '인증번호 발송' }).click();
    expect(await readAndCloseAlert(page)).toBe('인증번호 발송 실패');
    await page.unrouteAll();

    const sentAfter = Date.now() - 1000;
    await page.getByRole('button', { name: '인증번호 발송' }).click();
    expect(await readAndCloseAlert(page)).toBe('인증번호가 발송되었습니다.');
    await failBare(/\/api\/auth\?/, 'GET');
    await page.getByLabel('인증번호', { exact: true }).fill(await readSmsCode(product.stack.dataDir, user.phone, { sentAfter }));
    await page.getByRole('button', { name: '확인', exact: true }).click();
    expect(await readAndCloseAlert(page)).toBe('인증번호 확인 실패');
    await page.unrouteAll();

    await openSignup(page, 'volunteer');
    await fillSignupForm(page, product.stack.dataDir, { ...user, phone: randomPhone() });
    await failBare('**/api/user', 'POST');
    await page.getByRole('button', { name: '가입하기' }).click();
    expect(await readAndCloseAlert(page)).toBe('회원가입에 실패했습니다.');
    expect(await page.getByLabel('이름', { exact: true }).inputValue()).toBe(user.name);
    await page.unrouteAll();
  });

  test('a refusal by the server keeps everything typed, and the fixed form goes through', async () => {
    const user = newUser('elderly');
    await openSignup(page, 'elderly');
    await fillSignupForm(page, product.stack.dataDir, { ...user, password: user.username });
    await page.getByRole('button', { name: '가입하기' }).click();
    expect(await readAndCloseAlert(page)).toBe('아이디와 같은 비밀번호는 쓸 수 없습니다.');
    expect(await page.getByLabel('이름', { exact: true }).inputValue()).toBe(user.name);
    expect(await page.getByLabel('상세 주소').inputValue()).toBe(user.detail);
    expect(await page.getByText('휴대폰 인증이 완료되었습니다.').count()).toBe(1);

    await page.getByLabel('비밀번호', { exact: true }).fill(user.password);
    await page.getByLabel('비밀번호 확인', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: '가입하기' }).click();
    expect(await readAndCloseAlert(page)).toBe('회원가입이 완료되었습니다.');
    await page.waitForURL('**/login');
  });

  test('a second tap on 가입하기 sends one signup', async () => {
    const user = newUser('volunteer');
    await openSignup(page, 'volunteer');
    await fillSignupForm(page, product.stack.dataDir, user);
    let signups = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/user') signups += 1;
    });
    await page.getByRole('button', { name: '가입하기' }).dblclick();
    expect(await readAndCloseAlert(page)).toBe('회원가입이 완료되었습니다.');
    expect(signups).toBe(1);
  });
});

describe('/redirect without a usable hand-over', () => {
  test.each([
    ['/redirect?error=%EC%B9%B4%EC%B9%B4%EC%98%A4%20%EB%A1%9C%EA%B7%B8%EC%9D%B8%EC%9D%B4%20%EC%B7%A8%EC%86%8C%EB%90%98%EC%97%88%EC%8A%B5%EB%8B%88%EB%8B%A4.', '❌ 초기화 실패: 카카오 로그인이 취소되었습니다.'],
    ['/redirect?accessToken=abc', '❌ 초기화 실패: 로그인 정보를 받지 못했습니다.'],
  ])('%s alerts and stays', async (url, message) => {
    const page = await openPage();
    await page.goto(url);
    expect(await readAndCloseAlert(page)).toBe(message);
    expect(new URL(page.url()).pathname).toBe('/redirect');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.getByRole('button', { name: '로그인 화면으로' }).click();
    await page.waitForURL('**/login');
    await page.context().close();
  });
});

describe('Kakao login without Kakao settings', () => {
  test('카카오로 시작하기 opens a window that says, in Korean, that it is not set up', async () => {
    const page = await openPage();
    await page.goto('/login');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: '카카오로 시작하기' }).click();
    const window = await popup;
    await window.getByRole('heading', { name: '카카오 로그인을 사용할 수 없습니다' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });
});

describe('accessibility for older users on phones', () => {
  test.each(['volunteer', 'elderly'] as const)('/signup (%s), with the code field open: no problems', async (userType) => {
    const page = await openPage();
    await openSignup(page, userType);
    const phone = randomPhone();
    await page.getByLabel('휴대폰 번호').fill(phone);
    await page.getByRole('button', { name: '인증번호 발송' }).click();
    await readAndCloseAlert(page);
    await page.getByLabel('비밀번호', { exact: true }).fill('first-pass-1');
    await page.getByLabel('비밀번호 확인', { exact: true }).fill('other');
    await page.getByLabel('인증번호', { exact: true }).waitFor();
    expect(await findAccessibilityProblems(page)).toEqual([]);
    await page.context().close();
  });

  test('/edit: no problems', async () => {
    const account = product.stack.demoAccounts().find((candidate) => candidate.userType === 'volunteer')!;
    const page = await openPage();
    await loginThroughUi(page, account);
    await page.waitForURL('**/volunteermain');
    await page.goto('/edit');
    await page.getByLabel('이름', { exact: true }).waitFor();
    expect(await findAccessibilityProblems(page)).toEqual([]);
    await page.context().close();
  });
});
