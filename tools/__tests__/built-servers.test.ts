import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../jest/free-port';

const repoRoot = path.resolve(__dirname, '../..');

async function waitForHealth(url: string, child: ChildProcess, output: () => string, deadlineMs: number): Promise<Response> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      return await fetch(url);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`no answer from ${url}:\n${output()}`);
}

function startBuilt(script: string, env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  // Only what production has: node, the bundle and node_modules; no tsx loader, no TypeScript.
  const child = spawn(process.execPath, [path.join(repoRoot, script)], {
    cwd: os.tmpdir(),
    env: { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (data: Buffer) => (output += data));
  child.stderr!.on('data', (data: Buffer) => (output += data));
  return { child, output: () => output };
}

describe('the compiled servers (npm run build:servers)', () => {
  const started: ChildProcess[] = [];
  let dataDir: string;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-built-'));
    const build = spawnSync(process.execPath, [path.join(repoRoot, 'tools/scripts/build-servers.mjs')], { encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`build:servers failed:\n${build.stdout}${build.stderr}`);
  });

  afterAll(() => {
    for (const child of started) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes JavaScript bundles with the migrations and the voice worker beside them', () => {
    expect(fs.existsSync(path.join(repoRoot, 'api/dist/server.js'))).toBe(true);
    expect(fs.existsSync(path.join(repoRoot, 'ai/dist/server.js'))).toBe(true);
    expect(fs.existsSync(path.join(repoRoot, 'ai/dist/espeak-worker.mjs'))).toBe(true);
    const sources = fs.readdirSync(path.join(repoRoot, 'api/src/db/migrations')).filter((file) => file.endsWith('.ts'));
    const built = fs.readdirSync(path.join(repoRoot, 'api/dist/migrations'));
    expect(built.sort()).toEqual(sources.map((file) => file.replace(/\.ts$/, '.js')).sort());
    // The workspace packages are inside the bundle (their package.json points at TypeScript).
    expect(fs.readFileSync(path.join(repoRoot, 'api/dist/server.js'), 'utf8')).not.toMatch(/require\("@ieum\//);
  });

  it('starts the built API with node; it migrates the database and answers /api/health', async () => {
    const port = await freePort();
    // PostgreSQL when the run has one (the migrations come from dist/migrations), else the embedded database.
    const database: Record<string, string> = process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {};
    const api = startBuilt('api/dist/server.js', { PORT: String(port), DATA_DIR: path.join(dataDir, 'api'), ...database });
    started.push(api.child);
    const response = await waitForHealth(`http://127.0.0.1:${port}/api/health`, api.child, api.output, 60_000);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  }, 70_000);

  it('starts the built AI host with node and it answers /health', async () => {
    const port = await freePort();
    const ai = startBuilt('ai/dist/server.js', { AI_PORT: String(port), AI_SPEECH: 'off', DATA_DIR: path.join(dataDir, 'ai') });
    started.push(ai.child);
    const response = await waitForHealth(`http://127.0.0.1:${port}/health`, ai.child, ai.output, 30_000);
    expect(response.status).toBe(200);
  }, 40_000);
});
