#!/usr/bin/env node
// `npm test`: every test the project has, as CI runs it.
//   1. lint, dependency rules and type check      2. unit and API tests on the embedded database (PGlite)
//   3. API tests again on PostgreSQL and Redis (TEST_DATABASE_URL, TEST_REDIS_URL; default the local servers),
//      in a time zone 5 hours ahead of Seoul (every rule must hold in Seoul time whatever the machine's zone),
//      with the slow ones (API_SLOW_TESTS=1: the month simulation) that step 2 skips
//   4. browser tests in Debian's Chromium against the production build
// Step 1's checks run side by side; then steps 2 and 3 one after the other while step 4 runs beside
// them (each mostly waits on databases, servers and the browser, so together they fill the two cores).
// Each step's output is printed whole when it ends.
// `npm test -- lint deps types unit pg e2e` runs only the named steps; IEUM_TEST_IN_ORDER=1 runs them one at a time.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.cjs';

const steps = process.argv.slice(2);
const wanted = (step) => steps.length === 0 || steps.includes(step);
const jest = path.join(repoRoot, 'node_modules/jest/bin/jest.js');
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const runStarted = Date.now();

/** Runs one step with its output kept, then prints the output whole. */
function runStep({ title, command, args, env = {} }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const at = ((Date.now() - runStarted) / 1000).toFixed(0);
      console.log(`\n=== ${title}`);
      process.stdout.write(Buffer.concat(output));
      console.log(status === 0 ? `=== ${title}: passed in ${seconds} s (at ${at} s)` : `=== ${title}: FAILED after ${seconds} s (at ${at} s)`);
      resolve(status ?? 1);
    });
  });
}

/** Steps one after another; stops at the first failure and resolves with its status (0: all passed). */
async function runInOrder(list) {
  for (const step of list) {
    const status = await runStep(step);
    if (status !== 0) return status;
  }
  return 0;
}

/** Lanes side by side, each a list of steps run in order; exits with the first failure's status once all lanes end. */
async function runLanes(lanes) {
  const statuses = await Promise.all(lanes.filter((lane) => lane.length > 0).map(runInOrder));
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed);
}

function ensureChromium() {
  if (['/usr/bin/chromium', process.env.CHROMIUM_PATH].some((file) => file && fs.existsSync(file))) return;
  if (process.getuid?.() !== 0) {
    console.error('Chromium is missing: run `sudo apt-get install -y chromium fonts-noto-cjk`.');
    process.exit(1);
  }
  const install = () => spawnSync('apt-get', ['install', '-y', 'chromium', 'fonts-noto-cjk'], { stdio: 'inherit' }).status === 0;
  if (!install()) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    if (!install()) process.exit(1);
  }
}

const checks = [];
if (wanted('lint')) {
  checks.push({ title: 'lint (oxlint)', command: process.execPath, args: [path.join(repoRoot, 'node_modules/oxlint/bin/oxlint'), '--deny-warnings', '.'] });
}
if (wanted('deps')) {
  const depcruise = path.join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
  checks.push({ title: 'dependency rules (dependency-cruiser)', command: process.execPath, args: [depcruise, '--config', 'tools/dependency-rules/dependency-cruiser.cjs', '.'] });
}
if (wanted('types')) {
  checks.push({ title: 'type check (each package with its own globals)', command: process.execPath, args: [path.join(repoRoot, 'tools/scripts/typecheck.mjs')] });
}
// Each check uses one core for a short while: all side by side.
if (checks.length > 0) await runLanes(checks.map((check) => [check]));
// No --forceExit: every suite lets jest end by itself (2026-11-27: api, and ai with server-kit, each
// in one process without it, exited on their own). The handle that had kept jest alive was a speech
// worker the AI host's start-up audio began after the host had closed (ai/src/speech/espeak-speech.ts).
// Two workers: jest's default on two cores is one (cores - 1), which leaves a core idle while a
// test file waits on its database or a child process.
const jestSteps = [];
if (wanted('unit')) jestSteps.push({ title: 'unit and API tests (PGlite)', command: process.execPath, args: [jest, '--ci', '--maxWorkers=2'] });
if (wanted('pg')) {
  jestSteps.push({
    title: 'API tests (PostgreSQL, Redis)',
    command: process.execPath,
    args: [jest, '--ci', '--maxWorkers=2', '--selectProjects', 'api'],
    env: { TEST_DATABASE_URL: postgresUrl, TEST_REDIS_URL: redisUrl, TZ: 'Pacific/Kiritimati', API_SLOW_TESTS: '1' },
  });
}
const browserSteps = [];
if (wanted('e2e')) {
  ensureChromium();
  browserSteps.push({ title: 'browser tests (Chromium)', command: process.execPath, args: [jest, '--ci', '-c', 'e2e/jest.config.cjs'] });
}
// IEUM_TEST_IN_ORDER=1: every step alone, one after another (slower; for a machine too busy for two lanes).
if (process.env.IEUM_TEST_IN_ORDER === '1') await runLanes([[...jestSteps, ...browserSteps]]);
else await runLanes([jestSteps, browserSteps]);
console.log(`\nall steps passed in ${((Date.now() - runStarted) / 1000).toFixed(0)} s`);
