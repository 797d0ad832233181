#!/usr/bin/env node
// Usage: node tools/serve/serve-app.mjs <app folder> [--port N] [--dist folder]
// Serves the app's dist/ folder (app-server.mjs). The shell also answers /remotes.json and sends
// its page completed per request (first-screen-hints.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppServer } from './app-server.mjs';
import { hostnameOf, readRemotesConfig } from './remotes-config.mjs';
import { completeShellPage, warmPrerenderedPages } from './first-screen-hints.mjs';
import { createPrerenderedPages } from './prerendered-pages.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [appArg, ...rest] = process.argv.slice(2);
if (!appArg) {
  console.error('usage: serve-app.mjs <app folder> [--port N] [--dist folder]');
  process.exit(2);
}
const appDir = path.resolve(appArg);
const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
const portFlag = rest.indexOf('--port');
const isShell = !pkg.remote;
const port = Number(portFlag >= 0 ? rest[portFlag + 1] : isShell ? process.env.SHELL_PORT ?? 3000 : pkg.remote.port);
const distFlag = rest.indexOf('--dist');
const distDir = distFlag >= 0 ? path.resolve(rest[distFlag + 1]) : path.join(appDir, 'dist');
if (!fs.existsSync(path.join(distDir, 'index.html'))) {
  console.error(`${pkg.name}: ${distDir} has no build; run npm run build first`);
  process.exit(1);
}

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:8080';
const aiUrl = process.env.AI_URL ?? 'http://127.0.0.1:8000';
// Where this server reaches a remote's pre-rendered pages when browsers' address for it does not
// work from here (containers): {"auth": "http://mfe-auth:3001"}.
const serverOrigins = JSON.parse(process.env.REMOTE_SERVER_ORIGINS || '{}');
const prerenderedPage = createPrerenderedPages();
const remotesFile = process.env.REMOTES_CONFIG ?? path.join(repoRoot, 'remotes.json');
const upstreamTimeoutMs = process.env.UPSTREAM_TIMEOUT_MS ? Number(process.env.UPSTREAM_TIMEOUT_MS) : undefined;

const app = await createAppServer({
  root: distDir,
  cors: !isShell,
  proxies: [
    { prefix: '/api', target: apiUrl },
    { prefix: '/ai', target: aiUrl, stripPrefix: true },
  ],
  upstreamTimeoutMs,
  logLevel: process.env.SERVE_LOG_LEVEL ?? 'warn',
  jsonRoutes: isShell ? { '/remotes.json': (request) => readRemotesConfig(remotesFile, hostnameOf(request)) } : {},
  page: isShell
    ? async (html, request) => completeShellPage(html, await readRemotesConfig(remotesFile, hostnameOf(request)), request.url, { prerenderedPage, serverOrigins })
    : undefined,
});

await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
console.log(JSON.stringify({ msg: 'serving', app: pkg.name, port, dist: path.relative(repoRoot, distDir) }));
// The remotes may start with this server or well after it on a busy host: asked again over the first
// minute (a remote that did not answer is retried after 3 s), so the first visitors get the
// pre-rendered pages too.
if (isShell) {
  const warm = async () => warmPrerenderedPages(await readRemotesConfig(remotesFile, 'localhost'), { prerenderedPage, serverOrigins });
  for (const delayMs of [0, 4_000, 10_000, 20_000, 40_000, 60_000]) setTimeout(() => void warm().catch(() => {}), delayMs).unref();
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void app.close().then(() => process.exit(0)));
}
