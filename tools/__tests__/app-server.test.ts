import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const SERVER_MODULE = path.join(__dirname, '../serve/app-server.mjs');

/**
 * The app server in its own Node process, as in production (an ES module, which jest cannot load).
 * `options` is JavaScript source for createAppServer's options, so it may hold functions.
 */
function startServer(options: string): Promise<{ child: ChildProcess; port: number }> {
  const script = `
    import(${JSON.stringify(SERVER_MODULE)}).then(async ({ createAppServer }) => {
      const app = await createAppServer(${options});
      await app.listen({ port: 0, host: '127.0.0.1' });
      console.log(app.server.address().port);
    });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    child.stdout!.once('data', (data: Buffer) => resolve({ child, port: Number(String(data).trim()) }));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill();
  });
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
}

function request(port: number, pathname: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, path: pathname, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), ms: Date.now() - started }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const json = (answer: Answer) => JSON.parse(answer.body.toString());

/** A folder laid out like a build: hashed chunks with their .br/.gz copies, fixed names, the page. */
function buildFolder(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-app-server-'));
  const write = (name: string, text: string, copies: ('br' | 'gz')[] = []) => {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
    if (copies.includes('gz')) fs.writeFileSync(path.join(root, `${name}.gz`), zlib.gzipSync(text));
    if (copies.includes('br')) fs.writeFileSync(path.join(root, `${name}.br`), zlib.brotliCompressSync(text));
  };
  write('main.0123abcd.js', SCRIPT, ['br', 'gz']);
  write('plain.0123abcd.js', SCRIPT);
  write('remoteEntry.js', SCRIPT, ['br', 'gz']);
  write('mf-manifest.json', '{"name":"auth"}', ['br', 'gz']);
  write('sw.js', 'self.addEventListener("fetch", () => {});');
  write('assets/icon.89abcdef.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('index.html', PAGE, ['gz']);
  return root;
}

const SCRIPT = 'console.log("이음");'.repeat(50);
// Over 1 KB, as every built page is (smaller answers are not worth compressing).
const PAGE = `<!doctype html><html><head><title>이음</title></head><body><div id="root"></div><!--${'이음 '.repeat(300)}--></body></html>`;

describe('a remote: its files as the build made them (tools/serve/app-files.mjs)', () => {
  const root = buildFolder();
  let server: ChildProcess;
  let port: number;

  beforeAll(async () => {
    ({ child: server, port } = await startServer(`{ root: ${JSON.stringify(root)}, cors: true }`));
  });

  afterAll(async () => {
    await stopServer(server);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('brotli when the phone accepts it, as Content-Encoding br, cached for good under its hashed name', async () => {
    const answer = await request(port, '/main.0123abcd.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('gzip when brotli is not accepted, and the file itself when nothing is', async () => {
    const gzip = await request(port, '/main.0123abcd.js', { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await request(port, '/main.0123abcd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('never compresses on request: a file without copies is sent as it is', async () => {
    const answer = await request(port, '/plain.0123abcd.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(SCRIPT);
  });

  it('fixed names are revalidated on every visit, so a remote redeployed alone shows up on the next reload', async () => {
    for (const name of ['/remoteEntry.js', '/mf-manifest.json', '/sw.js', '/']) {
      const answer = await request(port, name, { headers: { 'Accept-Encoding': 'br' } });
      expect({ name, status: answer.status, cache: answer.headers['cache-control'] }).toEqual({ name, status: 200, cache: 'no-cache' });
    }
    const asset = await request(port, '/assets/icon.89abcdef.svg');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('a repeat visit with the encoded copy’s ETag gets 304', async () => {
    const first = await request(port, '/main.0123abcd.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(first.headers.etag).toBeTruthy();
    const again = await request(port, '/main.0123abcd.js', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
    // The gzip copy is another representation: its own tag, so the brotli one does not match it.
    const gzip = await request(port, '/main.0123abcd.js', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': String(first.headers.etag) } });
    expect(gzip.status).toBe(200);
  });

  it('every route the app draws gets the page, in any letter case, compressed from its copy; a missing file is a 404', async () => {
    for (const route of ['/login', '/LOGIN', '/volunteerRecommend', '/a/b?x=1']) {
      const answer = await request(port, route, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect({ route, status: answer.status, encoding: answer.headers['content-encoding'], cache: answer.headers['cache-control'] }).toEqual({
        route,
        status: 200,
        encoding: 'gzip',
        cache: 'no-cache',
      });
      expect(zlib.gunzipSync(answer.body).toString()).toBe(PAGE);
    }
    const missing = await request(port, '/missing.0123abcd.js');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe('not found');
  });

  it('lets the shell’s origin load it (CORS), and refuses in Korean what it cannot serve', async () => {
    const answer = await request(port, '/remoteEntry.js', { headers: { Origin: 'http://phone.local:3000' } });
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    const preflight = await request(port, '/mf-manifest.json', {
      method: 'OPTIONS',
      headers: { Origin: 'http://phone.local:3000', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');

    const post = await request(port, '/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(post.status).toBe(405);
    expect(json(post)).toEqual({ message: '허용되지 않는 요청입니다.', code: 'METHOD_NOT_ALLOWED' });
    const badPath = await request(port, '/%E0%A4%A');
    expect(badPath.status).toBe(400);
    expect(json(badPath)).toEqual({ message: '잘못된 주소입니다.', code: 'BAD_PATH' });
    const escape = await request(port, '/..%2f..%2fetc%2fpasswd');
    expect(escape.status).toBe(404);
    expect(escape.body.toString()).not.toContain('root:');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe("the shell: its page completed per request, and the remote map (tools/serve/app-files.mjs)", () => {
  const root = buildFolder();
  const remotesFile = path.join(root, '..', `${path.basename(root)}-remotes.json`);
  let server: ChildProcess;
  let port: number;

  beforeAll(async () => {
    fs.writeFileSync(remotesFile, JSON.stringify({ auth: { entry: 'http://{hostname}:3001/mf-manifest.json', routes: ['/login'] } }));
    ({ child: server, port } = await startServer(`{
      root: ${JSON.stringify(root)},
      jsonRoutes: { '/remotes.json': async () => JSON.parse(await import('node:fs/promises').then((fs) => fs.readFile(${JSON.stringify(remotesFile)}, 'utf8'))) },
      page: async (html, request) => html.replace('</head>', '<meta name="for" content="' + request.url + '"></head>'),
    }`));
  });

  afterAll(async () => {
    await stopServer(server);
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(remotesFile, { force: true });
  });

  it('sends the page made for this request, never stored, compressed on the way (brotli, else gzip)', async () => {
    for (const [route, accepts, encoding] of [
      ['/', 'br, gzip', 'br'],
      ['/index.html', 'gzip', 'gzip'],
      ['/LOGIN?from=push', 'gzip, br', 'br'],
      ['/usermain', '', undefined],
    ] as const) {
      const answer = await request(port, route, { headers: accepts ? { 'Accept-Encoding': accepts } : {} });
      expect({ route, status: answer.status, encoding: answer.headers['content-encoding'], cache: answer.headers['cache-control'] }).toEqual({
        route,
        status: 200,
        encoding,
        cache: 'no-store',
      });
      const html = encoding === 'br' ? zlib.brotliDecompressSync(answer.body) : encoding === 'gzip' ? zlib.gunzipSync(answer.body) : answer.body;
      expect(html.toString()).toContain(`<meta name="for" content="${route}">`);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('answers /remotes.json as the file now says, never cached', async () => {
    const answer = await request(port, '/remotes.json');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(json(answer)).toEqual({ auth: { entry: 'http://{hostname}:3001/mf-manifest.json', routes: ['/login'] } });
    fs.writeFileSync(remotesFile, JSON.stringify({}));
    expect(json(await request(port, '/remotes.json'))).toEqual({});
  });

  it('still serves its scripts from the build’s copies', async () => {
    const answer = await request(port, '/main.0123abcd.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('the proxy to the API and the AI host (tools/serve/upstream-proxy.mjs)', () => {
  const root = buildFolder();
  const seen: { url: string; forwardedFor?: string; forwardedHost?: string; body: string }[] = [];
  let upstream: http.Server;
  let upstreamPort: number;
  let closedPort: number;
  let server: ChildProcess;
  let port: number;

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        seen.push({ url: req.url ?? '', forwardedFor: req.headers['x-forwarded-for'] as string, forwardedHost: req.headers['x-forwarded-host'] as string, body: Buffer.concat(chunks).toString() });
        if (req.url?.includes('slow')) return; // never answers
        res.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'yes' });
        res.end(JSON.stringify({ ok: true }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamPort = (upstream.address() as AddressInfo).port;
    // A port nothing listens on: the upstream is down.
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));

    ({ child: server, port } = await startServer(`{
      root: ${JSON.stringify(root)},
      upstreamTimeoutMs: 400,
      proxies: [
        { prefix: '/api', target: 'http://127.0.0.1:${upstreamPort}' },
        { prefix: '/ai', target: 'http://127.0.0.1:${upstreamPort}', stripPrefix: true },
        { prefix: '/down', target: 'http://127.0.0.1:${closedPort}' },
      ],
    }`));
  });

  afterAll(async () => {
    await stopServer(server);
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('passes requests and bodies through, /api as it is and /ai without its prefix, with the client address forwarded', async () => {
    const answer = await request(port, '/api/review?id=3', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'phone.local:3000', 'x-forwarded-for': '10.0.0.9' },
      body: '{"rating":5}',
    });
    expect(answer.status).toBe(201);
    expect(answer.headers['x-upstream']).toBe('yes');
    expect(json(answer)).toEqual({ ok: true });
    expect(seen.at(-1)).toEqual({ url: '/api/review?id=3', forwardedFor: '10.0.0.9, 127.0.0.1', forwardedHost: 'phone.local:3000', body: '{"rating":5}' });

    await request(port, '/ai/chat/audio/1.mp3');
    expect(seen.at(-1)?.url).toBe('/chat/audio/1.mp3');
    expect(seen.at(-1)?.forwardedFor).toBe('127.0.0.1');
  });

  it('an upstream that does not answer in time ends in a Korean 504, not a hanging request', async () => {
    const answer = await request(port, '/api/slow');
    expect(answer.status).toBe(504);
    expect(json(answer)).toEqual({ message: '서버의 응답이 너무 늦습니다. 잠시 후 다시 시도해주세요.', code: 'UPSTREAM_TIMEOUT' });
    expect(answer.ms).toBeLessThan(3_000);
  });

  it('an upstream that is down is a Korean 502 the app shows as it is', async () => {
    for (const method of ['GET', 'POST']) {
      const answer = await request(port, '/down/anything', { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
      expect(answer.status).toBe(502);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(json(answer)).toEqual({ message: '서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.', code: 'UPSTREAM_UNAVAILABLE' });
    }
  });
});
