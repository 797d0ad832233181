#!/usr/bin/env node
// `npm run topology -- [--phones 300] [--duration 180] [--hold]`: the production topology of
// docker-compose.yml on this machine without Docker (bench/src/topology.ts), from the built
// servers, and the soak against it (bench/src/topology-soak.ts). Installs Debian's nginx (with the
// brotli_static module) when it is missing and builds the servers and the apps when they are not built.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const hasNginx = spawnSync('sh', ['-c', 'command -v nginx || test -x /usr/sbin/nginx']).status === 0;
if (!hasNginx) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  console.log('nginx is missing: installing Debian\'s nginx-light and the brotli_static module');
  run(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), 'install', '-y', 'nginx-light', 'libnginx-mod-http-brotli-static'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

run(process.execPath, [path.join(repoRoot, 'tools/scripts/build-servers.mjs')]);
const apps = ['shell', 'mfe-auth', 'mfe-volunteer', 'mfe-elderly', 'mfe-chat', 'mfe-care'];
const unbuilt = apps.filter((app) => !fs.existsSync(path.join(repoRoot, app, 'dist/index.html')));
if (unbuilt.length > 0) run(process.execPath, [path.join(repoRoot, 'tools/scripts/build-all.mjs'), ...unbuilt]);

run(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), path.join(repoRoot, 'bench/src/topology-soak.ts'), ...process.argv.slice(2)]);
