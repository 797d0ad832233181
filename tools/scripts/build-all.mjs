#!/usr/bin/env node
// Production build of the shell and every remote, each on its own (as their teams deploy them).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { frontEndApps, repoRoot } from './apps.cjs';

export function buildApp(app) {
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/@rspack/cli/bin/rspack.js'), 'build'], {
    cwd: app.dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout);
    process.stderr.write(result.stderr);
    throw new Error(`build of ${app.folder} failed`);
  }
  console.log(`built ${app.folder} in ${Date.now() - started} ms`);
}

export function buildAll() {
  const { shell, remotes } = frontEndApps();
  for (const app of [shell, ...remotes]) buildApp(app);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv.slice(2);
  const { shell, remotes } = frontEndApps();
  const apps = [shell, ...remotes].filter((app) => only.length === 0 || only.includes(app.folder));
  for (const app of apps) buildApp(app);
}
