const { jestProject } = require('../tools/jest/base.cjs');

// Browser tests: real Chromium against the production build served as users get it.
// Two files at a time: each starts its own servers on free ports with its own data.
// To iterate without rebuilding, IEUM_E2E_REUSE_DIST=/tmp/ieum-e2e-dist-<...> serves the build an
// earlier run left there (see support/global-setup.ts); `npm test` always builds afresh.
module.exports = {
  ...jestProject({ name: 'e2e', rootDir: __dirname }),
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  testTimeout: 120_000,
  maxWorkers: 2,
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
};
