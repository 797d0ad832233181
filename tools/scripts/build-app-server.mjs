#!/usr/bin/env node
// `npm run build:app-server` [outfile]: the app server (tools/serve/serve-app.mjs, Fastify and its plugins)
// as one self-contained file, tools/dist/serve-app.mjs, so the web image carries that file and the
// app's build, no node_modules. tools/dist/ is as deep as tools/serve/, so the paths serve-app.mjs
// builds from its own location (the repository root) still hold.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const APP_SERVER_BUNDLE = 'tools/dist/serve-app.mjs';

export async function buildAppServer(outfile = path.join(repoRoot, APP_SERVER_BUNDLE)) {
  await build({
    absWorkingDir: repoRoot,
    entryPoints: ['tools/serve/serve-app.mjs'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    // Fastify and its plugins are CommonJS and require Node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
  return outfile;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  buildAppServer(process.argv[2] ? path.resolve(process.argv[2]) : undefined)
    .then((file) => console.log(`built ${path.relative(repoRoot, file)} in ${Date.now() - started} ms`))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
