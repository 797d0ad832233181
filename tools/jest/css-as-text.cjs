// Mirrors the bundler rule that imports .css files as text (see tools/rspack).
module.exports = {
  process(source) {
    return { code: `module.exports = ${JSON.stringify(source)};` };
  },
};
