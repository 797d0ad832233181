const { jestProject } = require('../tools/jest/base.cjs');

module.exports = jestProject({ name: 'server-kit', rootDir: __dirname });
