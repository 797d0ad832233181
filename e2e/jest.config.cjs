const { jestProject } = require('../tools/jest/base.cjs');

// Browser tests: real Chromium against the production build served as users get it.
module.exports = {
  ...jestProject({ name: 'e2e', rootDir: __dirname }),
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  testTimeout: 120_000,
  maxWorkers: 2,
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
};
