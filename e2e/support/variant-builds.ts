import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');
const FRONT_END_FOLDERS = ['domain', 'platform', 'shared-ui', 'app-kit', 'shell', 'types'];
const SKIPPED = new Set(['node_modules', 'dist', '__tests__', 'surface']);

/**
 * A scratch copy of the front-end packages that builds exactly like the repository (same rspack
 * config, same libraries through links to the repository's node_modules), so a test can change a
 * shared package's version or code and build an app against it without touching the checkout.
 */
export class ScratchRepo {
  readonly root = fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-variant-'));

  constructor() {
    const remotes = fs.readdirSync(repoRoot).filter((name) => name.startsWith('mfe-'));
    for (const folder of [...FRONT_END_FOLDERS, ...remotes, 'tools/rspack', 'tools/prerender']) {
      fs.cpSync(path.join(repoRoot, folder), path.join(this.root, folder), {
        recursive: true,
        filter: (source) => !SKIPPED.has(path.basename(source)),
      });
    }
    // Libraries come from the repository; the workspace packages from this copy.
    const modules = path.join(this.root, 'node_modules');
    fs.mkdirSync(path.join(modules, '@ieum'), { recursive: true });
    for (const entry of fs.readdirSync(path.join(repoRoot, 'node_modules'))) {
      if (entry !== '@ieum' && entry !== '.bin') fs.symlinkSync(path.join(repoRoot, 'node_modules', entry), path.join(modules, entry));
    }
    for (const entry of fs.readdirSync(path.join(repoRoot, 'node_modules/@ieum'))) {
      const copied = path.join(this.root, entry);
      fs.symlinkSync(fs.existsSync(copied) ? copied : path.join(repoRoot, entry), path.join(modules, '@ieum', entry));
    }
  }

  file(relativePath: string): string {
    return path.join(this.root, relativePath);
  }

  edit(relativePath: string, change: (text: string) => string) {
    const file = this.file(relativePath);
    const before = fs.readFileSync(file, 'utf8');
    const after = change(before);
    if (after === before) throw new Error(`edit of ${relativePath} changed nothing`);
    fs.writeFileSync(file, after);
  }

  write(relativePath: string, text: string) {
    fs.mkdirSync(path.dirname(this.file(relativePath)), { recursive: true });
    fs.writeFileSync(this.file(relativePath), text);
  }

  setVersion(folder: string, version: string) {
    this.edit(`${folder}/package.json`, (text) => text.replace(/"version": "[^"]+"/, `"version": "${version}"`));
  }

  /** A production build of one app of this copy into `<outRoot>/<folder>`, as the repository's build does. */
  build(folder: string, outRoot: string) {
    const run = () =>
      spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/@rspack/cli/bin/rspack.js'), 'build'], {
        cwd: this.file(folder),
        env: { ...process.env, NODE_ENV: 'production', IEUM_DIST_ROOT: outRoot },
        encoding: 'utf8',
      });
    let result = run();
    // Once in a clean-clone test run the build process ended after "compiled successfully" with
    // nothing on stderr, most likely a crash of the bundler's native code. A process stopped by a
    // signal is built again once (a real build failure exits with a status, and fails here).
    if (result.signal) {
      console.warn(`build of ${folder} was stopped by ${result.signal}; building it again`);
      result = run();
    }
    if (result.status !== 0) {
      const how = result.error ? `could not run (${result.error.message})` : result.signal ? `was stopped by ${result.signal}` : `exited with ${result.status}`;
      throw new Error(`build of ${folder} in ${this.root} ${how}:\n${result.stdout}\n${result.stderr}`);
    }
    return path.join(outRoot, folder);
  }

  remove() {
    fs.rmSync(this.root, { recursive: true, force: true });
  }
}
