const rspack = require('@rspack/core');
const { createAppConfig } = require('../tools/rspack/create-app-config.cjs');
const { PrecompressPlugin } = require('../tools/rspack/precompress-plugin.cjs');

const builds = createAppConfig({ dir: __dirname });
const app = builds.find((build) => build.name === 'app');

// The embeddable chat (`IeumChat.mount`): one self-contained script for integrators' pages, with
// its own React (their page has no federation host). Built after the remote into the same folder,
// so the remote's static server hosts it at /ieum-chat.js.
const widget = {
  name: 'widget',
  dependencies: ['app'],
  mode: app.mode,
  context: __dirname,
  entry: { 'ieum-chat': './src/embed/ieum-chat.ts' },
  devtool: app.mode === 'production' ? 'source-map' : false,
  output: {
    path: app.output.path,
    publicPath: 'auto',
    uniqueName: 'ieum_chat_widget',
    filename: '[name].js',
    assetModuleFilename: 'embed-assets/[name].[contenthash:8][ext]',
    library: { name: 'IeumChat', type: 'window' },
    clean: false,
  },
  resolve: app.resolve,
  module: app.module,
  plugins: [
    new rspack.DefinePlugin({ __BUILD_LABEL__: JSON.stringify(process.env.IEUM_BUILD_LABEL ?? require('./package.json').version) }),
    // One file for the integrator to host and cache.
    new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    app.mode === 'production' && new PrecompressPlugin(),
  ].filter(Boolean),
  performance: { hints: false },
};

module.exports = [...builds, widget];
