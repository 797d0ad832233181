import type { Page } from 'playwright-core';
import { readAndCloseAlert, watchPageErrors } from '../support/browser';
import { setUpProductInBrowser } from '../support/suite';
import { axeViolations, findAccessibilityProblems } from '../support/accessibility';
import { fillSignupForm, loginThroughUi, openSignup, randomPhone, readSmsCode } from '../support/accounts';

// Issue 14: the account screens as an older person meets them, on a phone-sized Chromium.
const product = setUpProductInBrowser();
let serial = 0;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(serial += 1)}`;
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name') ?? null);
const thisYear = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric' }).format(new Date()));

describe('signup screens', () => {
  let page: Page;
  let errors: Error[];
  beforeEach(async () => {
    page = await product.openPage();
    errors = watchPageErrors(page);
  });
  afterEach(async () => {
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('each consent opens its own text with 보기, in large type; 전체 동의 says it includes the optional one', async () => {
    await openSignup(page, 'elderly');
    await page.getByText('선택 항목인 마케팅 정보 수신 동의도 함께 체크됩니다.').waitFor();
    const texts = [
      ['이용약관 보기', '이용약관', /만 14세 이상만 가입할 수 있습니다/],
      ['개인정보 수집 보기', '개인정보 수집·이용 동의', /모으는 정보[\s\S]*쓰는 곳[\s\S]*보관 기간/],
      ['마케팅 정보 수신 보기', '마케팅 정보 수신 동의 (선택)', /그만 받으려면/],
    ] as const;
    for (const [button, heading, content] of texts) {
      await page.getByRole('button', { name: button }).click();
      const title = page.getByRole('heading', { name: heading, exact: true });
      await title.waitFor();
      const section = page.locator('section.auth-consent__text:visible');
      expect(await section.count()).toBe(1);
      expect(await section.innerText()).toMatch(content);
      const fontSize = await section.locator('li').first().evaluate((item) => parseFloat(getComputedStyle(item).fontSize));
      expect(fontSize).toBeGreaterThanOrEqual(17);
    }
    expect(await findAccessibilityProblems(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '마케팅 정보 수신 닫기' }).click();
    expect(await page.locator('section.auth-consent__text:visible').count()).toBe(0);
  });

  test('Enter in a field does that field’s action, and the code field takes the focus after the code is sent', async () => {
    await openSignup(page, 'volunteer');
    await page.getByLabel('아이디', { exact: true }).fill(uniqueName('enter'));
    await page.getByLabel('아이디', { exact: true }).press('Enter');
    expect(await readAndCloseAlert(page)).toBe('사용 가능한 아이디입니다.');

    // Any other field moves on; nothing is sent and nothing is alerted.
    await page.getByLabel('이름', { exact: true }).fill('김엔터');
    await page.getByLabel('이름', { exact: true }).press('Enter');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await focusedName(page)).toBe('birthDecade');

    const phone = randomPhone();
    const sentAfter = Date.now() - 1000;
    await page.getByLabel('휴대폰 번호').fill(phone);
    await page.getByLabel('휴대폰 번호').press('Enter');
    expect(await readAndCloseAlert(page)).toBe('인증번호가 발송되었습니다.');
    expect(await focusedName(page)).toBe('verificationCode');

    await page.keyboard.type(await readSmsCode(product.stack.dataDir, phone, { sentAfter }));
    await page.keyboard.press('Enter');
    expect(await readAndCloseAlert(page)).toBe('인증번호가 확인되었습니다.');
    await page.getByText('휴대폰 인증이 완료되었습니다.').waitFor();
  });

  test('birth years: only 14 to 120 years ago, newest first; a decade choice reaches the 1940s at once; age is checked at the field', async () => {
    await openSignup(page, 'elderly');
    const years = () => page.getByLabel('태어난 해').locator('option:not([value=""])').evaluateAll((options) => options.map((option) => Number((option as HTMLOptionElement).value)));
    const all = await years();
    expect(all[0]).toBe(thisYear - 14);
    expect(all.at(-1)).toBe(thisYear - 120);
    expect(all).toHaveLength(107);

    await page.getByLabel('태어난 연대').selectOption('1940');
    expect(await years()).toEqual([1949, 1948, 1947, 1946, 1945, 1944, 1943, 1942, 1941, 1940]);
    await page.getByLabel('태어난 해').selectOption('1946');
    await page.getByLabel('태어난 달').selectOption('11');
    await page.getByLabel('태어난 날').selectOption('2');
    await page.getByText(/^만 \d+세$/).waitFor();

    // Someone who turns 14 later this year is refused right under the selects.
    const [month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date()).split('-').slice(1).map(Number);
    if (!(month === 12 && day === 31)) {
      await page.getByLabel('태어난 연대').selectOption(String(Math.floor((thisYear - 14) / 10) * 10));
      await page.getByLabel('태어난 해').selectOption(String(thisYear - 14));
      await page.getByLabel('태어난 달').selectOption('12');
      await page.getByLabel('태어난 날').selectOption('31');
      await page.getByRole('alert').getByText('만 14세 이상만 가입할 수 있습니다.').waitFor();
      expect(await page.getByText(/아직 필요한 항목: .*생년월일/).count()).toBe(1);
    }
  });

  test('too long ID, name or address is said at the field (nothing cut), and 가입하기 moves the focus to what is missing', async () => {
    await openSignup(page, 'volunteer');
    const id = page.getByLabel('아이디', { exact: true });
    await id.fill('a'.repeat(35));
    expect(await id.inputValue()).toHaveLength(35);
    await page.getByText('아이디는 30자 이하로 입력해주세요. (지금 35자)').waitFor();

    const name = page.getByLabel('이름', { exact: true });
    await name.fill('가'.repeat(31));
    expect(await name.inputValue()).toHaveLength(31);
    await page.getByText('이름은 30자 이하로 입력해주세요. (지금 31자)').waitFor();
    await name.fill('홍길동<b>');
    await page.getByText("이름에는 글자, 숫자, 공백과 . ' · _ - 만 쓸 수 있습니다.").waitFor();

    const detail = page.getByLabel('상세 주소');
    await detail.fill('동'.repeat(105));
    expect(await detail.inputValue()).toHaveLength(105);
    await page.getByText('상세 주소는 100자 이하로 입력해주세요. (지금 105자)').waitFor();

    await page.getByRole('button', { name: '가입하기' }).click({ force: true });
    expect(await readAndCloseAlert(page)).toBe('모든 필수 항목을 입력하고 인증을 완료해주세요.');
    expect(await focusedName(page)).toBe('username');
  });

  test('show-password buttons on both signup passwords', async () => {
    await openSignup(page, 'volunteer');
    const password = page.getByLabel('비밀번호', { exact: true });
    await password.fill('first-pass-1');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: '비밀번호 보기', exact: true }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: '비밀번호 숨기기', exact: true }).click();
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: '비밀번호 확인 보기' }).click();
    expect(await page.getByLabel('비밀번호 확인', { exact: true }).getAttribute('type')).toBe('text');
  });
});

describe('after signup and around /edit', () => {
  test('after signup /login opens on the role just chosen with the new ID filled in; then /edit uses the same birth-date control', async () => {
    const page = await product.openPage({ notificationAlerts: false });
    const user = {
      userType: 'elderly' as const,
      username: uniqueName('grandpa'),
      password: 'first-pass-1',
      name: '박노인',
      birth: { year: '1944', month: '5', day: '8' },
      gender: 'male' as const,
      district: 'JONGNO',
      detail: '평창동 9',
      phone: randomPhone(),
    };
    await openSignup(page, 'elderly');
    await fillSignupForm(page, product.stack.dataDir, user);
    await page.getByRole('button', { name: '가입하기' }).click();
    expect(await readAndCloseAlert(page)).toBe('회원가입이 완료되었습니다.');
    await page.waitForURL('**/login');
    expect(await page.getByRole('radio', { name: '이용자' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByPlaceholder('아이디').inputValue()).toBe(user.username);
    expect(await focusedName(page)).toBe('password');

    await page.getByPlaceholder('비밀번호').fill(user.password);
    await page.getByRole('button', { name: '비밀번호 보기' }).click();
    expect(await page.getByPlaceholder('비밀번호').getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: '로그인' }).click();
    await page.waitForURL('**/usermain');

    // The profile is asked for while the page's code downloads, and only once.
    const profileCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/user') profileCalls.push(request.url());
    });
    await page.goto('/edit');
    expect(await page.getByLabel('태어난 해').inputValue()).toBe('1944');
    expect(profileCalls).toHaveLength(1);
    expect(await page.getByLabel('태어난 연대').inputValue()).toBe('1940');
    expect(await page.getByLabel('태어난 달').inputValue()).toBe('5');
    expect(await page.getByLabel('태어난 날').inputValue()).toBe('8');
    expect(await page.getByLabel('나이').count()).toBe(0);
    for (const label of ['현재 비밀번호 보기', '새 비밀번호 보기', '새 비밀번호 확인 보기']) {
      expect(await page.getByRole('button', { name: label, exact: true }).count()).toBe(1);
    }
    await page.getByLabel('태어난 날').selectOption('9');
    await page.getByRole('button', { name: '저장하기' }).click();
    expect(await readAndCloseAlert(page)).toBe('저장되었습니다');
    await page.waitForURL('**/usermain');
    await page.goto('/edit');
    expect(await page.getByLabel('태어난 날').inputValue()).toBe('9');
    await page.context().close();
  });

  test('/edit while signed out says why, and the login comes back to /edit', async () => {
    const page = await product.openPage({ notificationAlerts: false });
    await page.goto('/edit');
    expect(await readAndCloseAlert(page)).toBe('로그인이 필요한 화면입니다. 먼저 로그인해주세요.');
    await page.waitForURL('**/login');
    const account = product.stack.demoAccounts().find((candidate) => candidate.userType === 'volunteer')!;
    await loginThroughUi(page, account, { open: false });
    await page.waitForURL('**/edit');
    await page.getByLabel('이름', { exact: true }).waitFor();
    expect(await page.title()).toBe('내 정보 수정 - 이음');
    await page.context().close();
  });
});

describe('titles, headings and the Kakao notice', () => {
  test('every screen names the tab `<화면> - 이음`; not found has a heading; no developer label on the login page', async () => {
    const page = await product.openPage();
    await page.goto('/');
    await page.waitForFunction(() => document.title === '시작 - 이음');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: '이음 로그인' }).waitFor();
    expect(await page.title()).toBe('로그인 - 이음');
    expect(await page.getByText(/이음 계정/).count()).toBe(0);

    await page.getByRole('button', { name: '회원가입' }).click();
    await page.getByRole('heading', { name: '어떤 분으로 가입하시나요?' }).waitFor();
    expect(await page.title()).toBe('회원가입 - 이음');

    await page.goto('/no-such-screen');
    await page.getByRole('heading', { level: 1, name: 'not found' }).waitFor();
    expect(await page.title()).toBe('찾을 수 없는 화면 - 이음');

    await page.goto('/redirect?accessToken=abc');
    expect(await readAndCloseAlert(page)).toBe('❌ 초기화 실패: 로그인 정보를 받지 못했습니다.');
    expect(await page.title()).toBe('로그인 실패 - 이음');
    await page.context().close();
  });

  test('the Kakao-not-configured window keeps Korean words whole and leaves margins on a 360 px phone', async () => {
    const page = await product.openPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/login');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: '카카오로 시작하기' }).click();
    const notice = await popup;
    await notice.setViewportSize({ width: 360, height: 740 });
    const heading = notice.getByRole('heading', { name: '카카오 로그인을 사용할 수 없습니다' });
    await heading.waitFor();
    const layout = await notice.evaluate(() => {
      const main = document.querySelector('main')!.getBoundingClientRect();
      const text = document.querySelector('main p')!;
      return {
        wordBreak: getComputedStyle(text).wordBreak,
        left: main.left,
        right: window.innerWidth - main.right,
        fontSize: parseFloat(getComputedStyle(text).fontSize),
        buttonHeight: document.querySelector('button')!.getBoundingClientRect().height,
      };
    });
    expect(layout.wordBreak).toBe('keep-all');
    expect(layout.left).toBeGreaterThanOrEqual(12);
    expect(layout.right).toBeGreaterThanOrEqual(12);
    expect(layout.fontSize).toBeGreaterThanOrEqual(17);
    expect(layout.buttonHeight).toBeGreaterThanOrEqual(48);
    await page.context().close();
  });
});
