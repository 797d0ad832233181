const { createAppConfig } = require('../tools/rspack/create-app-config.cjs');

module.exports = createAppConfig({ dir: __dirname, name: 'shell', title: '이음', port: 3000 });
