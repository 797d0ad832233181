#!/usr/bin/env node
// Type check, one program per package so each sees only the globals of where it runs: browser
// packages the DOM (no Node, no jest), servers Node, `domain` neither. The root tsconfig.json
// covers tests, tools, e2e and bench, which may use all of them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { repoRoot } = require('./apps.cjs');
const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');

const patterns = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).workspaces;
const folders = patterns.flatMap((pattern) =>
  pattern.endsWith('*')
    ? fs.readdirSync(repoRoot).filter((entry) => entry.startsWith(pattern.slice(0, -1))).sort()
    : [pattern],
);

const projects = [];
for (const folder of folders) {
  const hasSource = fs.existsSync(path.join(repoRoot, folder, 'src'));
  const config = path.join(folder, 'tsconfig.json');
  if (fs.existsSync(path.join(repoRoot, config))) projects.push(config);
  else if (hasSource && !['e2e', 'bench', 'tools'].includes(folder)) {
    console.error(`${folder}/ has no tsconfig.json: copy mfe-auth's (browser) or api's (Node) so its code is type checked.`);
    process.exit(1);
  }
}
projects.push('tsconfig.json');

let failed = false;
for (const project of projects) {
  const result = spawnSync(process.execPath, [tsc, '-p', project, '--noEmit'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`type errors in ${project}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
