const { jestProject } = require('./jest/base.cjs');

module.exports = jestProject({ name: 'tools', rootDir: __dirname });
