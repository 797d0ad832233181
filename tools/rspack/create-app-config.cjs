// Builds the rspack configuration of one app (the shell or a remote) so every app is built
// the same way and adding a remote is only a new package.
const path = require('node:path');
const fs = require('node:fs');
const rspack = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { sharedDependencies } = require('./shared-dependencies.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { FirstScreenPreloadPlugin } = require('./first-screen-preload-plugin.cjs');
const { prerenderConfig } = require('../prerender/prerender-config.cjs');

// react-router's package exports only its development build (checks and warnings, about twice the
// size); its production build sits beside it. Every app resolves the same files, so the shared
// singleton is the same module everywhere.
const reactRouterDir = path.dirname(require.resolve('react-router/package.json'));
// The federation runtime's packages, by default taken in their CommonJS builds, whole: their ES
// module builds let the unused parts go (manifest snapshots, logging), about 5 KB gzip off the
// shell's entry and 5 KB off each remote entry. Both the plugin's own import (by file) and the
// packages' imports of each other (by name) are sent there, so a page holds one copy.
const pluginDir = path.dirname(require.resolve('@module-federation/enhanced/rspack'));
const esmFederationRuntime = Object.fromEntries(
  ['webpack-bundler-runtime', 'inject-external-runtime-core-plugin', 'runtime', 'runtime-core', 'sdk'].flatMap((pkg) => {
    const commonJs = require.resolve(`@module-federation/${pkg}`, { paths: [pluginDir] });
    const esm = commonJs.replace(/index\.cjs$/, 'index.js');
    if (commonJs === esm || !fs.existsSync(esm)) throw new Error(`@module-federation/${pkg}: no ES module build beside ${commonJs}`);
    return [
      [`${commonJs}$`, esm],
      [`@module-federation/${pkg}$`, esm],
    ];
  }),
);
const productionBuilds = {
  'react-router$': path.join(reactRouterDir, 'dist/production/index.mjs'),
  'react-router/dom$': path.join(reactRouterDir, 'dist/production/dom-export.mjs'),
  ...esmFederationRuntime,
};

/** What search results and shared links show for the app. */
const SHELL_DESCRIPTION = '이음: 서울의 어르신과 봉사자를 잇는 앱. 도움을 요청하고, 가까운 봉사자와 만나고, AI 말벗과 이야기해요.';

/** File name of the federation runtime on a remote's own page (fixed: the page names it). */
const STANDALONE_RUNTIME_FILE = 'federation-runtime.js';

/**
 * A remote's settings come from the `remote` field of its package.json
 * (`{"name": "auth", "port": 3001, "title": "..."}`), so its rspack.config.cjs is
 * `module.exports = createAppConfig({ dir: __dirname })`. It exposes `./routes` (src/routes.ts).
 * The shell has no `remote` field and passes name, title and port itself.
 *
 * @param {object} options
 * @param {string} options.dir        the app's package folder
 * @param {string} [options.name]     federation name (shell, auth, volunteer, elderly, chat)
 * @param {string} [options.title]    document title of the app's own page
 * @param {number} [options.port]     dev-server port
 * @returns {object[]} the app's build; for a remote also the federation runtime of its own page
 */
function createAppConfig({ dir, ...options }) {
  const pkg = require(path.join(dir, 'package.json'));
  const isHost = !pkg.remote;
  const { name, title = `이음 ${pkg.remote?.name} (단독 실행)`, port } = { ...pkg.remote, ...options };
  if (!name || !port) throw new Error(`${pkg.name}: set "remote": {"name", "port"} in package.json`);
  const exposes = isHost ? undefined : { './routes': './src/routes.ts' };
  const production = process.env.NODE_ENV !== 'development';
  const publicDir = path.join(dir, 'public');
  // IEUM_DIST_ROOT lets the browser tests build into a scratch folder instead of dist/.
  const outputDir = process.env.IEUM_DIST_ROOT ? path.join(process.env.IEUM_DIST_ROOT, path.basename(dir)) : path.join(dir, 'dist');

  const app = {
    name: 'app',
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputDir,
      // Remotes are served from their own origin, so their chunks must resolve against it.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: `ieum_${name}`,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: production ? productionBuilds : {} },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2020',
            },
          },
          type: 'javascript/auto',
        },
        // Styles are imported as text and injected by shared-ui's injectStyles, which works the
        // same inside the shell, inside a remote and on an integrator's page.
        { test: /\.css$/, type: 'asset/source' },
        // Icons this small cost a phone more as a request than as bytes inside the script (the
        // default profile picture was the last thing /edit waited for; the companion's preset pictures,
        // 0.5-0.7 KB, held up the chat frames); larger pictures stay files.
        { test: /\.svg$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 1024 } } },
        { test: /\.(png|jpe?g|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      // Shown in small print so people (and tests) can tell which build of an app they see.
      new rspack.DefinePlugin({ __BUILD_LABEL__: JSON.stringify(process.env.IEUM_BUILD_LABEL ?? pkg.version) }),
      new ModuleFederationPlugin({
        name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: sharedDependencies,
        shareStrategy: 'loaded-first',
        manifest: isHost ? false : { fileName: 'mf-manifest.json' },
        dts: false,
        // The federation runtime (about 30 KB gzip) comes once per page: the shell provides it
        // and remotes use the shell's instead of bundling their own copy.
        experiments: { ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }), optimization: { target: 'web' } },
      }),
      new rspack.HtmlRspackPlugin({
        template: path.join(__dirname, 'index.html'),
        // Only the shell's page is the installable app; a remote's own page (development) is not.
        templateParameters: {
          title,
          description: isHost ? SHELL_DESCRIPTION : `${title}: ${pkg.name}의 화면을 따로 열어 보는 개발용 페이지`,
          installLinks: isHost ? '<link rel="manifest" href="/manifest.webmanifest" /><link rel="apple-touch-icon" href="/icons/icon-192.png" />' : '',
          // A remote's own page has no shell: it loads the federation runtime itself, first.
          standaloneRuntime: isHost ? '' : `<script defer src="${STANDALONE_RUNTIME_FILE}"></script>`,
        },
        chunks: ['main'],
      }),
      fs.existsSync(publicDir) &&
        new rspack.CopyRspackPlugin({ patterns: [{ from: publicDir, to: '.', noErrorOnMissing: true }] }),
      // Every shared package but the HTTP client (it loads when something is sent), and the
      // shell's start (bootstrap, App).
      isHost &&
        production &&
        new FirstScreenPreloadPlugin({
          sharedPackages: Object.keys(sharedDependencies).filter((shared) => shared !== 'axios'),
          startModules: [/[\\/]src[\\/]index\.ts$/, /[\\/]src[\\/]bootstrap\.tsx$/],
        }),
      production && new PrecompressPlugin(),
    ].filter(Boolean),
    performance: { hints: false },
    devServer: {
      port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [
        { context: ['/api'], target: 'http://127.0.0.1:8080' },
        { context: ['/ai'], target: 'http://127.0.0.1:8000', pathRewrite: { '^/ai': '' } },
      ],
    },
  };
  if (isHost) return [app];

  const standaloneRuntime = {
    name: 'standalone-runtime',
    // After the app, whose output.clean would remove this file.
    dependencies: ['app'],
    mode: app.mode,
    context: dir,
    entry: { [path.basename(STANDALONE_RUNTIME_FILE, '.js')]: path.join(__dirname, 'federation-runtime-global.js') },
    devtool: false,
    output: { path: outputDir, filename: STANDALONE_RUNTIME_FILE, clean: false },
    plugins: production ? [new PrecompressPlugin()] : [],
    performance: { hints: false },
  };
  const prerendered = pkg.remote.prerender ?? [];
  if (!production || prerendered.length === 0) return [app, standaloneRuntime];
  return [app, standaloneRuntime, prerenderConfig({ app, dir, paths: prerendered })];
}

module.exports = { createAppConfig };
