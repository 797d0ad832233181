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
const userNameSlot = (fallback) => `<span data-frame-stored="userName">${fallback.replaceAll('&', '&amp;').replaceAll('<', '&lt;')}</span>`;

/**
 * The API a signed-in page calls while it is rendered: it takes every request and never answers,
 * and notes the GETs (path and query after /api), which the page makes again on every phone as it
 * opens: the shell's page starts them before the scripts arrive.
 */
async function silentApi() {
  const gets = [];
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    socket.once('data', (chunk) => {
      const [method, target] = chunk.toString('latin1').split('\r\n', 1)[0].split(' ');
      if (method === 'GET' && target?.startsWith('/api/') && !gets.includes(target.slice('/api'.length))) gets.push(target.slice('/api'.length));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, takeGets: () => gets.splice(0) };
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
  const api = await silentApi();
  // The page's origin is the silent API's: its calls (to /api, /ai) reach it as on the phone.
  const dom = new JSDOM('<!doctype html><html lang="ko"><head></head><body></body></html>', {
    url: `${api.origin}/`,
    pretendToBeVisual: true,
  });
  globalThis.window = dom.window;
  for (const key of Object.getOwnPropertyNames(dom.window)) {
    if (!(key in globalThis)) globalThis[key] = dom.window[key];
  }
  const { renderPage, USER_NAME_MARK } = require(path.resolve(bundle));
  // The app's script files for each page (route-chunks.cjs), relative to the remote's origin.
  const routeChunks = process.env.IEUM_ROUTE_CHUNKS && fs.existsSync(process.env.IEUM_ROUTE_CHUNKS) ? JSON.parse(fs.readFileSync(process.env.IEUM_ROUTE_CHUNKS, 'utf8')) : null;
  const scriptsOf = (pagePath, access) =>
    routeChunks
      ? [...new Set([...routeChunks.routesModule, ...routeChunks.common, ...(access === 'anyone' ? [] : routeChunks.guard), ...(routeChunks.pages[pagePath.toLowerCase()] ?? [])])]
      : [];
  fs.mkdirSync(outDir, { recursive: true });
  for (const pagePath of paths) {
    api.takeGets();
    const { html: rendered, finalPath, access, defaultUserName, renderedAsAnyRole } = await renderPage(pagePath);
    // Only a signed-in page's: a public page's calls (none today) do not depend on who opens it.
    // A page for every signed-in user names the role in its calls: the shell's page puts the stored one there.
    const earlyGets = (access === 'anyone' ? [] : api.takeGets()).map((get) =>
      renderedAsAnyRole ? get.replace(new RegExp(`([?&][^=&]+=)${renderedAsAnyRole}(?=&|$)`, 'g'), '$1{userType}') : get,
    );
    const file = path.join(outDir, `${pagePath.toLowerCase().replace(/^\//, '')}.json`);
    if (!rendered.trim()) {
      console.log(`prerender ${pagePath}: nothing to show without a visitor (ended at ${finalPath})`);
      continue;
    }
    // A signed-in page that sends its user elsewhere at first depends on what the API answers: no frame.
    if (access !== 'anyone' && finalPath.toLowerCase() !== pagePath.toLowerCase()) {
      console.log(`prerender ${pagePath}: sends its user on (to ${finalPath}) before its data, no frame`);
      continue;
    }
    const html = withUserNameSlots(dom, rendered, USER_NAME_MARK, defaultUserName);
    const styles = Array.from(dom.window.document.head.querySelectorAll('style'), (style) => style.outerHTML).join('');
    const scripts = scriptsOf(pagePath, access);
    fs.writeFileSync(file, JSON.stringify({ path: pagePath, finalPath, access, earlyGets, scripts, styles, html }));
    console.log(`prerender ${pagePath} (${access})${finalPath === pagePath ? '' : ` (shows ${finalPath})`}: ${html.length} characters${earlyGets.length ? `, starts ${earlyGets.join(' ')}` : ''}, preloads ${scripts.length} scripts`);
  }
  dom.window.close();
  // Timers a page started (polls, retries) and the silent API must not keep the build waiting.
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
