// One jest setup for every package: swc compiles TypeScript/JSX to CommonJS.
const path = require('node:path');

// ESM-only packages that jest must compile before it can require them.
const esmPackages = ['jose', 'cookie', '@nivo', 'd3-[^/]+', 'internmap'];
// The server packages' tests also need these: PGlite (@electric-sql) and the OpenAPI rendering of
// @ieum/api-types (openapi-typescript) use ESM-only packages.
const serverEsmPackages = ['@electric-sql', 'content-disposition', 'parse-json', 'index-to-position', 'change-case', 'supports-color'];

const swcTransform = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/**
 * `server`: a package whose tests run the API on PGlite. PGlite's CommonJS build loads node:fs with
 * import(), which jest's module sandbox refuses without --experimental-vm-modules; compiling its .cjs
 * files with swc turns those imports into require().
 */
function jestProject({ name, rootDir, environment = 'node', setupFiles = [], server = false }) {
  const compiled = server ? [...serverEsmPackages, ...esmPackages] : esmPackages;
  return {
    displayName: name,
    rootDir,
    testEnvironment: environment === 'node' ? path.join(__dirname, 'node-environment.cjs') : environment,
    testMatch: ['<rootDir>/**/__tests__/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': swcTransform,
      ...(server ? { '^.+\\.cjs$': swcTransform } : {}),
      '^.+\\.css$': path.join(__dirname, 'css-as-text.cjs'),
      '^.+\\.(svg|png|jpe?g|webp)$': path.join(__dirname, 'asset-as-url.cjs'),
    },
    transformIgnorePatterns: [`/node_modules/(?!(${compiled.join('|')})/)`],
    setupFilesAfterEnv: setupFiles,
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    globals: { __BUILD_LABEL__: 'test' },
  };
}

module.exports = { jestProject };
