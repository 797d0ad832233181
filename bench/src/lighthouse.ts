// Lighthouse's performance score of the first screens, as issue 10 asks: mobile profile (simulated
// slow 4G and a 4x slower CPU), cold cache, the production build as `npm start` serves it; the
// public pages and the signed-in pages people spend their day on (issue 25), each signed in as the
// role that uses it, each the median of several runs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { findChromium } from '../../e2e/support/browser';
import { startE2eStack } from '../../e2e/support/stack';
import { machine, REPO_ROOT, writeResult } from './lib';

const TARGET_SCORE = 0.95;
/** Issue 25: the signed-in pages also paint their largest element within 2 s. */
const TARGET_SIGNED_IN_LCP_MS = 2000;
type Role = 'volunteer' | 'elderly';
// Grouped by role so the bench signs in once per role.
const PAGES: { route: string; role?: Role }[] = [
  { route: '/login' },
  { route: '/roleselect' },
  { route: '/signup' },
  { route: '/edit', role: 'volunteer' },
  { route: '/volunteermain', role: 'volunteer' },
  { route: '/availableTime', role: 'volunteer' },
  { route: '/matchinglist', role: 'volunteer' },
  { route: '/usermain', role: 'elderly' },
  { route: '/HelpCenter', role: 'elderly' },
  { route: '/RequestForm', role: 'elderly' },
  { route: '/ChatCenter', role: 'elderly' },
  { route: '/chatpage', role: 'elderly' },
];
const HOMES: Record<Role, string> = { volunteer: '/volunteermain', elderly: '/usermain' };

interface Run {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement: string;
  /** The run's longest main-thread tasks after Lighthouse's 4x CPU slowdown: where blocking time comes from. */
  longTasks: { ms: number; script: string }[];
}

/** The longest tasks of a run, the script Lighthouse blames for each (without the test server's origin). */
function longestTasks(details: unknown): Run['longTasks'] {
  const items = (details as { items?: { duration: number; url: string }[] } | undefined)?.items ?? [];
  return [...items]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 6)
    .map((item) => ({ ms: Math.round(item.duration), script: item.url.replace(/^https?:\/\/[^/]+/, '') }));
}

/** The HTML of the first element an audit's details name (Lighthouse 13 names the LCP element in its LCP breakdown). */
function firstNodeSnippet(details: unknown): string | undefined {
  if (!details || typeof details !== 'object') return undefined;
  const node = details as { type?: string; snippet?: string };
  if (node.type === 'node' && typeof node.snippet === 'string') return node.snippet;
  for (const value of Object.values(details)) {
    const found = firstNodeSnippet(value);
    if (found) return found;
  }
  return undefined;
}

/**
 * Signs in as the demo account of a role in the browser Lighthouse drives (dropping the previous
 * role's session first), then lets go of it: a driver still attached while Lighthouse measures
 * would add its own work to every page.
 */
async function signIn(port: number, stack: Awaited<ReturnType<typeof startE2eStack>>, role: Role) {
  const account = stack.demoAccounts().find((candidate) => candidate.userType === role)!;
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    await context.clearCookies();
    const page = await context.newPage();
    await page.goto(`${stack.baseURL}/login`);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto(`${stack.baseURL}/login`);
    if (role === 'elderly') await page.getByRole('radio', { name: '이용자' }).click();
    await page.getByPlaceholder('아이디').fill(account.username);
    await page.getByPlaceholder('비밀번호').fill(account.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL(`**${HOMES[role]}`);
    // The push question comes once a week on the homes (PushPermissionPrompt); someone who spends
    // the day in the app has answered it, and left open it would be every home's largest paint.
    await page.getByRole('button', { name: '나중에' }).click({ timeout: 15_000 });
    if (role === 'elderly') {
      // The chat pages send a user without a named companion to /SetName: name it once, as a user would.
      await page.goto(`${stack.baseURL}/chatpage`);
      await page.waitForURL((url) => url.pathname === '/SetName' || url.pathname === '/chatpage');
      if (new URL(page.url()).pathname === '/SetName') {
        await page.getByLabel('챗봇 이름').fill('복실이');
        await page.getByRole('button', { name: '저장하기' }).click();
        await page.waitForURL('**/chatpage');
      }
    }
    await page.close();
  } finally {
    await browser.close().catch(() => undefined);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, dist: { type: 'string' }, pages: { type: 'string' }, out: { type: 'string' } } });
  const runs = Number(values.runs);
  // --pages /usermain,/edit: only these (a quick check while working); the recorded run has them all.
  const wanted = values.pages?.split(',').map((route) => route.trim().toLowerCase());
  const pages = wanted ? PAGES.filter(({ route }) => wanted.includes(route.toLowerCase())) : PAGES;
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');

  // --dist: a production build made earlier (IEUM_DIST_ROOT=<dir> node tools/scripts/build-all.mjs).
  const distRoot = values.dist ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-bench-dist-'));
  if (!values.dist) {
    execFileSync(process.execPath, [path.join(REPO_ROOT, 'tools/scripts/build-all.mjs')], {
      env: { ...process.env, IEUM_DIST_ROOT: distRoot },
      stdio: 'inherit',
    });
  }
  process.env.IEUM_E2E_DIST_ROOT = distRoot;
  const stack = await startE2eStack();
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const rows: { route: string; role?: Role; runs: Run[]; median: Run }[] = [];
  const loadAtStart = os.loadavg()[0];
  try {
    let signedInAs: Role | undefined;
    for (const { route, role } of pages) {
      if (role && role !== signedInAs) {
        await signIn(chrome.port, stack, role);
        signedInAs = role;
      }
      const pageRuns: Run[] = [];
      for (let i = 0; i < runs; i += 1) {
        // Lighthouse's own reset before each run: the HTTP cache, the service worker and its
        // caches go; local storage (the session of the signed-in page) stays.
        const result = await lighthouse(`${stack.baseURL}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const lhr = result!.lhr;
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        pageRuns.push({
          score: lhr.categories.performance.score ?? 0,
          fcpMs: Math.round(audit('first-contentful-paint')),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          tbtMs: Math.round(audit('total-blocking-time')),
          cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
          lcpElement: firstNodeSnippet(lhr.audits['lcp-breakdown-insight']?.details) ?? '',
          longTasks: longestTasks(lhr.audits['long-tasks']?.details),
        });
        process.stdout.write(`${route} run ${i + 1}: ${JSON.stringify(pageRuns.at(-1))}\n`);
      }
      const byScore = [...pageRuns].sort((a, b) => a.score - b.score);
      rows.push({
        route,
        role,
        runs: pageRuns,
        median: {
          score: median(pageRuns.map((run) => run.score)),
          fcpMs: median(pageRuns.map((run) => run.fcpMs)),
          lcpMs: median(pageRuns.map((run) => run.lcpMs)),
          tbtMs: median(pageRuns.map((run) => run.tbtMs)),
          cls: median(pageRuns.map((run) => run.cls)),
          lcpElement: byScore[Math.floor(byScore.length / 2)].lcpElement,
          longTasks: byScore[Math.floor(byScore.length / 2)].longTasks,
        },
      });
    }
  } finally {
    chrome.kill();
    await stack.stop();
    if (!values.dist) fs.rmSync(distRoot, { recursive: true, force: true });
  }

  const signedIn = rows.filter((row) => row.role);
  const markdown = [
    '# Lighthouse performance of the first screens',
    '',
    `Run ${new Date().toISOString()} on ${machine()}; Lighthouse ${require('lighthouse/package.json').version}, Debian Chromium, mobile profile`,
    '(simulated: 150 ms round trip, 1.6 Mbps, CPU 4x slower), performance category only, Lighthouse\'s reset before each run (HTTP cache, service worker and its caches);',
    'Signed-in pages as the demo account of their role (volunteer or elderly), the weekly push question answered 나중에 and the elderly\'s AI companion named at sign-in.',
    'The production build served as `npm start` serves it.',
    `Command: \`npx tsx bench/src/lighthouse.ts\` (\`--runs ${runs}${wanted ? ` --pages ${values.pages}` : ''}\`); the medians of ${runs} runs.`,
    `Load average of the machine (other work on the same ${os.cpus().length} cores): ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end.`,
    '',
    '| page | signed in as | score | FCP ms | LCP ms | TBT ms | CLS | LCP element | all scores | all LCP ms |',
    '|---|---|---:|---:|---:|---:|---:|---|---|---|',
    ...rows.map(
      ({ route, role, median: m, runs: all }) =>
        `| ${route} | ${role ?? '-'} | ${m.score} | ${m.fcpMs} | ${m.lcpMs} | ${m.tbtMs} | ${m.cls} | \`${m.lcpElement.replaceAll('|', '\\|').slice(0, 80)}\` | ${all.map((run) => run.score).join(', ')} | ${all.map((run) => run.lcpMs).join(', ')} |`,
    ),
    '',
    `Target: >= ${TARGET_SCORE} on every page: ${rows.every((row) => row.median.score >= TARGET_SCORE) ? 'met' : 'NOT met'}` +
      ` (below: ${rows.filter((row) => row.median.score < TARGET_SCORE).map((row) => row.route).join(', ') || 'none'}).`,
    `Target: LCP <= ${TARGET_SIGNED_IN_LCP_MS} ms on every signed-in page: ${signedIn.every((row) => row.median.lcpMs <= TARGET_SIGNED_IN_LCP_MS) ? 'met' : 'NOT met'}` +
      ` (above: ${signedIn.filter((row) => row.median.lcpMs > TARGET_SIGNED_IN_LCP_MS).map((row) => row.route).join(', ') || 'none'}).`,
    '',
    'Longest main-thread tasks of the median run (ms after the 4x slowdown; the script Lighthouse blames; the part of each above 50 ms after the first paint is blocking time):',
    '',
    ...rows.map(({ route, median: m }) => `- ${route}: ${m.longTasks.map((task) => `${task.ms} ${task.script || '(page)'}`).join(', ')}`),
    '',
  ].join('\n');
  // --out: another file in bench/results/ (a before/after pair), so the recorded run stays.
  const file = writeResult(values.out ?? 'lighthouse', markdown, { runAt: new Date().toISOString(), machine: machine(), runs, targetScore: TARGET_SCORE, targetSignedInLcpMs: TARGET_SIGNED_IN_LCP_MS, rows });
  process.stdout.write(`\n${markdown}\nwritten to ${file}\n`);
}

main().catch((error: Error) => {
  process.stderr.write(`bench failed: ${error.stack ?? error.message}\n`);
  process.exit(1);
});
