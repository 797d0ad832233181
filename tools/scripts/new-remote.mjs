#!/usr/bin/env node
// `npm run new-remote -- <name>`: a new remote, mfe-<name>, on the golden path (tools/templates/remote:
// README, routes.ts through definePages, a routes test, a page reading through useLoaded, an API
// call typed from @ieum/api-types, a page test against a real local API), with its line in
// remotes.json and the next free port. `--into <folder>` writes the remote there and leaves
// remotes.json alone (the structure test generates into a temporary folder so).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { repoRoot, frontEndApps } = require('./apps.cjs');
const { remoteStructureProblems } = require('./remote-structure.cjs');

const TEMPLATE = path.join(repoRoot, 'tools/templates/remote');

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** `health-log` -> `HealthLog`, the page component's name. */
const pascal = (name) => name.replace(/(^|-)([a-z0-9])/g, (_, __, letter) => letter.toUpperCase());

function copyTemplate(from, to, values) {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const fill = (text) => text.replaceAll('__NAME__', values.name).replaceAll('__PAGE__', values.page).replaceAll('__PORT__', String(values.port));
    const target = path.join(to, fill(entry.name.replace(/\.tmpl$/, '')));
    if (entry.isDirectory()) {
      fs.mkdirSync(target, { recursive: true });
      copyTemplate(path.join(from, entry.name), target, values);
    } else {
      fs.writeFileSync(target, fill(fs.readFileSync(path.join(from, entry.name), 'utf8')));
    }
  }
}

const args = process.argv.slice(2);
const intoIndex = args.indexOf('--into');
const into = intoIndex >= 0 ? args[intoIndex + 1] : undefined;
const [name] = args.filter((arg, index) => !arg.startsWith('--') && (intoIndex < 0 || index !== intoIndex + 1));
if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) fail('Usage: npm run new-remote -- <name> [--into <folder>]   (name: lower-case letters, digits and dashes, e.g. reports)');

const remotesFile = path.join(repoRoot, 'remotes.json');
const remotes = JSON.parse(fs.readFileSync(remotesFile, 'utf8'));
const { remotes: existing } = frontEndApps();
if (!into && (remotes[name] || existing.some((remote) => remote.name === name))) fail(`A remote named ${name} already exists.`);
const port = Math.max(3000, ...existing.map((remote) => remote.port)) + 1;

const dir = path.resolve(into ?? path.join(repoRoot, `mfe-${name}`));
if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) fail(`${dir} is not empty.`);
fs.mkdirSync(dir, { recursive: true });
copyTemplate(TEMPLATE, dir, { name, page: pascal(name), port });

const problems = remoteStructureProblems(dir);
if (problems.length > 0) fail(`The generated remote is off the golden path:\n${problems.join('\n')}`);

if (!into) {
  remotes[name] = { entry: `http://{hostname}:${port}/mf-manifest.json`, routes: [`/${name}`] };
  // One line per remote, as the file is kept.
  const line = (value) => JSON.stringify(value, null, 1).replace(/\n\s*/g, ' ').replaceAll('[ ', '[').replaceAll(' ]', ']');
  const lines = Object.entries(remotes).map(([key, value]) => `  ${JSON.stringify(key)}: ${line(value)}`);
  fs.writeFileSync(remotesFile, `{\n${lines.join(',\n')}\n}\n`);
}
console.log(`Made ${path.relative(process.cwd(), dir) || dir} (port ${port}, route /${name}).`);
if (!into) {
  console.log('Next: npm install (links the workspace), then npm run dev -w mfe-' + name + ' and npx jest --selectProjects mfe-' + name + '.');
  console.log('Add its service to docker-compose.yml (copy mfe-care\'s) and describe it in its README.md.');
}
