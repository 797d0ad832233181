const { jestProject } = require('../tools/jest/base.cjs');

const base = jestProject({ name: 'ai', rootDir: __dirname });
const [, swcTransform] = Object.entries(base.transform)[0];

module.exports = {
  ...base,
  // The chat tests run the real API in the same process (its storage is the API's database),
  // so they need the API's jest settings for PGlite too (see api/jest.config.cjs).
  transform: { ...base.transform, '^.+\\.cjs$': swcTransform },
  // openapi-typescript (the docs test renders the AI types of @ieum/api-types with it) uses some ESM-only packages.
  transformIgnorePatterns: base.transformIgnorePatterns.map((pattern) =>
    pattern.replace('(?!(', '(?!(@electric-sql|content-disposition|parse-json|index-to-position|change-case|supports-color|'),
  ),
  globalSetup: '<rootDir>/../api/test/global-setup.ts',
  testTimeout: 60_000,
};
