const path = require('node:path');
const { jestProject } = require('../tools/jest/base.cjs');

const project = jestProject({
  name: 'mfe-care',
  rootDir: __dirname,
  environment: 'jsdom',
  setupFiles: [path.join(__dirname, '../tools/jest/setup-dom.ts')],
});

// The CommonJS build of nivo's pie renders an invalid element under jest: use its ES module build.
project.moduleNameMapper = {
  '^@nivo/([a-z-]+)$': path.join(__dirname, '../node_modules/@nivo/$1/dist/nivo-$1.mjs'),
};

module.exports = project;
