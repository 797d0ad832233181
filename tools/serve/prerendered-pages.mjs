// The shell's server puts a remote's pre-rendered page (tools/prerender) into the page it sends, so
// a slow phone paints the real login screen before the scripts arrive. The markup comes from the
// remote's own server at request time, so a remote redeployed alone is pre-rendered as it now is;
// a remote that is slow, down or has no pre-rendered page costs at most `timeoutMs` and the page is
// sent as before (the scripts draw it).
import { EARLY_GETS_GLOBAL } from '../../platform/src/api/early-gets.mjs';

/** The element that holds the pre-rendered markup until the shell's live page replaces it. */
export const PRERENDERED_ID = 'ieum-prerendered';
// Also in tools/prerender/prerender-config.cjs, which writes it: a web image carries only tools/serve.
const REMOTE_ORIGIN_PLACEHOLDER = '__IEUM_REMOTE_ORIGIN__';

/**
 * Runs inline in the page, before any script arrives (so plain ES5). A tap or Enter must not submit
 * the form the old-fashioned way (the password would go into the address); the buttons tapped are
 * remembered and the shell taps them again, in order, on the live page (shell/src/first-screen).
 * While a finger is down the page says so (`data-pressing`), and the shell swaps only once it lifts:
 * a press that starts on the pre-rendered button and ends on the live one would make no tap at all.
 */
function holdTaps(id) {
  var page = document.getElementById(id);
  if (!page) return;
  var taps = [];
  var liftTimer;
  function lifted() {
    clearTimeout(liftTimer);
    if (!page.hasAttribute('data-pressing')) return;
    page.removeAttribute('data-pressing');
    page.dispatchEvent(new Event('ieum-lifted'));
  }
  function tap(button) {
    if (!button) return;
    var index = Array.prototype.indexOf.call(page.querySelectorAll('button'), button);
    if (taps[taps.length - 1] !== index) taps.push(index);
    page.setAttribute('data-taps', taps.join(' '));
  }
  page.addEventListener('pointerdown', function () {
    page.setAttribute('data-pressing', '');
  });
  page.addEventListener('click', function (event) {
    tap(event.target.closest && event.target.closest('button'));
    // After the submit this click may make.
    clearTimeout(liftTimer);
    liftTimer = setTimeout(lifted, 0);
  });
  page.addEventListener('submit', function (event) {
    event.preventDefault();
    tap(event.submitter);
  });
  // A release that makes no click (a drag, a scroll); on a touch screen the click comes a moment later.
  function released() {
    clearTimeout(liftTimer);
    liftTimer = setTimeout(lifted, 300);
  }
  document.addEventListener('pointerup', released, true);
  document.addEventListener('pointercancel', released, true);
}
const HOLD_TAPS = `<script>(${holdTaps.toString()})(${JSON.stringify(PRERENDERED_ID)});</script>`;

/**
 * Calls `then` once the page's first frame is on screen (plain ES5, passed to the inline scripts
 * below): what a page asks for early must not stand between a slow phone and its first paint. A
 * page in the background (no frames) does not wait for one.
 */
function afterPaint(then) {
  var done = false;
  function once() {
    if (done) return;
    done = true;
    then();
  }
  if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(function () {
      setTimeout(once, 0);
    });
  }
  setTimeout(once, 250);
}

/**
 * Runs inline before a signed-in page's frame (plain ES5). The server cannot know who opens the
 * page (the session is in the phone's storage), so the page decides: someone without the page's
 * role (signed out, another role) never sees the frame, only the loading text, while the live
 * app's guard sends them on. For someone who may open it, the GETs the page makes as it opens
 * start right after the first paint, while the scripts download; @ieum/platform's apiRequest takes each answer once
 * (window[EARLY_GETS_GLOBAL], platform/src/api/early-gets.mjs). The storage keys are the session store's (@ieum/platform STORAGE_KEYS).
 */
function frameForSession(access, gets, apiBase, earlyGlobal, whenPainted) {
  var token = null;
  var role = null;
  var allowed = false;
  try {
    role = localStorage.getItem('userType');
    token = localStorage.getItem('accessToken');
    allowed = Boolean(token) && Boolean(role) && (access === 'signed-in' || role === access);
  } catch (error) {
    allowed = false;
  }
  if (!allowed) {
    document.documentElement.setAttribute('data-ieum-no-frame', '');
    return;
  }
  if (typeof fetch !== 'function') return;
  var early = (window[earlyGlobal] = window[earlyGlobal] || {});
  // Right after the first paint: still seconds before the page's scripts could ask.
  whenPainted(function () {
    gets.forEach(startGet);
  });
  function startGet(path) {
    var url = apiBase + path.replace(/\{userType\}/g, encodeURIComponent(role));
    var answer = fetch(url, { headers: { Authorization: 'Bearer ' + token } }).then(function (response) {
      return response.json().then(
        function (body) {
          return { status: response.status, body: body };
        },
        function () {
          return { status: 0, body: null };
        },
      );
    });
    answer['catch'](function () {});
    early[url] = { token: token, at: Date.now(), answer: answer };
  }
}
/** Where this server sends API calls on (serve-app.mjs proxies it), as the apps call it. */
const API_BASE = '/api';
const NO_FRAME_STYLE = '<style>[data-ieum-no-frame] #ieum-prerendered{display:none}[data-ieum-no-frame] #root[hidden]{display:block}</style>';

/**
 * Runs inline after the frame (plain ES5): the page's own script files are asked for once the
 * frame is on screen; they still arrive long before the remote entry would have asked for them. Not for a
 * visitor the frame is not shown to (they are on their way elsewhere).
 */
function preloadAfterPaint(urls, whenPainted) {
  if (document.documentElement.hasAttribute('data-ieum-no-frame')) return;
  whenPainted(function () {
    urls.forEach(function (url) {
      var link = document.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'script');
      link.setAttribute('href', url);
      document.head.appendChild(link);
    });
  });
}

/**
 * Runs inline after a signed-in page's frame: what the page shows from the phone's storage goes where
 * it is marked (data-frame-stored="<key>": the user's name, the companion's; data-frame-stored-src="<key>"
 * on a picture: the user's photo); without a stored value the build's default stays.
 */
function fillSession(id) {
  var page = document.getElementById(id);
  if (!page) return;
  function stored(key) {
    try {
      return localStorage.getItem(key);
    } catch (error) {
      return null;
    }
  }
  var slots = page.querySelectorAll('[data-frame-stored]');
  for (var i = 0; i < slots.length; i += 1) {
    var value = stored(slots[i].getAttribute('data-frame-stored'));
    if (value) slots[i].textContent = value;
  }
  // A picture the phone stored (the user's photo): only an address on the web or on this site.
  var images = page.querySelectorAll('img[data-frame-stored-src]');
  for (var j = 0; j < images.length; j += 1) {
    var src = stored(images[j].getAttribute('data-frame-stored-src'));
    if (src && /^(https?:\/\/|\/[^/])/.test(src)) images[j].setAttribute('src', src);
  }
}
const FILL_SESSION = `<script>(${fillSession.toString()})(${JSON.stringify(PRERENDERED_ID)});</script>`;

/**
 * @param {{ timeoutMs?: number, freshMs?: number, retryMs?: number, fetch?: typeof fetch }} [options]
 * @returns {(origin: string, pathname: string) => Promise<{ styles: string, html: string, access: string, earlyGets: string[], scripts: string[] } | null>}
 */
export function createPrerenderedPages({ timeoutMs = 800, freshMs = 30_000, retryMs = 3_000, fetch: fetchPage = globalThis.fetch } = {}) {
  /** url -> { page, fetchedAt, refreshing } */
  const cache = new Map();

  async function download(url) {
    try {
      const response = await fetchPage(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (response.status === 404) return { page: null };
      if (!response.ok) return undefined;
      const body = await response.json();
      if (typeof body?.html !== 'string' || typeof body?.styles !== 'string') return { page: null };
      // A page without `access` was pre-rendered before signed-in frames existed: a public page.
      const access = typeof body.access === 'string' ? body.access : 'anyone';
      const earlyGets = Array.isArray(body.earlyGets) ? body.earlyGets.filter((get) => typeof get === 'string' && get.startsWith('/')) : [];
      // Names of the remote's own script files (route-chunks.cjs), nothing that could leave its origin.
      const scripts = Array.isArray(body.scripts) ? body.scripts.filter((file) => typeof file === 'string' && /^[\w.-]+\.js$/.test(file)) : [];
      return { page: { styles: body.styles, html: body.html, access, earlyGets, scripts } };
    } catch {
      return undefined; // unreachable or slow: keep what we had
    }
  }

  async function refresh(url) {
    const entry = cache.get(url);
    if (entry?.refreshing) return entry.refreshing;
    const refreshing = download(url).then((result) => {
      if (result) {
        cache.set(url, { page: result.page, fetchedAt: Date.now() });
        return result.page;
      }
      // No answer: the last page (if any) is kept, and the remote is asked again in the background
      // after `retryMs`, so while it is down pages go out at once instead of each waiting.
      const page = cache.get(url)?.page ?? null;
      cache.set(url, { page, fetchedAt: Date.now() - freshMs + retryMs });
      return page;
    });
    cache.set(url, { ...(entry ?? { page: null, fetchedAt: 0 }), refreshing });
    return refreshing;
  }

  return async function prerenderedPage(origin, pathname) {
    const url = `${origin}/prerendered/${encodeURIComponent(pathname.toLowerCase().replace(/^\//, ''))}.json`;
    const entry = cache.get(url);
    if (!entry) return refresh(url);
    if (entry.fetchedAt === 0) return entry.refreshing ?? refresh(url);
    // Stale: this request gets what is cached, the next one the remote's current page.
    if (Date.now() - entry.fetchedAt > freshMs) void refresh(url);
    return entry.page;
  };
}

/**
 * The page with `prerendered` shown in place of the loading placeholder: its stylesheets in the
 * head (the same ids the remote's scripts use, so they are not added twice) and its markup before
 * the app's root, which stays hidden until the live page is ready; the page's own script files
 * preloaded, so they download beside the shell's instead of after the remote entry (remoteEntry.js
 * itself is not: see first-screen-hints.mjs). A signed-in page's frame
 * (`access` a role or `signed-in`) shows only to a session that may open the page.
 */
export function withPrerenderedPage(html, prerendered, remoteOrigin, pathname) {
  if (!prerendered) return html;
  const fill = (text) => text.replaceAll(`${REMOTE_ORIGIN_PLACEHOLDER}/`, `${remoteOrigin}/`);
  const access = prerendered.access ?? 'anyone';
  const signedIn = access !== 'anyone';
  const gets = JSON.stringify(prerendered.earlyGets ?? []).replaceAll('<', '\\u003c');
  const guard = signedIn ? `<script>(${frameForSession.toString()})(${JSON.stringify(access)}, ${gets}, ${JSON.stringify(API_BASE)}, ${JSON.stringify(EARLY_GETS_GLOBAL)}, ${afterPaint.toString()});</script>` : '';
  const scripts = (prerendered.scripts ?? []).map((file) => `${remoteOrigin}/${file}`);
  const preloads = scripts.length ? `<script>(${preloadAfterPaint.toString()})(${JSON.stringify(scripts).replaceAll('<', '\\u003c')}, ${afterPaint.toString()});</script>` : '';
  const markup = `${guard}<div id="${PRERENDERED_ID}" data-path="${pathname.toLowerCase().replaceAll('"', '')}">${fill(prerendered.html)}</div>${signedIn ? FILL_SESSION : ''}${HOLD_TAPS}${preloads}`;
  const styles = `${prerendered.styles}${signedIn ? NO_FRAME_STYLE : ''}`;
  return html.replace('</head>', () => `${styles}</head>`).replace('<div id="root">', () => `${markup}<div id="root" hidden>`);
}
