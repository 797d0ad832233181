#!/usr/bin/env node
// `npm run build:servers`: the API and the AI host compiled to JavaScript (api/dist, ai/dist), so
// production starts them with `node` and never compiles TypeScript at start-up (tsx is for
// development only). One bundle per server: the workspace packages (@ieum/*) point at TypeScript
// sources and are bundled in; every npm package stays in node_modules as installed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Bare imports of npm packages stay `require` calls; relative files and @ieum/* are bundled. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@ieum/') || path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  // The sources run as CommonJS under tsx (they use __dirname); node 20 is the production runtime.
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [npmPackagesExternal],
  // migrate.ts requires each migration file by a computed path (copied beside the bundle below).
  logOverride: { 'unsupported-require-call': 'silent' },
};

/**
 * The bundle sits at <server>/dist/, one folder below the package like src/ is, so paths the
 * sources build from __dirname still hold: server-kit's repository root (../..), the migrations
 * folder (dist/migrations) and the voice worker (dist/espeak-worker.mjs).
 */
const SERVERS = [
  {
    name: 'api',
    entryPoints: { server: 'api/src/server.ts', staff: 'api/scripts/staff.ts' },
    async assets(outdir) {
      const migrations = path.join(repoRoot, 'api/src/db/migrations');
      const files = fs.readdirSync(migrations).filter((file) => /^\d{4}-[a-z0-9-]+\.ts$/.test(file));
      await build({
        ...common,
        bundle: false,
        plugins: [],
        entryPoints: files.map((file) => path.join(migrations, file)),
        outdir: path.join(outdir, 'migrations'),
        sourcemap: false,
      });
    },
  },
  {
    name: 'ai',
    entryPoints: { server: 'ai/src/server.ts' },
    async assets(outdir) {
      fs.copyFileSync(path.join(repoRoot, 'ai/src/speech/espeak-worker.mjs'), path.join(outdir, 'espeak-worker.mjs'));
      // The safety classifier's weights, read beside the bundle at start (ai/src/companion/safety/assess.ts).
      fs.copyFileSync(path.join(repoRoot, 'ai/src/companion/safety/model.json'), path.join(outdir, 'model.json'));
    },
  },
];

/**
 * `folder`: another folder beside dist/ (the browser tests build into dist-e2e, so the unit test that
 * rebuilds dist/ meanwhile never pulls the files from under their running servers).
 */
export async function buildServers(only = [], { folder = 'dist' } = {}) {
  if (!/^[\w.-]+$/.test(folder)) throw new Error(`--folder must be a folder name beside src/, got ${folder}`);
  for (const server of SERVERS.filter(({ name }) => only.length === 0 || only.includes(name))) {
    const started = Date.now();
    const outdir = path.join(repoRoot, server.name, folder);
    fs.rmSync(outdir, { recursive: true, force: true });
    await build({
      ...common,
      absWorkingDir: repoRoot,
      entryPoints: server.entryPoints,
      outdir,
    });
    await server.assets(outdir);
    console.log(`built ${server.name} server in ${Date.now() - started} ms`);
  }
}

// `build-servers.mjs [api|ai ...] [--folder=<name>]`
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const folder = args.find((arg) => arg.startsWith('--folder='))?.slice('--folder='.length);
  buildServers(
    args.filter((arg) => !arg.startsWith('--')),
    folder ? { folder } : {},
  ).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
