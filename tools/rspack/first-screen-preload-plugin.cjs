// The shell's scripts that every first screen needs are named in its page, so a phone downloads
// them beside the entry script instead of one round trip after it (the entry asks for them only
// once it has run). Low priority: the entry script and the page's own content come first.

/** `provide shared module (default) react-dom@19.3.1 = ...`: the shell's own copy of a shared package. */
const PROVIDED_SHARED = /^provide shared module \([^)]*\) (.+)@[^@=\s]+ = /;

class FirstScreenPreloadPlugin {
  /**
   * @param {object} options
   * @param {string[]} options.sharedPackages shared packages the first screen renders with
   * @param {RegExp[]} options.startModules   app modules whose dynamic imports start the first screen
   */
  constructor({ sharedPackages, startModules }) {
    this.sharedPackages = new Set(sharedPackages);
    this.startModules = startModules;
  }

  /** The chunk group is loaded by every start: a wanted package's own copy, or the app's start code. */
  isFirstScreen(origin) {
    if (!origin.module) return false;
    const provided = PROVIDED_SHARED.exec(origin.module.identifier());
    if (provided) return this.sharedPackages.has(provided[1]);
    const resource = origin.module.nameForCondition?.() ?? '';
    return Boolean(origin.request?.startsWith('.')) && this.startModules.some((pattern) => pattern.test(resource));
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstScreenPreloadPlugin', (compilation) => {
      // After the page is written, before hashes are final (they are replaced in it too) and
      // before it is compressed.
      compilation.hooks.processAssets.tap({ name: 'FirstScreenPreloadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const page = compilation.getAsset('index.html');
        if (!page) return;
        const files = new Set();
        for (const group of compilation.chunkGroups) {
          if (!group.origins.some((origin) => this.isFirstScreen(origin))) continue;
          for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        const publicPath = compilation.outputOptions.publicPath;
        const links = [...files]
          .sort()
          .map((file) => `<link rel="preload" as="script" fetchpriority="low" href="${publicPath}${file}" />`)
          .join('');
        const html = page.source.source().toString();
        compilation.updateAsset('index.html', new sources.RawSource(html.replace('</head>', `${links}</head>`)));
      });
    });
  }
}

module.exports = { FirstScreenPreloadPlugin };
