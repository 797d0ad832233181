const path = require('node:path');
const { jestProject } = require('../tools/jest/base.cjs');

module.exports = jestProject({
  name: 'app-kit',
  rootDir: __dirname,
  environment: 'jsdom',
  setupFiles: [path.join(__dirname, '../tools/jest/setup-dom.ts')],
});
