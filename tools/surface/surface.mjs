#!/usr/bin/env node
// `npm run surface`: checks the versions of the shared packages against their exported surface.
// `npm run surface -- --write [folder...]`: records the current surface as <folder>/surface/<version>.json
// (refused when the version step is too small for the change). `--json` prints the surfaces.
// The rule itself is in versioning.cjs; README.md, "Versions of the shared packages", explains it.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describePackages, VERSIONED_PACKAGES } from './describe-surface.mjs';

const require = createRequire(import.meta.url);
const { readSnapshots, versioningProblems } = require('./versioning.cjs');
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const args = process.argv.slice(2);
const folders = args.filter((arg) => !arg.startsWith('--'));
const described = describePackages(folders.length > 0 ? folders : VERSIONED_PACKAGES.map((item) => item.folder));

if (args.includes('--json')) {
  process.stdout.write(JSON.stringify(described));
  process.exit(0);
}

let failed = false;
for (const [folder, { package: name, version, surface }] of Object.entries(described)) {
  const packageDir = path.join(repoRoot, folder);
  const snapshots = readSnapshots(packageDir);
  let problems = versioningProblems({ name, folder, version, surface, snapshots });
  if (args.includes('--write')) {
    const onlyUnrecorded = problems.every((problem) => problem.includes('is not recorded') || problem.includes('no surface snapshot'));
    if (problems.length > 0 && onlyUnrecorded) {
      fs.mkdirSync(path.join(packageDir, 'surface'), { recursive: true });
      const file = path.join(packageDir, 'surface', `${version}.json`);
      fs.writeFileSync(file, `${JSON.stringify({ package: name, version, surface }, null, 2)}\n`);
      console.log(`${name}: wrote ${path.relative(repoRoot, file)}`);
      problems = [];
    }
  }
  if (problems.length === 0) console.log(`${name} ${version}: surface and version agree`);
  for (const problem of problems) console.error(problem);
  failed ||= problems.length > 0;
}
process.exit(failed ? 1 : 0);
