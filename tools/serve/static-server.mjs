// Serves one built app (the shell or a remote) the way users get it: cache headers that let a
// remote be redeployed alone, the brotli or gzip copy the build made of each file (never
// compressed per request), CORS for remotes, and for the shell a proxy so the phone talks to one
// origin.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};
/** The copies the build writes beside a file (tools/rspack/precompress-plugin.cjs), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];
const HASHED_NAME = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

/** Fixed-name files (index.html, remoteEntry.js, mf-manifest.json, sw.js) must be revalidated. */
export function cacheControlFor(fileName) {
  return HASHED_NAME.test(fileName) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Encodings the client accepts (a `q=0` refuses one). */
function acceptedEncodings(header = '') {
  return new Set(
    String(header)
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name.trim().toLowerCase()),
  );
}

function sendJson(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

function proxyRequest(req, res, { target, stripPrefix }, prefix) {
  const upstream = new URL(target);
  const forwardedPath = stripPrefix ? req.url.slice(prefix.length) || '/' : req.url;
  const headers = { ...req.headers, host: upstream.host };
  const remoteAddress = req.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${remoteAddress}` : remoteAddress;
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = 'http';
  const outgoing = http.request(
    { hostname: upstream.hostname, port: upstream.port, method: req.method, path: forwardedPath, headers },
    (upstreamResponse) => {
      res.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
      upstreamResponse.pipe(res);
    },
  );
  outgoing.on('error', () => {
    if (res.headersSent) return res.destroy();
    sendJson(res, 503, { message: '서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.', code: 'UPSTREAM_UNAVAILABLE' });
  });
  req.pipe(outgoing);
}

/**
 * @param {object} options
 * @param {string} options.root           folder with the built files
 * @param {boolean} [options.cors]        allow other origins (remotes are loaded by the shell's origin)
 * @param {boolean} [options.spa]         unknown paths without an extension get index.html
 * @param {{prefix:string,target:string,stripPrefix?:boolean}[]} [options.proxies]
 * @param {Record<string,(req: http.IncomingMessage)=>unknown>} [options.jsonRoutes] generated JSON answers (no-store)
 * @param {(html: string, req: http.IncomingMessage) => string | Promise<string>} [options.page] completes the app's page (index.html) for one request
 */
export function createStaticServer({ root, cors = false, spa = false, proxies = [], jsonRoutes = {}, page }) {
  const rootDir = path.resolve(root);

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const proxy = proxies.find(({ prefix }) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`));
    if (proxy) return proxyRequest(req, res, proxy, proxy.prefix);

    const baseHeaders = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' };
    if (cors) {
      Object.assign(baseHeaders, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      });
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, baseHeaders);
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendJson(res, 405, { message: '허용되지 않는 요청입니다.', code: 'METHOD_NOT_ALLOWED' }, baseHeaders);
    }

    const jsonRoute = jsonRoutes[url.pathname];
    if (jsonRoute) return sendJson(res, 200, jsonRoute(req), baseHeaders);

    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return sendJson(res, 400, { message: '잘못된 주소입니다.', code: 'BAD_PATH' }, baseHeaders);
    }
    let filePath = path.join(rootDir, path.normalize(pathname));
    if (!filePath.startsWith(rootDir)) {
      return sendJson(res, 404, { message: '찾을 수 없습니다.', code: 'NOT_FOUND' }, baseHeaders);
    }
    let stat = fs.statSync(filePath, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      filePath = path.join(filePath, 'index.html');
      stat = fs.statSync(filePath, { throwIfNoEntry: false });
    }
    if (!stat && spa && !path.extname(pathname)) {
      filePath = path.join(rootDir, 'index.html');
      stat = fs.statSync(filePath, { throwIfNoEntry: false });
    }
    if (!stat?.isFile()) {
      res.writeHead(404, { ...baseHeaders, 'Content-Type': TYPES['.txt'], 'Cache-Control': 'no-cache' });
      return res.end('not found');
    }

    const ext = path.extname(filePath).toLowerCase();
    if (page && filePath === path.join(rootDir, 'index.html')) {
      // Made for this request, never cached; compressed here because it differs per request (with a
      // pre-rendered page it carries that page's stylesheets, about 16 KB before compression).
      const file = fs.readFileSync(filePath, 'utf8');
      return Promise.resolve()
        .then(() => page(file, req))
        .catch((error) => {
          console.error('[static-server] completing the page failed', error);
          return file;
        })
        .then((html) => {
          const gzip = acceptedEncodings(req.headers['accept-encoding']).has('gzip');
          const body = gzip ? zlib.gzipSync(html, { level: 6 }) : Buffer.from(html);
          res.writeHead(200, {
            ...baseHeaders,
            'Content-Type': TYPES['.html'],
            'Cache-Control': 'no-store',
            Vary: 'Accept-Encoding',
            ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
            'Content-Length': body.length,
          });
          res.end(req.method === 'HEAD' ? undefined : body);
        });
    }
    const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    const headers = {
      ...baseHeaders,
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(path.basename(filePath)),
      ETag: etag,
      Vary: 'Accept-Encoding',
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      return res.end();
    }
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    for (const { name, suffix } of ENCODINGS) {
      if (!accepted.has(name)) continue;
      const compressed = fs.statSync(filePath + suffix, { throwIfNoEntry: false });
      if (!compressed?.isFile()) continue;
      const encodedTag = `${etag.slice(0, -1)}-${name}"`;
      if (req.headers['if-none-match'] === encodedTag) {
        res.writeHead(304, { ...headers, ETag: encodedTag });
        return res.end();
      }
      res.writeHead(200, { ...headers, ETag: encodedTag, 'Content-Encoding': name, 'Content-Length': compressed.size });
      if (req.method === 'HEAD') return res.end();
      return fs.createReadStream(filePath + suffix).pipe(res);
    }
    res.writeHead(200, { ...headers, 'Content-Length': stat.size });
    if (req.method === 'HEAD') return res.end();
    fs.createReadStream(filePath).pipe(res);
  });
}
