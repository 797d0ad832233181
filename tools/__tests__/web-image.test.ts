import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../jest/free-port';
import zlib from 'node:zlib';

const repoRoot = path.resolve(__dirname, '../..');
const APP = 'shell';

/** The `COPY --from=web-build /app/<from> <to>` lines of the Dockerfile's web stage, with APP set. */
function webStageCopies(): Array<{ from: string; to: string }> {
  const dockerfile = fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
  const stage = dockerfile.split(/^FROM /m).find((block) => / AS web\n/.test(block.split('\n')[0] + '\n'));
  if (!stage) throw new Error('the Dockerfile has no web stage');
  return [...stage.matchAll(/^COPY (.*)$/gm)].map(([, args]) => {
    const match = /^--from=web-build \/app\/(\S+) (\S+)$/.exec(args.replaceAll('${APP}', APP));
    if (!match) throw new Error(`the web stage copies something other than web-build files: COPY ${args}`);
    return { from: match[1], to: match[2] };
  });
}

function get(port: number, urlPath: string, headers: http.OutgoingHttpHeaders = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .once('error', reject);
  });
}

describe('the web image (Dockerfile web stage) without node_modules', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-web-image-'));
  // What the web-build stage holds: the bundle, the root package.json and the app's package.json and build.
  const built = path.join(work, 'built');
  const image = path.join(work, 'image');
  const indexHtml = '<!doctype html><html lang="ko"><head><title>이음</title></head><body><div id="root"></div><script src="/main.0123abcd.js"></script></body></html>';
  const asset = `console.log(${JSON.stringify('이음 '.repeat(200))});\n`;
  let server: ChildProcess | undefined;
  let upstream: http.Server | undefined;

  beforeAll(() => {
    execFileSync(process.execPath, [path.join(repoRoot, 'tools/scripts/build-app-server.mjs'), path.join(built, 'tools/dist/serve-app.mjs')], { stdio: 'pipe' });
    fs.copyFileSync(path.join(repoRoot, 'package.json'), path.join(built, 'package.json'));
    fs.mkdirSync(path.join(built, APP, 'dist'), { recursive: true });
    fs.copyFileSync(path.join(repoRoot, APP, 'package.json'), path.join(built, APP, 'package.json'));
    fs.writeFileSync(path.join(built, APP, 'dist/index.html'), indexHtml);
    fs.writeFileSync(path.join(built, APP, 'dist/main.0123abcd.js'), asset);
    fs.writeFileSync(path.join(built, APP, 'dist/main.0123abcd.js.br'), zlib.brotliCompressSync(asset));
    fs.writeFileSync(path.join(built, APP, 'dist/main.0123abcd.js.gz'), zlib.gzipSync(asset));
    for (const { from, to } of webStageCopies()) fs.cpSync(path.join(built, from), path.join(image, to), { recursive: true });
  }, 120_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill();
      await exited;
    }
    await new Promise((resolve) => (upstream ? upstream.close(resolve) : resolve(undefined)));
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('copies no node_modules and serves the page, compressed hashed files and the API proxy with node alone', async () => {
    expect(fs.existsSync(path.join(image, 'node_modules'))).toBe(false);
    expect(fs.readdirSync(path.join(image, 'tools'))).toEqual(['dist']);

    upstream = http.createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ upstream: true, url: request.url }));
    });
    await new Promise<void>((resolve) => upstream!.listen(0, '127.0.0.1', resolve));
    const upstreamPort = (upstream.address() as net.AddressInfo).port;
    const port = await freePort();
    fs.writeFileSync(path.join(work, 'remotes.json'), '{}');
    server = spawn(process.execPath, ['tools/dist/serve-app.mjs', APP, '--port', String(port)], {
      cwd: image,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', HOST: '127.0.0.1', API_URL: `http://127.0.0.1:${upstreamPort}`, REMOTES_CONFIG: path.join(work, 'remotes.json') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
    await new Promise<void>((resolve, reject) => {
      server!.stdout!.on('data', (chunk: Buffer) => String(chunk).includes('"serving"') && resolve());
      server!.once('exit', (code) => reject(new Error(`the app server exited with ${code}: ${stderr}`)));
    });

    const page = await get(port, '/');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<div id="root"></div>');

    const brotli = await get(port, '/main.0123abcd.js', { 'accept-encoding': 'br, gzip' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(asset);

    const gzip = await get(port, '/main.0123abcd.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(asset);

    const proxied = await get(port, '/api/health?x=1');
    expect(proxied.status).toBe(200);
    expect(JSON.parse(proxied.body.toString())).toEqual({ upstream: true, url: '/api/health?x=1' });
  }, 60_000);
});
