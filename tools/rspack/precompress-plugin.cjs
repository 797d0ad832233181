// Writes a gzip and a brotli copy beside every text file of the build, at build time, so the
// app server sends them as they are (tools/serve/app-files.mjs) instead of compressing on
// each request. Both as small as their format allows (gzip by zopfli, about 3 % under zlib's
// level 9): it costs build time once, not phones' download time.
const zlib = require('node:zlib');
const { gzipAsync } = require('@gfx/zopfli');

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/;

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, async (assets) => {
        for (const name of Object.keys(assets)) {
          if (!COMPRESSIBLE.test(name)) continue;
          const body = Buffer.from(compilation.getAsset(name).source.buffer());
          // One iteration: more cost seconds per build and save well under 0.1 %.
          const gzip = await gzipAsync(body, { numiterations: 1 });
          compilation.emitAsset(`${name}.gz`, new sources.RawSource(Buffer.from(gzip)));
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
