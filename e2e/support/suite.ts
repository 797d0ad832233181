import type { Browser, Page } from 'playwright-core';
import { launchChromium, newPhoneContext } from './browser';
import { startE2eStack, type E2eStack, type StackEnv } from './stack';

export interface ProductInBrowser {
  readonly stack: E2eStack;
  readonly browser: Browser;
  /** A fresh phone-sized browser context (its own storage) with one page. */
  openPage(options?: { notificationAlerts?: boolean }): Promise<Page>;
}

/**
 * For one test file: the whole product on its own ports and data, and Chromium, started before the
 * file's tests and stopped after them. `options.distRoot` serves other builds than the global setup's.
 */
const STACK_START_TIMEOUT_MS = 300_000;

export function setUpProductInBrowser(env?: StackEnv, options: { distRoot?: string } = {}): ProductInBrowser {
  let stack: E2eStack | undefined;
  let browser: Browser | undefined;

  // Starting six servers takes seconds on an idle machine and minutes on a busy one; the hook may
  // take longer than one test.
  beforeAll(async () => {
    const [started, launched] = await Promise.allSettled([startE2eStack(env, options), launchChromium()]);
    // Keep what did start, so afterAll stops it: a Chromium left running keeps jest from exiting.
    if (started.status === 'fulfilled') stack = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  }, STACK_START_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, STACK_START_TIMEOUT_MS);

  return {
    get stack() {
      if (!stack) throw new Error('the product is not running: use it inside a test');
      return stack;
    },
    get browser() {
      if (!browser) throw new Error('Chromium is not running: use it inside a test');
      return browser;
    },
    async openPage({ notificationAlerts = true }: { notificationAlerts?: boolean } = {}) {
      const context = await newPhoneContext(this.browser, this.stack.baseURL);
      // Tests of other pages make matchings through the API, which the watcher on the homes would
      // announce over the page under test: a stored last-notification time in the far future makes
      // none of them new. Notifications have their own tests.
      if (!notificationAlerts) {
        await context.addInitScript(() => localStorage.setItem('lastNotificationTime', '2100-01-01T00:00:00'));
      }
      return context.newPage();
    },
  };
}
