// One jest setup for every package: swc compiles TypeScript/JSX to CommonJS.
const path = require('node:path');

// ESM-only packages that jest must compile before it can require them.
const esmPackages = ['jose', 'cookie', '@nivo', 'd3-[^/]+', 'internmap'];

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

function jestProject({ name, rootDir, environment = 'node', setupFiles = [] }) {
  return {
    displayName: name,
    rootDir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/**/__tests__/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': swcTransform,
      '^.+\\.css$': path.join(__dirname, 'css-as-text.cjs'),
      '^.+\\.(svg|png|jpe?g|webp)$': path.join(__dirname, 'asset-as-url.cjs'),
    },
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
    setupFilesAfterEnv: setupFiles,
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    globals: { __BUILD_LABEL__: 'test' },
  };
}

module.exports = { jestProject };
