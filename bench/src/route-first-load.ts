// How much JavaScript a signed-in home or feature page adds to what the shell (and the login page)
// already loaded: the production build served as `npm start` serves it, a demo account signs in
// through /login in Debian Chromium, and every script fetched from the click on 로그인 (or the
// navigation to the page) until the page has settled is counted, as sent over the wire (gzip).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium, newPhoneContext, waitForQuiet } from '../../e2e/support/browser';
import { kilobytes as toKilobytes, watchScriptBytes } from '../../e2e/support/script-bytes';
import { startE2eStack, type DemoAccount } from '../../e2e/support/stack';
import { machine, REPO_ROOT, writeResult } from './lib';

/** Each remote's first page may add at most this much JavaScript after login (gzip bytes). */
const BUDGET_KB = 40;

interface RouteCase {
  route: string;
  role: DemoAccount['userType'];
  /** How the user gets there: signing in lands on the home; other pages are opened from it. */
  via: 'login' | 'navigate';
}

const ROUTES: RouteCase[] = [
  { route: '/volunteermain', role: 'volunteer', via: 'login' },
  { route: '/usermain', role: 'elderly', via: 'login' },
  { route: '/chatpage', role: 'elderly', via: 'navigate' },
];

async function signIn(page: Page, account: DemoAccount) {
  await page.goto('/login');
  if (account.userType === 'elderly') await page.getByRole('radio', { name: '이용자' }).click();
  await page.getByPlaceholder('아이디').fill(account.username);
  await page.getByPlaceholder('비밀번호').fill(account.password);
}

async function main() {
  const distRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-bench-dist-'));
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'tools/scripts/build-all.mjs')], {
    env: { ...process.env, IEUM_DIST_ROOT: distRoot },
    stdio: 'inherit',
  });
  process.env.IEUM_E2E_DIST_ROOT = distRoot;
  const stack = await startE2eStack();
  const browser = await launchChromium();
  const rows: { route: string; kilobytes: number; files: string[]; withinBudget: boolean }[] = [];
  try {
    for (const { route, role, via } of ROUTES) {
      const account = stack.demoAccounts().find((candidate) => candidate.userType === role)!;
      const context = await newPhoneContext(browser, stack.baseURL);
      try {
        const page = await context.newPage();
        const take = await watchScriptBytes(await context.newCDPSession(page));
        await signIn(page, account);
        await waitForQuiet(page);
        take();
        if (via === 'login') {
          await page.getByRole('button', { name: '로그인', exact: true }).click();
          await page.waitForURL(`**${route}`);
        } else {
          await page.getByRole('button', { name: '로그인', exact: true }).click();
          await page.waitForURL((url) => url.pathname !== '/login');
          await waitForQuiet(page);
          take();
          await page.evaluate((target) => {
            history.pushState({}, '', target);
            dispatchEvent(new PopStateEvent('popstate'));
          }, route);
        }
        await waitForQuiet(page, { quietMs: 1000 });
        const { files, bytes } = take();
        const kilobytes = toKilobytes(bytes);
        rows.push({ route, kilobytes, files, withinBudget: kilobytes <= BUDGET_KB });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await stack.stop();
    fs.rmSync(distRoot, { recursive: true, force: true });
  }

  const markdown = [
    '# JavaScript a page adds after login',
    '',
    `Run ${new Date().toISOString()} on ${machine()}; Debian Chromium, phone viewport, production build as \`npm start\` serves it.`,
    'A demo account signs in on /login (shell and login page already loaded); counted: every script fetched from the',
    'tap on 로그인 (homes) or from the in-app navigation (other pages) until the page settles, bytes over the wire (the brotli copies the build made).',
    `Command: \`npx tsx bench/src/route-first-load.ts\`. Budget: ${BUDGET_KB} KB per page.`,
    '',
    '| page | KB of JavaScript added | within budget | files (port/path) |',
    '|---|---:|---|---|',
    ...rows.map((row) => `| ${row.route} | ${row.kilobytes} | ${row.withinBudget ? 'yes' : 'NO'} | ${row.files.join(', ')} |`),
    '',
  ].join('\n');
  const file = writeResult('route-first-load', markdown, { runAt: new Date().toISOString(), machine: machine(), budgetKb: BUDGET_KB, rows });
  process.stdout.write(`\n${markdown}\nwritten to ${file}\n`);
}

main().catch((error: Error) => {
  process.stderr.write(`bench failed: ${error.stack ?? error.message}\n`);
  process.exit(1);
});
