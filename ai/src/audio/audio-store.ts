import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Reply audio on disk: `<AUDIO_DIR>/<name>.mp3` where name = 128 random bits plus a tag that
 * binds it to its owner (HMAC of the random part and the user id). The name alone is the
 * capability (an <audio> element sends no bearer token); a request WITH a token is served only
 * to the owner. Files older than the retention are refused and swept.
 */
export const AUDIO_NAME = /^([A-Za-z0-9_-]{22})-([A-Za-z0-9_-]{16})\.mp3$/;

export function createAudioStore(options: { dir: string; secret: Uint8Array; retentionMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  fs.mkdirSync(options.dir, { recursive: true });
  const tagFor = (random: string, userId: number) =>
    createHmac('sha256', options.secret).update(`ieum/audio/${random}/${userId}`).digest('base64url').slice(0, 16);
  const fileOf = (name: string) => path.join(options.dir, name);
  const expired = (mtimeMs: number) => now() - mtimeMs > options.retentionMs;

  return {
    dir: options.dir,
    retentionMs: options.retentionMs,
    newName(userId: number): string {
      const random = randomBytes(16).toString('base64url');
      return `${random}-${tagFor(random, userId)}.mp3`;
    },
    pathOf: (name: string) => `/audio/${name}`,
    isOwner(name: string, userId: number): boolean {
      const match = AUDIO_NAME.exec(name);
      if (!match) return false;
      const expected = Buffer.from(tagFor(match[1], userId));
      const given = Buffer.from(match[2]);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    async write(name: string, audio: Buffer): Promise<void> {
      const temporary = `${fileOf(name)}.${process.pid}.tmp`;
      await fs.promises.writeFile(temporary, audio);
      await fs.promises.rename(temporary, fileOf(name));
    },
    /** The audio when it exists and has not expired, else null. */
    async read(name: string): Promise<Buffer | null> {
      if (!AUDIO_NAME.test(name)) return null;
      try {
        const stat = await fs.promises.stat(fileOf(name));
        if (expired(stat.mtimeMs)) return null;
        return await fs.promises.readFile(fileOf(name));
      } catch {
        return null;
      }
    },
    /** For history: the path while the file is still there, else null. */
    async availablePath(audioPath: string | null): Promise<string | null> {
      const name = audioPath?.startsWith('/audio/') ? audioPath.slice('/audio/'.length) : null;
      if (!name || !AUDIO_NAME.test(name)) return null;
      try {
        const stat = await fs.promises.stat(fileOf(name));
        return expired(stat.mtimeMs) ? null : audioPath;
      } catch {
        return null;
      }
    },
    async remove(name: string): Promise<void> {
      await fs.promises.rm(fileOf(name), { force: true });
    },
    /** Deletes expired files (and temporary leftovers); returns how many. */
    async sweep(): Promise<number> {
      let removed = 0;
      for (const entry of await fs.promises.readdir(options.dir)) {
        const file = fileOf(entry);
        try {
          const stat = await fs.promises.stat(file);
          if (expired(stat.mtimeMs) || (entry.endsWith('.tmp') && now() - stat.mtimeMs > 60_000)) {
            await fs.promises.rm(file, { force: true });
            removed += 1;
          }
        } catch {
          // Removed meanwhile.
        }
      }
      return removed;
    },
  };
}

export type AudioStore = ReturnType<typeof createAudioStore>;
