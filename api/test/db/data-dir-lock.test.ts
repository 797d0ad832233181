import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { acquireDataDirLock, DataDirLockedError } from '../../src/db/data-dir-lock';
import { tempDataDir } from '../helper';

const run = promisify(execFile);

function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('the data folder lock', () => {
  it('refuses a second holder while the first lives, and frees the folder on release', () => {
    const lockFile = path.join(tempDataDir(), 'pglite.lock');
    const release = acquireDataDirLock(lockFile);
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
    expect(() => acquireDataDirLock(lockFile)).toThrow(DataDirLockedError);
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
    acquireDataDirLock(lockFile)();
  });

  it('takes over a lock left by a process that died', () => {
    const lockFile = path.join(tempDataDir(), 'pglite.lock');
    fs.writeFileSync(lockFile, JSON.stringify({ pid: deadPid(), startedAt: new Date().toISOString() }));
    const release = acquireDataDirLock(lockFile);
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('takes over an unreadable lock file', () => {
    const lockFile = path.join(tempDataDir(), 'pglite.lock');
    fs.writeFileSync(lockFile, 'garbage');
    const release = acquireDataDirLock(lockFile);
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('makes a second API process on the same DATA_DIR exit with a clear message', async () => {
    const dataDir = tempDataDir();
    const release = acquireDataDirLock(path.join(dataDir, 'pglite.lock'));
    try {
      const env = { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', JWT_SECRET: '' };
      const server = path.join(__dirname, '..', '..', 'src', 'server.ts');
      const failure = await run(process.execPath, [require.resolve('tsx/cli'), server], { env }).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toContain(`in use by another process (pid ${process.pid}`);
    } finally {
      release();
    }
  }, 30_000);
});
