const { createAppConfig } = require('../tools/rspack/create-app-config.cjs');
const { remote } = require('./package.json');

module.exports = createAppConfig({
  dir: __dirname,
  name: remote.name,
  port: remote.port,
  title: '이음 계정 (단독 실행)',
  exposes: { './routes': './src/routes.ts' },
});
