import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM_CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium(): string {
  const found = CHROMIUM_CANDIDATES.find((candidate) => candidate && fs.existsSync(candidate));
  if (!found) throw new Error('Chromium is missing: run `apt-get install -y chromium` (npm test does it as root).');
  return found;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A phone: 390 x 844, touch, Korean. */
export async function newPhoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    // 1, not a phone's 2: Chromium rasterises every frame in software here and 2 is four times the
    // pixels; no page or test depends on the ratio (no srcset, devicePixelRatio or screenshot).
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  // The app's push question (a dialog 1.5 s after a home opens) would cover the page in every test
  // that is not about it: it starts as answered "나중에". A test about the question sets the key to
  // '0' (not snoozed) and it is left alone.
  await context.addInitScript(() => {
    try {
      if (localStorage.getItem('pushPromptSnoozedAt') === null) localStorage.setItem('pushPromptSnoozedAt', String(Date.now()));
    } catch {
      // A page without storage (about:blank): nothing to do.
    }
  });
  return context;
}

/** Collects uncaught page errors so a test can assert there were none. */
export function watchPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/** The text of the app's alert dialog, then closes it with 확인. */
export async function readAndCloseAlert(page: Page): Promise<string> {
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  const text = (await dialog.locator('.ui-dialog__message').innerText()).trim();
  // Each dialog has its own message id; the next one (an error right after a confirm) may take
  // its place at once, so wait for this one to go, not for every dialog.
  const messageId = await dialog.getAttribute('aria-describedby');
  await dialog.getByRole('button', { name: '확인' }).click();
  await page.locator(`[role="alertdialog"][aria-describedby="${messageId}"]`).waitFor({ state: 'detached' });
  return text;
}

/**
 * Resolves once the page has settled: no request started or finished for `quietMs` and two frames
 * drawn since. For checks that something did NOT happen (a second alert, a flood of downloads):
 * they wait for the page to go quiet instead of a fixed time, and a page that never goes quiet
 * fails the test at `timeoutMs`.
 */
export async function waitForQuiet(page: Page, { quietMs = 500, timeoutMs = 15_000 } = {}): Promise<void> {
  let lastActivity = Date.now();
  const touch = () => {
    lastActivity = Date.now();
  };
  page.on('request', touch);
  page.on('requestfinished', touch);
  page.on('requestfailed', touch);
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const quietFor = Date.now() - lastActivity;
      if (quietFor >= quietMs) return;
      if (Date.now() > deadline) throw new Error(`the page did not go quiet within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, quietMs - quietFor));
    }
  } finally {
    page.off('request', touch);
    page.off('requestfinished', touch);
    page.off('requestfailed', touch);
  }
}

/**
 * Waits until the live page has replaced the copy the shell's server pre-rendered (issue 10), for
 * tests about the remote's own page, e.g. one that stops the remote after its first page.
 */
export function waitForLivePage(page: Page): Promise<void> {
  return page.locator('#ieum-prerendered').waitFor({ state: 'detached' });
}

/**
 * The shell's server fetches each remote's pre-rendered page with a short timeout and sends the
 * page without it until the remote has answered once (tools/serve/prerendered-pages.mjs); on a busy
 * machine the first answers can come after the first test starts. What is tested here is the page a
 * visitor gets once the remote is up.
 */
export async function untilPrerendered(baseURL: string, pathname: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const html = await fetch(`${baseURL}${pathname}`).then((response) => response.text());
    if (html.includes('id="ieum-prerendered"')) return;
    if (Date.now() > deadline) throw new Error(`the shell never sent ${pathname} pre-rendered`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
