#!/usr/bin/env node
// Usage: node render-pages.cjs <prerender bundle> <output folder> <path>...
// Runs a remote's prerender bundle (prerender-entry.tsx) in jsdom and writes, for each path, the
// page's markup and the stylesheets it added: <output folder>/<path in lower case>.json. A page
// that shows nothing without a visitor's data (it redirects out of this remote) gets no file.
const fs = require('node:fs');
const path = require('node:path');
const { JSDOM } = require('jsdom');

async function main() {
  const [bundle, outDir, ...paths] = process.argv.slice(2);
  const dom = new JSDOM('<!doctype html><html lang="ko"><head></head><body></body></html>', {
    url: 'http://localhost/',
    pretendToBeVisual: true,
  });
  globalThis.window = dom.window;
  for (const key of Object.getOwnPropertyNames(dom.window)) {
    if (!(key in globalThis)) globalThis[key] = dom.window[key];
  }
  const { renderPage } = require(path.resolve(bundle));
  fs.mkdirSync(outDir, { recursive: true });
  for (const pagePath of paths) {
    const { html, finalPath } = await renderPage(pagePath);
    const file = path.join(outDir, `${pagePath.toLowerCase().replace(/^\//, '')}.json`);
    if (!html.trim()) {
      console.log(`prerender ${pagePath}: nothing to show without a visitor (ended at ${finalPath})`);
      continue;
    }
    const styles = Array.from(dom.window.document.head.querySelectorAll('style'), (style) => style.outerHTML).join('');
    fs.writeFileSync(file, JSON.stringify({ path: pagePath, finalPath, styles, html }));
    console.log(`prerender ${pagePath}${finalPath === pagePath ? '' : ` (shows ${finalPath})`}: ${html.length} characters`);
  }
  dom.window.close();
  // Timers a page started (polls, retries) must not keep the build waiting.
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
