const { jestProject } = require('../tools/jest/base.cjs');

const base = jestProject({ name: 'api', rootDir: __dirname });
const [, swcTransform] = Object.entries(base.transform)[0];

module.exports = {
  ...base,
  // PGlite's CommonJS build loads node:fs with import(), which jest's module sandbox refuses without
  // --experimental-vm-modules; compiling its .cjs files with swc turns those imports into require().
  transform: { ...base.transform, '^.+\\.cjs$': swcTransform },
  // openapi-typescript (the docs test renders @ieum/api-types with it) uses some ESM-only packages.
  transformIgnorePatterns: base.transformIgnorePatterns.map((pattern) =>
    pattern.replace('(?!(', '(?!(@electric-sql|parse-json|index-to-position|change-case|supports-color|'),
  ),
  // Builds the migrated database template once per run (a PGlite dump, or a database on PostgreSQL).
  globalSetup: '<rootDir>/test/global-setup.ts',
  // Slow whole-system checks (*.slow.test.ts: the month simulation, over a minute) run only with
  // API_SLOW_TESTS=1, which the PostgreSQL step of `npm test` sets; every other run skips them.
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.API_SLOW_TESTS === '1' ? [] : ['\\.slow\\.test\\.ts$'])],
  testTimeout: 30_000,
};
