// Mirrors the bundler rule that imports pictures as the URL of an emitted file (see tools/rspack).
const path = require('node:path');

module.exports = {
  process(_source, filename) {
    return { code: `module.exports = ${JSON.stringify(`/assets/${path.basename(filename)}`)};` };
  },
};
