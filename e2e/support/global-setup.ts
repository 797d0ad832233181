import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from './browser';

const repoRoot = path.resolve(__dirname, '../..');

/** Apps built side by side: the machine has two cores and one rspack build mostly uses one. */
const PARALLEL_BUILDS = 2;

function runNode(what: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (status, signal) => (status === 0 ? resolve() : reject(new Error(`${what} ended with ${signal ?? status}`))));
  });
}

const buildApps = (folders: string[], distRoot: string) =>
  runNode(`build of ${folders.join(', ')}`, [path.join(repoRoot, 'tools/scripts/build-all.mjs'), ...folders], { IEUM_DIST_ROOT: distRoot });

/** A migrated embedded database that every test stack's API starts on a copy of (see stack.ts). */
async function makePgliteTemplate(): Promise<string> {
  const folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-e2e-pglite-')), 'pglite');
  const tsx = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');
  await runNode('the migrated database template', [tsx, path.join(__dirname, 'pglite-template.ts'), folder]);
  return folder;
}

/** Folder (beside api/src and ai/src) of the compiled servers every test stack runs. */
const SERVER_BUILD = 'dist-e2e';

/** Earlier runs' builds stay for IEUM_E2E_REUSE_DIST, but not forever: those untouched for six hours go. */
function removeOldBuilds() {
  const cutoff = Date.now() - 6 * 60 * 60 * 1000;
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith('ieum-e2e-dist-')) continue;
    const folder = path.join(os.tmpdir(), name);
    try {
      if (fs.statSync(folder).mtimeMs < cutoff) fs.rmSync(folder, { recursive: true, force: true });
    } catch {
      // Removed by a parallel run.
    }
  }
}

/**
 * The API and the AI host compiled once (as production runs them): each of the ~20 stack starts
 * (and restarts) then runs node on JavaScript instead of tsx compiling and loading the sources.
 */
const buildServers = () =>
  runNode('the server build', [path.join(repoRoot, 'tools/scripts/build-servers.mjs'), `--folder=${SERVER_BUILD}`]).then(() => {
    process.env.IEUM_E2E_SERVER_BUILD = SERVER_BUILD;
  });

/** The app server as the web image runs it (one bundled file): six start at every stack start. */
const buildAppServer = () => {
  const bundle = path.join(repoRoot, 'tools', SERVER_BUILD, 'serve-app.mjs');
  return runNode('the app server build', [path.join(repoRoot, 'tools/scripts/build-app-server.mjs'), bundle]).then(() => {
    process.env.IEUM_E2E_APP_SERVER = bundle;
  });
};

/**
 * Builds every app once into a scratch folder that the test stacks serve. IEUM_E2E_REUSE_DIST=<folder>
 * serves that earlier build instead (for iterating on tests; `npm test` always builds fresh): the
 * folder must hold one build per app, e.g. the `ieum-e2e-dist-*` folder a previous run left in the
 * temp folder.
 */
export default async function globalSetup() {
  findChromium();
  const { frontEndApps } = require(path.join(repoRoot, 'tools/scripts/apps.cjs'));
  const { shell, remotes } = frontEndApps() as { shell: { folder: string }; remotes: { folder: string }[] };
  const folders = [shell, ...remotes].map((app) => app.folder);

  const started = Date.now();
  const template = makePgliteTemplate();
  template.catch(() => {}); // awaited below, after the builds; a failure then fails the setup
  const servers = Promise.all([buildServers(), buildAppServer()]);
  servers.catch(() => {});
  const reuse = process.env.IEUM_E2E_REUSE_DIST;
  if (reuse) {
    const missing = folders.filter((folder) => !fs.existsSync(path.join(reuse, folder)));
    if (missing.length > 0) throw new Error(`IEUM_E2E_REUSE_DIST=${reuse} has no build of ${missing.join(', ')}`);
    console.log(`\nserving the earlier build in ${reuse} (IEUM_E2E_REUSE_DIST)`);
    process.env.IEUM_E2E_DIST_ROOT = reuse;
  } else {
    removeOldBuilds();
    const distRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-e2e-dist-'));
    const queues: string[][] = Array.from({ length: PARALLEL_BUILDS }, () => []);
    folders.forEach((folder, index) => queues[index % PARALLEL_BUILDS].push(folder));
    await Promise.all(queues.filter((queue) => queue.length > 0).map((queue) => buildApps(queue, distRoot)));
    process.env.IEUM_E2E_DIST_ROOT = distRoot;
  }
  await servers;
  process.env.IEUM_E2E_PGLITE_TEMPLATE = await template;
  console.log(`e2e global setup (builds and database template) took ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
