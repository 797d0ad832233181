const { jestProject } = require('../tools/jest/base.cjs');

module.exports = { ...jestProject({ name: 'ai', rootDir: __dirname }), testTimeout: 30_000 };
