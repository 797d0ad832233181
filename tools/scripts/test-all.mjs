#!/usr/bin/env node
// `npm test`: every test the project has, as CI runs it.
//   1. lint, dependency rules and type check      2. unit and API tests on the embedded database (PGlite)
//   3. API tests again on PostgreSQL and Redis (TEST_DATABASE_URL, TEST_REDIS_URL; default the local servers),
//      in a time zone 5 hours ahead of Seoul (every rule must hold in Seoul time whatever the machine's zone),
//      with the slow ones (API_SLOW_TESTS=1: the month simulation) that step 2 skips
//   4. browser tests in Debian's Chromium against the production build
// `npm test -- lint deps types unit pg e2e` runs only the named steps.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.cjs';

const steps = process.argv.slice(2);
const wanted = (step) => steps.length === 0 || steps.includes(step);
const jest = path.join(repoRoot, 'node_modules/jest/bin/jest.js');
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`=== ${title}: FAILED after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${title}: passed in ${seconds} s`);
}

/** Steps that each use one core for a short while, run side by side; their output is printed whole, one after another. */
async function runTogether(list) {
  const started = Date.now();
  const results = await Promise.all(
    list.map(
      ({ title, command, args }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: repoRoot, env: process.env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => resolve({ title, status, output: Buffer.concat(output), seconds: ((Date.now() - started) / 1000).toFixed(1) }));
        }),
    ),
  );
  for (const { title, status, output, seconds } of results) {
    console.log(`\n=== ${title}`);
    process.stdout.write(output);
    console.log(status === 0 ? `=== ${title}: passed in ${seconds} s` : `=== ${title}: FAILED after ${seconds} s`);
  }
  const failed = results.find(({ status }) => status !== 0);
  if (failed) process.exit(failed.status ?? 1);
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
if (checks.length > 0) await runTogether(checks);
// --forceExit: all tests run in one process on this 2-core machine, and since the merge of issues
// 21/23/26 something in the API suites keeps a handle open after the last test (jest hung 28 min
// after all had passed); until it is fixed, the run must still end. Seen on 2026-11-26 (api, ai and
// server-kit in band, PGlite): the only handle left in jest's own process was a PGlite (emscripten)
// setitimer timeout that PostgreSQL's SIGALRM handler re-arms every ~10 s, i.e. an embedded database
// some test left open; a PGlite closed through api/src/db/pglite.ts, or merely left idle, does not do it.
// Two workers: jest's default on two cores is one (cores - 1), which leaves a core idle while a
// test file waits on its database or a child process.
if (wanted('unit')) run('unit and API tests (PGlite)', process.execPath, [jest, '--ci', '--forceExit', '--maxWorkers=2']);
if (wanted('pg')) {
  run('API tests (PostgreSQL, Redis)', process.execPath, [jest, '--ci', '--forceExit', '--maxWorkers=2', '--selectProjects', 'api'], {
    TEST_DATABASE_URL: postgresUrl,
    TEST_REDIS_URL: redisUrl,
    TZ: 'Pacific/Kiritimati',
    API_SLOW_TESTS: '1',
  });
}
if (wanted('e2e')) {
  ensureChromium();
  run('browser tests (Chromium)', process.execPath, [jest, '--ci', '-c', 'e2e/jest.config.cjs']);
}
