import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadOrCreateSecrets } from '../secrets';

const run = promisify(execFile);

function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-secrets-'));
}

describe('loadOrCreateSecrets', () => {
  it('uses JWT_SECRET when set and writes nothing', () => {
    const dir = tempDir();
    const secrets = loadOrCreateSecrets(dir, { JWT_SECRET: 'x'.repeat(40) });
    expect(Buffer.from(secrets.jwtSecret).toString()).toBe('x'.repeat(40));
    expect(fs.existsSync(path.join(dir, 'secrets.json'))).toBe(false);
  });

  it('refuses a short JWT_SECRET', () => {
    expect(() => loadOrCreateSecrets(tempDir(), { JWT_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('generates the key once into secrets.json with mode 0600 and reads it back', () => {
    const dir = path.join(tempDir(), 'nested');
    const first = loadOrCreateSecrets(dir, {});
    const second = loadOrCreateSecrets(dir, {});
    expect(Buffer.from(first.jwtSecret).equals(Buffer.from(second.jwtSecret))).toBe(true);
    const stat = fs.statSync(path.join(dir, 'secrets.json'));
    expect(stat.mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dir)).toEqual(['secrets.json']);
  });

  it('gives processes that start at the same time the same key', async () => {
    const dir = tempDir();
    const script = `
      const { loadOrCreateSecrets } = require(${JSON.stringify(path.join(__dirname, '..', 'secrets.ts'))});
      process.stdout.write(Buffer.from(loadOrCreateSecrets(${JSON.stringify(dir)}, {}).jwtSecret).toString('hex'));
    `;
    const tsx = require.resolve('tsx/cli');
    const outputs = await Promise.all(
      Array.from({ length: 4 }, () => run(process.execPath, [tsx, '-e', script], { env: { ...process.env, JWT_SECRET: '' } })),
    );
    const keys = new Set(outputs.map((output) => output.stdout));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f]{64,}$/);
  }, 30_000);
});
