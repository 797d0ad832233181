// The first screen before the scripts arrive (issue 10): the shell's server sends the auth remote's
// pre-rendered page, so a slow phone shows the real login form at once; what a person types or taps
// meanwhile carries over to the live page that replaces it.
import type { Page, Route } from 'playwright-core';
import { axeViolations } from '../support/accessibility';
import { untilPrerendered, watchPageErrors } from '../support/browser';
import { setUpProductInBrowser } from '../support/suite';
import { loginThroughUi } from '../support/accounts';

const product = setUpProductInBrowser();

/** Holds the auth remote's entry until `release()`: the time a slow phone spends on the scripts. */
async function holdRemoteEntry(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remoteEntry.js', async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

beforeAll(async () => {
  for (const pathname of ['/login', '/signup', '/roleselect', '/usermain']) await untilPrerendered(product.stack.baseURL, pathname);
}, 90_000);

describe('the first screen, pre-rendered', () => {
  test('the login form is on screen before any remote script ran; typing and taps made then sign in once the live page is there', async () => {
    const page = await product.openPage({ notificationAlerts: false });
    const errors = watchPageErrors(page);
    const release = await holdRemoteEntry(page);
    const account = product.stack.demoAccounts().find((candidate) => candidate.userType === 'elderly')!;
    await page.goto('/login', { waitUntil: 'domcontentloaded' });

    const prerendered = page.locator('#ieum-prerendered');
    await expect(prerendered.getByRole('button', { name: '로그인', exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.locator('#root').isHidden()).resolves.toBe(true);
    // What a screen reader meets before the scripts arrive is the same labelled page.
    await expect(axeViolations(page)).resolves.toEqual([]);
    await prerendered.getByPlaceholder('아이디').fill(account.username);
    await prerendered.getByPlaceholder('비밀번호').fill(account.password);
    await prerendered.getByRole('radio', { name: '이용자' }).click();
    await prerendered.getByPlaceholder('비밀번호').press('Enter');
    // Nothing was sent the old-fashioned way: the password never went into the address.
    expect(page.url()).not.toContain(account.password);
    expect(page.url()).toMatch(/\/login$/);

    release();
    await page.waitForURL('**/usermain');
    await expect(prerendered.count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('typing left unsent stays in the live form, and the field keeps the focus', async () => {
    const page = await product.openPage({ notificationAlerts: false });
    const release = await holdRemoteEntry(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.locator('#ieum-prerendered').getByPlaceholder('아이디').fill('halmoni');
    release();
    await page.locator('#ieum-prerendered').waitFor({ state: 'detached' });
    const live = page.locator('#root').getByPlaceholder('아이디');
    await expect(live.inputValue()).resolves.toBe('halmoni');
    await expect(live.evaluate((field) => field === document.activeElement)).resolves.toBe(true);
    // The live page took the typing as its own: submitting without a password asks for it.
    await page.locator('#root').getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('alertdialog').textContent()).resolves.toContain('비밀번호');
    await page.context().close();
  });

  test('/signup opened directly shows the role choice it leads to, then is the live role choice', async () => {
    const page = await product.openPage({ notificationAlerts: false });
    const release = await holdRemoteEntry(page);
    await page.goto('/signup', { waitUntil: 'domcontentloaded' });
    await page.locator('#ieum-prerendered').getByRole('heading', { name: '어떤 분으로 가입하시나요?' }).waitFor();
    release();
    await page.waitForURL('**/roleselect');
    await page.locator('#root').getByRole('heading', { name: '어떤 분으로 가입하시나요?' }).waitFor();
    await page.context().close();
  });

  test('a role chosen and 다음 tapped before the scripts arrive open the signup form for that role', async () => {
    const page = await product.openPage({ notificationAlerts: false });
    const release = await holdRemoteEntry(page);
    await page.goto('/roleselect', { waitUntil: 'domcontentloaded' });
    const prerendered = page.locator('#ieum-prerendered');
    await prerendered.getByRole('radio', { name: /봉사자/ }).click();
    await prerendered.getByRole('button', { name: '다음' }).click();
    release();
    await page.waitForURL('**/signup');
    await page.getByRole('button', { name: '가입하기' }).waitFor();
    await expect(page.getByRole('alertdialog').count()).resolves.toBe(0);
    await page.context().close();
  });

  test('a press that is still down when the live page is ready: the swap waits for the finger, and the tap counts', async () => {
    const page = await product.openPage({ notificationAlerts: false });
    const release = await holdRemoteEntry(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    const button = await page.locator('#ieum-prerendered').getByRole('button', { name: '아이디 찾기' }).boundingBox();
    await page.mouse.move(button!.x + button!.width / 2, button!.y + button!.height / 2);
    await page.mouse.down();
    release();
    // The live page is drawn (still hidden) while the finger is down; the pre-rendered one stays.
    await page.locator('#root').getByRole('button', { name: '아이디 찾기', includeHidden: true }).waitFor({ state: 'attached' });
    await page.waitForTimeout(200);
    await expect(page.locator('#ieum-prerendered').count()).resolves.toBe(1);
    await page.mouse.up();
    await page.waitForURL('**/findid');
    await page.getByLabel('휴대폰 번호').waitFor();
    await page.context().close();
  });

  test('when the remote cannot load, the shell says so instead of leaving a form that does nothing', async () => {
    const page = await product.openPage({ notificationAlerts: false });
    await page.route('**/remoteEntry.js', (route) => route.abort());
    await page.goto('/login');
    await page.locator('[data-error-code="SHELL-002"]').waitFor();
    await expect(page.locator('#ieum-prerendered').count()).resolves.toBe(0);
    await page.context().close();
  });

  test('pages without a pre-rendered copy are sent as before (the loading text until the scripts draw them)', async () => {
    const response = await fetch(`${product.stack.baseURL}/ApplyingList`);
    const html = await response.text();
    expect(html).not.toContain('ieum-prerendered');
    expect(html).toContain('화면을 불러오는 중이에요...');
  });
});

describe('a signed-in page, pre-rendered as its frame', () => {
  test("the elderly home shows its frame with the user's name before any remote script ran, asks for its data once, early, and the live page takes over in place", async () => {
    const page = await product.openPage({ notificationAlerts: false });
    const errors = watchPageErrors(page);
    const account = product.stack.demoAccounts().find((candidate) => candidate.userType === 'elderly')!;
    // The home asks for its data once after the login; that call is not the one this test counts.
    const homeAfterLogin = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/elderly');
    await loginThroughUi(page, account);
    await page.waitForURL('**/usermain');
    await homeAfterLogin;
    await page.getByRole('button', { name: '도움 요청하기' }).waitFor();
    const name = await page.evaluate(() => localStorage.getItem('userName'));
    expect(name).toBeTruthy();

    const homeCalls: string[] = [];
    let counting = false;
    page.on('request', (request) => {
      if (counting && new URL(request.url()).pathname === '/api/elderly') homeCalls.push(request.url());
    });
    const release = await holdRemoteEntry(page);
    counting = true;
    await page.goto('/usermain', { waitUntil: 'domcontentloaded' });
    const frame = page.locator('#ieum-prerendered');
    await expect(frame.getByRole('heading', { name: '홈' }).isVisible()).resolves.toBe(true);
    await expect(frame.locator('.elderly-greeting').textContent()).resolves.toBe(`${name}님, 안녕하세요!`);
    // The home's data is on its way while the scripts are still held.
    for (let waited = 0; homeCalls.length === 0 && waited < 10_000; waited += 100) await page.waitForTimeout(100);
    expect(homeCalls).toHaveLength(1);
    const frameBox = await frame.locator('.elderly-greeting').boundingBox();

    release();
    await frame.waitFor({ state: 'detached' });
    const live = page.locator('#root .elderly-greeting');
    await expect(live.textContent()).resolves.toBe(`${name}님, 안녕하세요!`);
    // Where the frame had it: the swap moves nothing.
    expect(await live.boundingBox()).toEqual(frameBox);
    await page.getByRole('button', { name: '도움 요청하기' }).waitFor();
    await page.waitForTimeout(500);
    // The page took the early answer instead of asking again.
    expect(homeCalls).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("the chat page greets with the companion's stored name before any remote script ran, asks for the companion once, early, and the live page takes over in place", async () => {
    await untilPrerendered(product.stack.baseURL, '/chatpage');
    const page = await product.openPage({ notificationAlerts: false });
    const errors = watchPageErrors(page);
    await loginThroughUi(page, product.stack.demoAccounts().find((candidate) => candidate.userType === 'elderly')!);
    await page.waitForURL('**/usermain');
    await page.goto('/SetName');
    await page.getByLabel('챗봇 이름').fill('복실이');
    // The chat centre the save leads to looks the companion up once; that call is not counted below.
    const lookupAfterSave = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/elderly/chatBot' && response.request().method() === 'GET');
    await page.getByRole('button', { name: '저장하기' }).click();
    await page.waitForURL('**/ChatCenter');
    await lookupAfterSave;
    await page.waitForFunction(() => localStorage.getItem('chatBotName') === '복실이');
    const name = '복실이';

    const companionCalls: string[] = [];
    let counting = false;
    page.on('request', (request) => {
      if (counting && new URL(request.url()).pathname === '/api/elderly/chatBot' && request.method() === 'GET') companionCalls.push(request.url());
    });
    const release = await holdRemoteEntry(page);
    counting = true;
    await page.goto('/chatpage', { waitUntil: 'domcontentloaded' });
    const frame = page.locator('#ieum-prerendered');
    await expect(frame.locator('.chat-message__bubble').first().textContent()).resolves.toContain(`저는 ${name}입니다.`);
    await expect(frame.locator('.chat-message__name').first().textContent()).resolves.toBe(name);
    // The frame does not guess what only the phone's browser knows (whether it can listen).
    await expect(frame.locator('.chat-composer__hint').count()).resolves.toBe(0);
    for (let waited = 0; companionCalls.length === 0 && waited < 10_000; waited += 100) await page.waitForTimeout(100);
    expect(companionCalls).toHaveLength(1);
    const frameBox = await frame.locator('.chat-message__bubble').first().boundingBox();

    release();
    await frame.waitFor({ state: 'detached' });
    const live = page.locator('#root .chat-message__bubble').first();
    await expect(live.textContent()).resolves.toContain(`저는 ${name}입니다.`);
    expect(await live.boundingBox()).toEqual(frameBox);
    await page.waitForTimeout(500);
    // The chat's own call (mfe-chat passes its headers) took the early answer instead of asking again.
    expect(companionCalls).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("a frame never shows the build's month: the chat centre's month line stays empty until the live page writes it", async () => {
    await untilPrerendered(product.stack.baseURL, '/ChatCenter');
    const html = await fetch(`${product.stack.baseURL}/ChatCenter`).then((response) => response.text());
    const monthLine = /<p class="chat-analysis__month"[^>]*>([^<]*)<\/p>/.exec(html);
    expect(monthLine?.[1]).toMatch(/^(&nbsp;|\u00A0)$/);
  });

  test('a signed-out visitor never sees the frame and is sent to /login', async () => {
    const page = await product.openPage({ notificationAlerts: false });
    const release = await holdRemoteEntry(page);
    await page.goto('/usermain', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#ieum-prerendered').isVisible()).resolves.toBe(false);
    await expect(page.getByText('화면을 불러오는 중이에요...').isVisible()).resolves.toBe(true);
    release();
    await page.waitForURL('**/login');
    await page.context().close();
  });
});
