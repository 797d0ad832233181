const { jestProject } = require('../tools/jest/base.cjs');

module.exports = {
  ...jestProject({ name: 'api', rootDir: __dirname, server: true }),
  // Builds the migrated database template once per run (a PGlite dump, or a database on PostgreSQL).
  globalSetup: '<rootDir>/test/global-setup.ts',
  // Slow whole-system checks (*.slow.test.ts: the month simulation, over a minute) run only with
  // API_SLOW_TESTS=1, which the PostgreSQL step of `npm test` sets; every other run skips them.
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.API_SLOW_TESTS === '1' ? [] : ['\\.slow\\.test\\.ts$'])],
  testTimeout: 30_000,
};
