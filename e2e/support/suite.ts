import type { Browser, Page } from 'playwright-core';
import { launchChromium, newPhoneContext } from './browser';
import { startE2eStack, type E2eStack } from './stack';

type StackEnv = Parameters<typeof startE2eStack>[0];

export interface ProductInBrowser {
  readonly stack: E2eStack;
  readonly browser: Browser;
  /** A fresh phone-sized browser context (its own storage) with one page. */
  openPage(): Promise<Page>;
}

/**
 * For one test file: the whole product on its own ports and data, and Chromium, started before the
 * file's tests and stopped after them.
 */
export function setUpProductInBrowser(env?: StackEnv): ProductInBrowser {
  let stack: E2eStack | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startE2eStack(env), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  return {
    get stack() {
      if (!stack) throw new Error('the product is not running: use it inside a test');
      return stack;
    },
    get browser() {
      if (!browser) throw new Error('Chromium is not running: use it inside a test');
      return browser;
    },
    async openPage() {
      const context = await newPhoneContext(this.browser, this.stack.baseURL);
      return context.newPage();
    },
  };
}
