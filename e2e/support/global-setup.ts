import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from './browser';

const repoRoot = path.resolve(__dirname, '../..');

/** Builds every app once into a scratch folder that the test stacks serve. */
export default async function globalSetup() {
  findChromium();
  const distRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-e2e-dist-'));
  execFileSync(process.execPath, [path.join(repoRoot, 'tools/scripts/build-all.mjs')], {
    env: { ...process.env, IEUM_DIST_ROOT: distRoot },
    stdio: 'inherit',
  });
  process.env.IEUM_E2E_DIST_ROOT = distRoot;
}
