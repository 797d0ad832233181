const { jestProject } = require('../tools/jest/base.cjs');

const base = jestProject({ name: 'api', rootDir: __dirname });
const [typescriptPattern, swcTransform] = Object.entries(base.transform)[0];

module.exports = {
  ...base,
  // PGlite's CommonJS build loads node:fs with import(), which jest's module sandbox refuses without
  // --experimental-vm-modules; compiling its .cjs files with swc turns those imports into require().
  transform: { ...base.transform, '^.+\\.cjs$': swcTransform },
  // content-disposition 3 (used by @fastify/static under swagger-ui) is ESM only, too.
  transformIgnorePatterns: base.transformIgnorePatterns.map((pattern) =>
    pattern.replace('(?!(', '(?!(@electric-sql|content-disposition|'),
  ),
  // Builds the migrated PGlite template once per run (skipped when TEST_DATABASE_URL points at PostgreSQL).
  globalSetup: '<rootDir>/test/global-setup.ts',
  testTimeout: 30_000,
};
