// Writes a gzip and a brotli copy beside every text file of the build, at build time, so the
// static server sends them as they are (tools/serve/static-server.mjs) instead of compressing on
// each request. Both at their highest level: it costs build time once, not phones' download time.
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/;

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (!COMPRESSIBLE.test(name)) continue;
          const body = Buffer.from(compilation.getAsset(name).source.buffer());
          compilation.emitAsset(`${name}.gz`, new sources.RawSource(zlib.gzipSync(body, { level: 9 })));
          const brotli = zlib.brotliCompressSync(body, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          });
          compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli));
        }
      });
    });
  }
}

module.exports = { PrecompressPlugin };
