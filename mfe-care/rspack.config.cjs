const { createAppConfig } = require('../tools/rspack/create-app-config.cjs');

module.exports = createAppConfig({ dir: __dirname });
