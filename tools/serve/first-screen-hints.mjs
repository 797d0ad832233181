// The shell's page, completed per request so the first screen needs fewer round trips on a slow
// phone: the remote map comes inside the page (no /remotes.json request before anything can
// load), and the browser starts on the current route's remote (its manifest, and a connection for
// its scripts) while it is still reading the shell's own scripts.

import { withPrerenderedPage } from './prerendered-pages.mjs';

const escapeJson = (value) => JSON.stringify(value).replaceAll('<', '\\u003c');
const escapeAttribute = (value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The remote that owns `pathname` (compared without regard to letter case), as the shell decides it. */
function ownerOf(config, pathname) {
  const wanted = pathname.toLowerCase();
  return config.remotes.find((remote) => remote.routes.some((route) => route.toLowerCase() === wanted));
}

/** That remote and the origin browsers load it from; none for a path no remote owns or a relative entry. */
function routeOwner(config, url) {
  const { pathname } = new URL(url, 'http://local');
  const owner = ownerOf(config, pathname);
  try {
    return owner ? { owner, origin: new URL(owner.entry).origin, pathname } : { pathname };
  } catch {
    return { pathname }; // A relative entry: no hints, the page still loads it.
  }
}

/**
 * @param {string} html the built index.html
 * @param {{remotes: {name: string, entry: string, routes: string[]}[]}} config the remote map for this request
 * @param {string} url the request's path and query
 */
export function withFirstScreenHints(html, config, url) {
  const tags = [`<script type="application/json" id="ieum-remotes">${escapeJson(config)}</script>`];
  const { owner, origin: ownerOrigin } = routeOwner(config, url);
  if (owner) {
    // The federation runtime fetches the manifest with CORS: the preload matches that request. Its
    // scripts (remoteEntry.js, chunks) are plain script tags on another connection, which the
    // preconnect opens. Not a preload of remoteEntry.js: when the remote is down, Chromium keeps the
    // failed preload and answers the next try with it, so a retry after the remote is back fails.
    tags.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(owner.entry)}" />`);
    tags.push(`<link rel="preconnect" href="${escapeAttribute(ownerOrigin)}" />`);
  }
  return html.replace('</head>', () => `${tags.join('')}</head>`);
}

/**
 * The shell's page for one request: the hints above and, when the route's remote pre-renders it,
 * the pre-rendered page (tools/serve/prerendered-pages.mjs). `serverOrigins` names where this
 * server reaches a remote when that is not the address browsers use (containers).
 */
export async function completeShellPage(html, config, url, { prerenderedPage, serverOrigins = {} }) {
  const withHints = withFirstScreenHints(html, config, url);
  const { owner, origin, pathname } = routeOwner(config, url);
  if (!owner) return withHints;
  const prerendered = await prerenderedPage(serverOrigins[owner.name] ?? origin, pathname);
  return withPrerenderedPage(withHints, prerendered, origin, pathname);
}

/** Asks the remotes for every pre-rendered page once, so the first visitor after a start gets them too. */
export function warmPrerenderedPages(config, { prerenderedPage, serverOrigins = {} }) {
  const routes = config.remotes.flatMap((remote) => remote.routes);
  return Promise.all(
    routes.map((route) => {
      const { owner, origin, pathname } = routeOwner(config, route);
      return owner ? prerenderedPage(serverOrigins[owner.name] ?? origin, pathname) : null;
    }),
  );
}
