import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const { frontEndApps, repoRoot } = require('../scripts/apps.cjs');

interface ConfigSummary {
  federation: Record<string, unknown>;
  port: number;
  title: string;
}

// @rspack/core is an ES module, which jest cannot require: read each config in a plain Node process.
function summarise(configFile: string): ConfigSummary {
  const script = `
    const exported = require(${JSON.stringify(configFile)});
    // A remote may build more than its federated app (mfe-chat adds its embeddable widget).
    const config = [exported].flat().find((entry) => entry.plugins.some((p) => p.constructor.name === 'ModuleFederationPlugin'));
    const plugin = (name) => config.plugins.find((p) => p.constructor.name === name);
    process.stdout.write(JSON.stringify({
      federation: plugin('ModuleFederationPlugin')._options,
      port: config.devServer.port,
      title: plugin('HtmlRspackPlugin')._args[0].templateParameters.title,
    }));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: repoRoot, encoding: 'utf8' }));
}

describe('createAppConfig (tools/rspack)', () => {
  const { shell, remotes } = frontEndApps();
  const { sharedDependencies } = require('../rspack/shared-dependencies.cjs');

  const remoteFolders: string[] = remotes.map((remote: { folder: string }) => remote.folder);

  it.each(remoteFolders)(
    '%s: name, port and title come from its package.json, it exposes ./routes, and its config passes only its folder',
    (folder: string) => {
      const dir = path.join(repoRoot, folder);
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      const summary = summarise(path.join(dir, 'rspack.config.cjs'));
      expect(summary.federation).toMatchObject({
        name: pkg.remote.name,
        filename: 'remoteEntry.js',
        exposes: { './routes': './src/routes.ts' },
        manifest: { fileName: 'mf-manifest.json' },
        shared: sharedDependencies,
      });
      expect(summary.port).toBe(pkg.remote.port);
      expect(summary.title).toBe(pkg.remote.title ?? `이음 ${pkg.remote.name} (단독 실행)`);
      expect(fs.readFileSync(path.join(dir, 'rspack.config.cjs'), 'utf8')).toContain('createAppConfig({ dir: __dirname })');
    },
  );

  it('builds the shell as the host: no exposes, no manifest, the same shared list', () => {
    const summary = summarise(path.join(shell.dir, 'rspack.config.cjs'));
    expect(summary.federation).toMatchObject({ name: 'shell', remotes: {}, manifest: false, shared: sharedDependencies });
    expect(summary.federation.exposes).toBeUndefined();
    expect(summary.port).toBe(shell.port);
  });
});
