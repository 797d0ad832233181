const { jestProject } = require('../tools/jest/base.cjs');

module.exports = {
  // The chat tests run the real API in the same process (its storage is the API's database).
  ...jestProject({ name: 'ai', rootDir: __dirname, server: true }),
  globalSetup: '<rootDir>/../api/test/global-setup.ts',
  testTimeout: 60_000,
};
