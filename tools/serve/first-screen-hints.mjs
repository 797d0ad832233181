// The shell's page, completed per request so the first screen needs fewer round trips on a slow
// phone: the remote map comes inside the page (no /remotes.json request before anything can
// load), and the browser starts on the current route's remote (its manifest, and a connection for
// its scripts) while it is still reading the shell's own scripts.

const escapeJson = (value) => JSON.stringify(value).replaceAll('<', '\\u003c');
const escapeAttribute = (value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The remote that owns `pathname` (compared without regard to letter case), as the shell decides it. */
function ownerOf(config, pathname) {
  const wanted = pathname.toLowerCase();
  return config.remotes.find((remote) => remote.routes.some((route) => route.toLowerCase() === wanted));
}

/**
 * @param {string} html the built index.html
 * @param {{remotes: {name: string, entry: string, routes: string[]}[]}} config the remote map for this request
 * @param {string} url the request's path and query
 */
export function withFirstScreenHints(html, config, url) {
  const { pathname } = new URL(url, 'http://local');
  const tags = [`<script type="application/json" id="ieum-remotes">${escapeJson(config)}</script>`];
  const owner = ownerOf(config, pathname);
  let ownerOrigin;
  try {
    ownerOrigin = owner && new URL(owner.entry).origin;
  } catch {
    // A relative entry: no hints, the page still loads it.
  }
  if (ownerOrigin) {
    // The federation runtime fetches the manifest with CORS: the preload matches that request. Its
    // scripts (remoteEntry.js, chunks) are plain script tags on another connection, which the
    // preconnect opens. Not a preload of remoteEntry.js: when the remote is down, Chromium keeps the
    // failed preload and answers the next try with it, so a retry after the remote is back fails.
    tags.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(owner.entry)}" />`);
    tags.push(`<link rel="preconnect" href="${escapeAttribute(ownerOrigin)}" />`);
  }
  return html.replace('</head>', `${tags.join('')}</head>`);
}
