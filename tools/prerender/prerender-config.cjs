// The build step that pre-renders a remote's public pages (package.json `remote.prerender`): its
// pages are bundled for Node with the app's own rules and versions, rendered in jsdom
// (render-pages.cjs), and written to dist/prerendered/<path>.json. The shell's server puts that
// markup into the page it sends (tools/serve/prerendered-pages.mjs), so the screen paints before
// the scripts arrive; the shell swaps in the live page once it is ready.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { RouteChunksPlugin } = require('./route-chunks.cjs');

/** Stands for the remote's origin in pre-rendered image addresses; the shell's server fills it in. */
const REMOTE_ORIGIN_PLACEHOLDER = '__IEUM_REMOTE_ORIGIN__';

class RenderPagesPlugin {
  constructor({ bundleDir, outputDir, paths, routeChunksFile }) {
    Object.assign(this, { bundleDir, outputDir, paths, routeChunksFile });
  }

  apply(compiler) {
    compiler.hooks.done.tap('RenderPagesPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const result = spawnSync(
        process.execPath,
        [path.join(__dirname, 'render-pages.cjs'), path.join(this.bundleDir, 'prerender.js'), path.join(this.outputDir, 'prerendered'), ...this.paths],
        { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', IEUM_ROUTE_CHUNKS: this.routeChunksFile } },
      );
      fs.rmSync(this.bundleDir, { recursive: true, force: true });
      fs.rmSync(this.routeChunksFile, { force: true });
      if (result.status !== 0) throw new Error(`pre-rendering ${this.paths.join(', ')} failed`);
    });
  }
}

function prerenderConfig({ app, dir, paths }) {
  const bundleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-prerender-'));
  // Written by the app's build, read when its pages are rendered (outside bundleDir: that build cleans it).
  const routeChunksFile = `${bundleDir}.route-chunks.json`;
  app.plugins.push(new RouteChunksPlugin({ routesFile: path.join(dir, 'src/routes.ts'), outputFile: routeChunksFile }));
  return {
    name: 'prerender',
    // After the app, whose output.clean would remove the pre-rendered pages.
    dependencies: ['app'],
    mode: 'production',
    target: 'node',
    context: dir,
    entry: { prerender: path.join(__dirname, 'prerender-entry.tsx') },
    devtool: false,
    resolve: {
      ...app.resolve,
      alias: { ...app.resolve.alias, 'ieum-prerender-routes$': path.join(dir, 'src/routes.ts') },
    },
    module: {
      rules: app.module.rules.map((rule) =>
        // The prerender entry lives in tools/, outside the app; it is compiled like the app's code.
        rule.loader === 'builtin:swc-loader' ? { ...rule, exclude: /node_modules/ } : rule,
      ),
    },
    output: {
      path: bundleDir,
      filename: '[name].js',
      chunkFilename: '[name].js',
      publicPath: `${REMOTE_ORIGIN_PLACEHOLDER}/`,
      assetModuleFilename: app.output.assetModuleFilename,
      library: { type: 'commonjs2' },
      clean: true,
    },
    optimization: { minimize: false },
    plugins: [
      app.plugins.find((plugin) => plugin && plugin.constructor.name === 'DefinePlugin'),
      new RenderPagesPlugin({ bundleDir, outputDir: app.output.path, paths, routeChunksFile }),
    ].filter(Boolean),
    performance: { hints: false },
  };
}

module.exports = { prerenderConfig };
