#!/usr/bin/env node
// Usage: node render-pages.cjs <prerender bundle> <output folder> <path>...
// Runs a remote's prerender bundle (prerender-entry.tsx) in jsdom and writes, for each path, the
// page's markup, the stylesheets it added and who may see it: <output folder>/<path in lower
// case>.json. A page that shows nothing (it redirects out of this remote) gets no file.
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const { JSDOM } = require('jsdom');

/** Where the user's name goes in a signed-in page's frame; the shell's page puts the stored name in it. */
const userNameSlot = (fallback) => `<span data-ieum-session="userName">${fallback.replaceAll('&', '&amp;').replaceAll('<', '&lt;')}</span>`;

/** The API a signed-in page calls while it is rendered: it takes every request and never answers. */
async function silentApi() {
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${server.address().port}`;
}

/** The name's mark becomes a slot in text; an attribute cannot hold one, so the name is left out there. */
function withUserNameSlots(dom, html, mark, fallback) {
  if (!html.includes(mark)) return html;
  const template = dom.window.document.createElement('template');
  template.innerHTML = html;
  const walker = dom.window.document.createTreeWalker(template.content, dom.window.NodeFilter.SHOW_ELEMENT);
  for (let element = walker.currentNode; element; element = walker.nextNode()) {
    if (element.attributes) {
      for (const attribute of Array.from(element.attributes)) {
        if (attribute.value.includes(mark)) element.setAttribute(attribute.name, attribute.value.replaceAll(mark, ''));
      }
    }
  }
  const escapedMark = mark.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  return template.innerHTML.replaceAll(escapedMark, userNameSlot(fallback));
}

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
  const { renderPage, USER_NAME_MARK } = require(path.resolve(bundle));
  const apiOrigin = await silentApi();
  fs.mkdirSync(outDir, { recursive: true });
  for (const pagePath of paths) {
    const { html: rendered, finalPath, access, defaultUserName } = await renderPage(pagePath, apiOrigin);
    const file = path.join(outDir, `${pagePath.toLowerCase().replace(/^\//, '')}.json`);
    if (!rendered.trim()) {
      console.log(`prerender ${pagePath}: nothing to show without a visitor (ended at ${finalPath})`);
      continue;
    }
    const html = withUserNameSlots(dom, rendered, USER_NAME_MARK, defaultUserName);
    const styles = Array.from(dom.window.document.head.querySelectorAll('style'), (style) => style.outerHTML).join('');
    fs.writeFileSync(file, JSON.stringify({ path: pagePath, finalPath, access, styles, html }));
    console.log(`prerender ${pagePath} (${access})${finalPath === pagePath ? '' : ` (shows ${finalPath})`}: ${html.length} characters`);
  }
  dom.window.close();
  // Timers a page started (polls, retries) and the silent API must not keep the build waiting.
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
