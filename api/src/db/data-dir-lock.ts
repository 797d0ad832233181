import { randomBytes } from 'node:crypto';
import fs from 'node:fs';

export class DataDirLockedError extends Error {
  constructor(lockFile: string, pid: number) {
    super(
      `The embedded database is in use by another process (pid ${pid}, lock file ${lockFile}). ` +
        'Stop that process first, or give this one another DATA_DIR. ' +
        'If no such process is running, delete the lock file.',
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockContent {
  pid: number;
  startedAt: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(lockFile: string): LockContent | undefined {
  try {
    const content = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as LockContent;
    return Number.isInteger(content.pid) ? content : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the whole content under a temporary name and links it into place: fails with EEXIST if held. */
function tryCreate(lockFile: string): boolean {
  const temporary = `${lockFile}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const content: LockContent = { pid: process.pid, startedAt: new Date().toISOString() };
  fs.writeFileSync(temporary, JSON.stringify(content) + '\n');
  try {
    fs.linkSync(temporary, lockFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/**
 * PGlite has no file locking and two processes on one folder corrupt it, so one process holds
 * this lock file. A lock left by a dead process is taken over. Returns the release function.
 */
export function acquireDataDirLock(lockFile: string): () => void {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (tryCreate(lockFile)) return releaser(lockFile);
    const holder = readLock(lockFile);
    if (holder && isAlive(holder.pid)) throw new DataDirLockedError(lockFile, holder.pid);
    // Stale (or unreadable): move it aside; if another process moved it first, rename fails and we retry.
    const aside = `${lockFile}.stale.${randomBytes(6).toString('hex')}`;
    try {
      fs.renameSync(lockFile, aside);
    } catch {
      continue;
    }
    const moved = readLock(aside);
    if (moved && holder && moved.pid !== holder.pid && isAlive(moved.pid)) {
      // We raced another process that had just taken over: give its fresh lock back.
      fs.renameSync(aside, lockFile);
      throw new DataDirLockedError(lockFile, moved.pid);
    }
    fs.rmSync(aside, { force: true });
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}

function releaser(lockFile: string): () => void {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    if (readLock(lockFile)?.pid === process.pid) fs.rmSync(lockFile, { force: true });
  };
  process.on('exit', release);
  return release;
}
