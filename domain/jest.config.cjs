const { jestProject } = require('../tools/jest/base.cjs');

module.exports = jestProject({ name: 'domain', rootDir: __dirname });
