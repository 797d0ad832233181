import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page, type Request } from 'playwright-core';
import { findChromium, readAndCloseAlert, waitForQuiet, watchPageErrors } from '../support/browser';
import { setUpProductInBrowser } from '../support/suite';
import { findAccessibilityProblems } from '../support/accessibility';
import { loginThroughUi } from '../support/accounts';
import { DAY_MS, toSeoulDate } from '@ieum/domain';

const product = setUpProductInBrowser();

interface Session {
  accessToken: string;
}

async function api<T>(url: string, { method = 'GET', token, body }: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${product.stack.baseURL}/api${url}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

const account = (userType: 'volunteer' | 'elderly') => product.stack.demoAccounts().find((candidate) => candidate.userType === userType)!;
const apiLogin = (userType: 'volunteer' | 'elderly') => {
  const { username, password } = account(userType);
  return api<Session>('/login', { method: 'POST', body: { username, password, userType } });
};

/** Seoul date N days ahead, as the request form sends it (YYYY-MM-DDTHH:mm). */
function seoulStart(daysAhead: number, time: string) {
  const day = toSeoulDate(Date.now() + daysAhead * DAY_MS);
  return `${day}T${time}`;
}

let daysAhead = 2;
/** The demo elderly user asks for help and picks the demo volunteer: both get a MATCHED notification. */
async function pickDemoVolunteer() {
  const volunteer = await apiLogin('volunteer');
  const schedules = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map((dayOfWeek) => ({ dayOfWeek, time: '10:00' }));
  await api('/volunteer/schedule', { method: 'POST', token: volunteer.accessToken, body: { schedules, category: 15 } });
  const elderly = await apiLogin('elderly');
  const request = await api<{ matchingId: number; recommendVolunteers: { volunteerId: number; name: string }[] }>('/elderly/recommend', {
    method: 'POST',
    token: elderly.accessToken,
    body: {
      volunteerType: 'CULTURE',
      addDescription: '말벗이 되어 주실 분을 찾아요',
      startTime: seoulStart(daysAhead++, '10:00'),
      animalType: 'none',
      address: { district: 'GANGNAM', detail: '역삼로 21' },
    },
  });
  const picked = request.recommendVolunteers.find((candidate) => candidate.name === account('volunteer').name);
  if (!picked) throw new Error(`the demo volunteer was not recommended: ${JSON.stringify(request)}`);
  await api('/elderly/recommend/matching', {
    method: 'POST',
    token: elderly.accessToken,
    body: { matchingId: request.matchingId, volunteerId: picked.volunteerId },
  });
  return { matchingId: request.matchingId, volunteerToken: volunteer.accessToken };
}

/** A phone context where notifications are already allowed, so the app's own push question does not show. */
async function openAllowedPage(): Promise<Page> {
  const page = await product.openPage();
  await page.context().grantPermissions(['notifications'], { origin: product.stack.baseURL });
  return page;
}

/** Waits until check() passes (an expect inside), retrying for up to timeoutMs. */
async function eventually(check: () => unknown | Promise<unknown>, timeoutMs = 10_000) {
  const started = Date.now();
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function countPolls(page: Page) {
  const polls: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/api/user/notification') polls.push(request);
  });
  return polls;
}

async function runAxe(page: Page) {
  await page.addScriptTag({ path: path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js') });
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(): Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }).axe.run();
    return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
  });
}

async function waitForServiceWorker(page: Page) {
  // Asked again and again with evaluate, which awaits the page's answer (a waitForFunction that
  // got the promise itself could count it as a yes before the worker was there).
  await eventually(async () => {
    const ready = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      // Controlled: the worker's clients.claim() comes a moment after it is active.
      return Boolean(registration?.active) && Boolean(navigator.serviceWorker.controller) && (await caches.has('ieum-offline-v1'));
    });
    expect(ready).toBe(true);
  }, 20_000);
  // Playwright takes a worker offline with the page only once it has attached to it.
  await eventually(() => expect(page.context().serviceWorkers().length).toBeGreaterThan(0));
}

describe('notifications in the app', () => {
  test('a pick while the volunteer sits on /volunteermain: alert within about 5 s and the flag; /notification lists it 방금 전 and clears it', async () => {
    const page = await openAllowedPage();
    const errors = watchPageErrors(page);
    const polls = countPolls(page);
    await loginThroughUi(page, account('volunteer'));
    await page.waitForURL('**/volunteermain');
    await eventually(() => expect(polls.length).toBeGreaterThanOrEqual(1));
    // Nothing new yet: the next polls are 304s sent with the ETag.
    await eventually(() => expect(polls.length).toBeGreaterThanOrEqual(2), 12_000);
    expect(await polls[1].headerValue('if-none-match')).toMatch(/^W\//);
    expect((await polls[1].response())?.status()).toBe(304);

    const pickedAt = Date.now();
    await pickDemoVolunteer();
    const text = await readAndCloseAlert(page);
    const waited = Date.now() - pickedAt;
    expect(text).toMatch(/^새 봉사 일정이 잡혔어요\n박순자 어르신과 .+ 일정이 확정되었어요/);
    expect(waited).toBeLessThan(8000); // 5 s poll + 0.5 s delay, with room for a loaded machine
    expect(await page.evaluate(() => localStorage.getItem('isNewNotification'))).toBe('true');
    // The home's bell shows the dot; it leads to the list.
    const bell = page.getByRole('button', { name: '알림, 새 알림 있음' });
    await bell.waitFor();
    expect(await bell.locator('.ui-bell__dot').isVisible()).toBe(true);
    await bell.click();
    await page.waitForURL('**/notification');
    await page.getByRole('heading', { name: '알림' }).waitFor();
    const first = page.getByRole('listitem').first();
    await first.getByText('새 봉사 일정이 잡혔어요').waitFor();
    expect(await first.innerText()).toContain('방금 전');
    expect(await first.innerText()).toContain('새 알림');
    expect(await page.evaluate(() => localStorage.getItem('isNewNotification'))).toBeNull();
    // What was shown is marked read on the server.
    const volunteer = await apiLogin('volunteer');
    await eventually(async () => {
      const [newest] = await api<{ readAt: string | null }[]>('/user/notification', { token: volunteer.accessToken });
      expect(newest.readAt).not.toBeNull();
    }, 5000);
    expect(await runAxe(page)).toEqual([]);
    expect(await findAccessibilityProblems(page)).toEqual([]);

    // Tapping it opens the matching it is about.
    await first.getByRole('button').click();
    await page.waitForURL('**/matchingdetail');
    await page.getByText('말벗이 되어 주실 분을 찾아요').waitFor();
    // Back home, the dot is gone.
    await page.goto('/volunteermain');
    await page.getByRole('button', { name: '알림', exact: true }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('the watcher polls only on the homes: none on other pages', async () => {
    const page = await openAllowedPage();
    // The page's timers on a clock the test moves: two poll periods pass at once, not in 11 real seconds.
    await page.clock.install();
    const polls = countPolls(page);
    await loginThroughUi(page, account('volunteer'));
    await page.waitForURL('**/volunteermain');
    await eventually(() => expect(polls.length).toBeGreaterThanOrEqual(1));
    await page.goto('/edit');
    await page.getByRole('heading', { name: '내 정보 수정' }).waitFor();
    await waitForQuiet(page); // a poll still under way has ended (and set its next timer, were it still running)
    const before = polls.length;
    // Two poll periods, each followed by the time a poll they started would need to be seen.
    for (let period = 0; period < 2; period += 1) {
      await page.clock.runFor(5_500);
      await waitForQuiet(page);
    }
    expect(polls.length).toBe(before);
    // Back on a home (any letter case) it polls again.
    await page.goto('/VolunteerMain');
    await eventually(() => expect(polls.length).toBeGreaterThan(before));
    await page.context().close();
  });

  test('a push reaches the service worker: a Korean notification with the app icon, and its tap opens the page', async () => {
    const page = await openAllowedPage();
    const context: BrowserContext = page.context();
    await loginThroughUi(page, account('volunteer'));
    await page.waitForURL('**/volunteermain');
    await waitForServiceWorker(page);

    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const mine = registrations.find((registration) => registration.scopeURL === `${product.stack.baseURL}/`);
        if (mine) resolve(mine.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const payload = { title: '새 봉사 일정이 잡혔어요', body: '박순자 어르신과 일정이 확정되었어요.', id: 99, createdAt: '2026-12-01T10:00:00', url: '/notification' };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: product.stack.baseURL,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          icon: notification.icon,
          lang: notification.lang,
          url: notification.data?.url,
        })),
      );
    // A push wakes a stopped worker first; on a loaded CI machine that took more than 10 s once (stop 45).
    await eventually(async () => expect(await shown()).toHaveLength(1), 20_000);
    expect((await shown())[0]).toEqual({
      title: payload.title,
      body: payload.body,
      icon: `${product.stack.baseURL}/icons/icon-192.png`,
      lang: 'ko',
      url: `${product.stack.baseURL}/notification`,
    });

    // Headless Chromium cannot tap a system notification: the worker gets the same click event.
    const [worker] = context.serviceWorkers();
    await worker.evaluate(async () => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
      const [notification] = await scope.registration.getNotifications();
      const NotificationEventClass = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }).NotificationEvent;
      try {
        scope.dispatchEvent(new NotificationEventClass('notificationclick', { notification }));
      } catch {
        // waitUntil refuses an untrusted event; the handler's work has started by then.
      }
    });
    await page.waitForURL('**/notification');
    await page.getByRole('heading', { name: '알림' }).waitFor();
    await page.context().close();
  });

  test('with no network a reload shows the Korean offline page, and the app comes back with the network', async () => {
    const page = await product.openPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: '이음 로그인' }).waitFor();
    await waitForServiceWorker(page);
    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: '인터넷에 연결되어 있지 않아요' }).waitFor();
    expect(await findAccessibilityProblems(page)).toEqual([]);
    await page.context().setOffline(false);
    // The page reloads itself when the phone is online again (or on 다시 시도).
    await page.getByRole('heading', { name: '이음 로그인' }).waitFor({ timeout: 15_000 });
    await page.context().close();
  });

  test('the app is installable: manifest in Korean with 192/512 and maskable icons, no installability errors', async () => {
    // Chrome offers installing only outside incognito, which every ordinary test context is.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-e2e-profile-'));
    const persistent = await chromium.launchPersistentContext(profile, {
      executablePath: findChromium(),
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      headless: true,
      baseURL: product.stack.baseURL,
      viewport: { width: 390, height: 844 },
      locale: 'ko-KR',
    });
    const page = persistent.pages()[0] ?? (await persistent.newPage());
    await page.goto('/login');
    await waitForServiceWorker(page);
    const cdp = await page.context().newCDPSession(page);
    // The check Chrome runs before offering "install" (and what Lighthouse's installability audit read).
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await (await fetch(`${product.stack.baseURL}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ short_name: '이음', lang: 'ko', display: 'standalone', start_url: '/', theme_color: '#4a35e8' });
    expect(manifest.name).toMatch(/이음/);
    const icons = manifest.icons as { sizes: string; purpose: string; src: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of icons) expect((await fetch(`${product.stack.baseURL}${icon.src}`)).headers.get('content-type')).toBe('image/png');
    // Only the shell's page links it: a remote's own page is not an installable app.
    const remoteHtml = await (await fetch(`http://localhost:${product.stack.ports.remotes.auth}/`)).text();
    expect(remoteHtml).not.toContain('manifest.webmanifest');
    await persistent.close();
    fs.rmSync(profile, { recursive: true, force: true });
  });

  test('the app asks in Korean before the browser does, and "나중에" leaves it for a week', async () => {
    // Earlier tests' picks left the elderly user unread notifications: read, they are not announced.
    await api('/user/notification', { method: 'PATCH', token: (await apiLogin('elderly')).accessToken });
    const page = await product.openPage();
    await page.clock.install();
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('pushPromptSnoozedAt', '0'));
    await loginThroughUi(page, account('elderly'));
    await page.waitForURL('**/usermain');
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor({ timeout: 10_000 });
    expect(await dialog.innerText()).toContain('새 소식을 휴대폰 알림으로 받아 보시겠어요?');
    await dialog.getByRole('button', { name: '나중에' }).click();
    expect(await page.evaluate(() => Number(localStorage.getItem('pushPromptSnoozedAt')))).toBeGreaterThan(0);
    await page.reload();
    await page.waitForURL('**/usermain');
    await waitForQuiet(page);
    await page.clock.runFor(3000); // longer than the prompt's 1.5 s delay
    await waitForQuiet(page);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.context().close();
  });
});
