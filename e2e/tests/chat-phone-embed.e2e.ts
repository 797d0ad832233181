import http from 'node:http';
import type { Page } from 'playwright-core';
import { loginThroughUi } from '../support/accounts';
import { createUserThroughApi } from '../support/api-accounts';
import { waitForLivePage, watchPageErrors } from '../support/browser';
import { freePort, type DemoAccount } from '../support/stack';
import { setUpProductInBrowser } from '../support/suite';

// Issue 21's chat front-end fixes in Chromium: the newest reply above the message box on a
// 360x740 phone (app and embed), and the README's embed example as written, on a second origin
// that is allowed (one ALLOWED_ORIGINS for both servers) and on one that is not.

/** The README's example page, with the product's addresses filled in (the shell's /api and /ai). */
function integratorPage(chatScript: string, shell: string): string {
  return `<!doctype html>
<html lang="ko">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>행복 복지관</title></head>
<body>
<div id="ieum-chat" style="height: 640px"></div>
<script src="${chatScript}"></script>
<script>
  const myApp = { currentIeumAccessToken: () => sessionStorage.getItem('ieum-token') };
  const chat = IeumChat.mount(document.getElementById('ieum-chat'), {
    apiBase: '${shell}/api',
    aiBase: '${shell}/ai',
    getToken: () => myApp.currentIeumAccessToken(),
  });
</script>
</body>
</html>`;
}

const servers: http.Server[] = [];
let allowedOrigin = '';
let refusedOrigin = '';

beforeAll(async () => {
  for (const which of ['allowed', 'refused'] as const) {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    if (which === 'allowed') allowedOrigin = origin;
    else refusedOrigin = origin;
    const server = http.createServer((request, response) => {
      const params = new URL(request.url ?? '/', origin).searchParams;
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(integratorPage(params.get('script')!, params.get('shell')!));
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
    servers.push(server);
  }
});
afterAll(() => Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))));

// One variable, handed by the stack to both the API and the AI host (as npm start does).
const product = setUpProductInBrowser(() => ({ ALLOWED_ORIGINS: allowedOrigin }));

const elderly = (): DemoAccount => product.stack.demoAccounts().find((account) => account.userType === 'elderly')!;

async function apiLogin(account: { username: string; password: string }): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${product.stack.ports.api}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function nameCompanion(token: string, name: string) {
  const response = await fetch(`http://127.0.0.1:${product.stack.ports.api}/api/elderly`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ name, profileImage: 'preset:sun' }),
  });
  expect(response.status).toBeLessThan(300);
}

const box = (page: Page) => page.getByPlaceholder('대화를 입력해 주세요');

/** The newest line's bottom is on screen and above the message box (with the box's top edge inside the viewport). */
function waitForNewestAboveBox(page: Page) {
  return page.waitForFunction(
    () => {
      const bubbles = document.querySelectorAll('.chat-message__bubble');
      const newest = bubbles[bubbles.length - 1]?.getBoundingClientRect();
      const composer = document.querySelector('.chat-composer')?.getBoundingClientRect();
      if (!newest || !composer) return false;
      return newest.bottom > 0 && newest.bottom <= composer.top + 1 && composer.top < window.innerHeight;
    },
    undefined,
    { timeout: 10_000 },
  );
}

async function sendAndSeeReply(page: Page, text: string) {
  const before = await page.locator('.chat-message--ai .chat-message__bubble').count();
  await box(page).fill(text);
  // The previous reply's speech holds sending until it ends.
  await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('.chat-composer__send')?.disabled, undefined, { timeout: 60_000 });
  await box(page).press('Enter');
  await page.waitForFunction((count) => document.querySelectorAll('.chat-message--ai .chat-message__bubble').length > count, before, { timeout: 30_000 });
  await page.waitForFunction(() => !document.querySelector('.ui-overlay'));
  await waitForNewestAboveBox(page);
}

const MESSAGES = ['오늘 아침에 공원에 다녀왔어요', '점심은 된장찌개를 먹었어요', '딸이 저녁에 전화를 했어요'];

test('on a 360x740 phone the newest reply shows above the message box, also when the keyboard shrinks the screen', async () => {
  await nameCompanion(await apiLogin(elderly()), '해님');
  const page = await product.openPage({ notificationAlerts: false });
  const errors = watchPageErrors(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await loginThroughUi(page, elderly());
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.goto('/chatpage');
  // The page's frame (tools/prerender) is on screen first: act on the live page.
  await waitForLivePage(page);
  await page.getByText('저는 해님입니다', { exact: false }).waitFor();
  for (const text of MESSAGES) await sendAndSeeReply(page, text);
  // A phone keyboard: the box has focus and the viewport loses 320 px.
  await box(page).focus();
  await page.setViewportSize({ width: 360, height: 420 });
  await waitForNewestAboveBox(page);
  expect(errors).toEqual([]);
  await page.context().close();
});

test("the README's embed example works on an allowed origin at 360x740, and the companion is kept per person", async () => {
  const { ports, baseURL } = product.stack;
  const token = await apiLogin(elderly());
  await nameCompanion(token, '복돌이');
  const page = await product.openPage({ notificationAlerts: false });
  const errors = watchPageErrors(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('ieum-token')) sessionStorage.setItem('ieum-token', value);
  }, token);
  const query = `script=${encodeURIComponent(`http://127.0.0.1:${ports.remotes.chat}/ieum-chat.js`)}&shell=${encodeURIComponent(baseURL)}`;
  await page.goto(`${allowedOrigin}/?${query}`);
  await page.locator('#ieum-chat').getByText('저는 복돌이입니다', { exact: false }).waitFor();
  for (const text of MESSAGES) await sendAndSeeReply(page, text);
  const audioSource = await page.waitForFunction(() => document.querySelector<HTMLAudioElement>('[data-testid="reply-audio"]')?.getAttribute('src'));
  expect(String(await audioSource.jsonValue()).startsWith(`${baseURL}/ai/audio/`)).toBe(true);
  const stored = await page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])));
  expect(stored.chatBotName).toBeUndefined();
  expect(Object.entries(stored).filter(([key]) => key.endsWith('.chatBotName'))).toEqual([[expect.stringMatching(/^ieumChat\.user-\d+\.chatBotName$/), '복돌이']]);

  // The next person signs in on the same page: no companion yet, and never the last one's.
  const next = await createUserThroughApi(product.stack, { userType: 'elderly', name: '박순자', district: 'GANGNAM' });
  await page.evaluate((value) => sessionStorage.setItem('ieum-token', value), next.token);
  await page.reload();
  const nameField = page.getByLabel('챗봇 이름');
  await nameField.waitFor();
  await page.waitForTimeout(300);
  expect(await nameField.inputValue()).toBe('');
  expect(await page.locator('#ieum-chat').getByText('복돌이').count()).toBe(0);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('on an origin that is not allowed the widget says so in Korean', async () => {
  const { ports, baseURL } = product.stack;
  const token = await apiLogin(elderly());
  const page = await product.openPage({ notificationAlerts: false });
  await page.addInitScript((value) => sessionStorage.setItem('ieum-token', value), token);
  const query = `script=${encodeURIComponent(`http://127.0.0.1:${ports.remotes.chat}/ieum-chat.js`)}&shell=${encodeURIComponent(baseURL)}`;
  await page.goto(`${refusedOrigin}/?${query}`);
  const alert = page.locator('#ieum-chat [role="alert"]');
  await alert.waitFor({ timeout: 15_000 });
  expect(await alert.innerText()).toBe(
    `이 누리집 주소(${refusedOrigin})는 이음 대화에 등록되어 있지 않아 대화를 열 수 없어요. 누리집 관리자에게 이 주소를 이음에 등록해 달라고 알려 주세요.`,
  );
  await page.context().close();
});
