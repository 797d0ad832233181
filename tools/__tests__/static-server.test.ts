import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

// The server is an ES module, which jest cannot load: it runs in its own Node process, as in production.
function startServer(root: string): Promise<{ child: ChildProcess; port: number }> {
  const script = `
    import(${JSON.stringify(path.join(__dirname, '../serve/static-server.mjs'))}).then(({ createStaticServer }) => {
      const server = createStaticServer({ root: ${JSON.stringify(root)}, spa: true });
      server.listen(0, '127.0.0.1', () => console.log(server.address().port));
    });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdout!.once('data', (data: Buffer) => resolve({ child, port: Number(String(data).trim()) }));
  });
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(port: number, pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('the static server sends the compressed copies the build made (tools/serve)', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-static-'));
  const script = 'console.log("이음");'.repeat(50);
  let server: ChildProcess;
  let port: number;

  beforeAll(async () => {
    fs.writeFileSync(path.join(root, 'main.0123abcd.js'), script);
    fs.writeFileSync(path.join(root, 'main.0123abcd.js.gz'), zlib.gzipSync(script));
    fs.writeFileSync(path.join(root, 'main.0123abcd.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>이음</title>');
    fs.writeFileSync(path.join(root, 'index.html.gz'), zlib.gzipSync('<!doctype html><title>이음</title>'));
    fs.writeFileSync(path.join(root, 'plain.0123abcd.js'), script);
    ({ child: server, port } = await startServer(root));
  });

  afterAll(async () => {
    server.kill();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('brotli when the phone accepts it, as Content-Encoding br, cached for good under its hashed name', async () => {
    const answer = await get(port, '/main.0123abcd.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('gzip when brotli is not accepted, and the file itself when nothing is', async () => {
    const gzip = await get(port, '/main.0123abcd.js', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await get(port, '/main.0123abcd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('the page for an app route is index.html, revalidated on every visit, compressed from its copy', async () => {
    const answer = await get(port, '/login', { 'Accept-Encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(zlib.gunzipSync(answer.body).toString()).toContain('<title>이음</title>');
  });

  it('never compresses on request: a file without copies is sent as it is', async () => {
    const answer = await get(port, '/plain.0123abcd.js', { 'Accept-Encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(script);
  });

  it('a repeat visit with the encoded copy’s ETag gets 304', async () => {
    const first = await get(port, '/main.0123abcd.js', { 'Accept-Encoding': 'br' });
    const again = await get(port, '/main.0123abcd.js', { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
  });
});
