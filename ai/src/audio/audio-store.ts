import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type AudioFiles, localAudioFiles } from './audio-files';

/**
 * Reply audio as `<name>.mp3` where name = 128 random bits plus a tag that binds it to its owner
 * (HMAC of the random part and the user id). The name alone is the capability (an <audio> element
 * sends no bearer token); a request WITH a token is served only to the owner. Files older than the
 * retention are refused and swept. Where the files live is AudioFiles: a folder (one host) or an
 * S3 bucket shared by every AI host.
 */
export const AUDIO_NAME = /^([A-Za-z0-9_-]{22})-([A-Za-z0-9_-]{16})\.mp3$/;

export function createAudioStore(options: { dir?: string; files?: AudioFiles; secret: Uint8Array; retentionMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const files = options.files ?? localAudioFiles(options.dir!);
  const tagFor = (random: string, userId: number) =>
    createHmac('sha256', options.secret).update(`ieum/audio/${random}/${userId}`).digest('base64url').slice(0, 16);
  const expired = (modifiedMs: number) => now() - modifiedMs > options.retentionMs;

  return {
    kind: files.kind,
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
    write: (name: string, audio: Buffer) => files.put(name, audio),
    /** The audio when it exists and has not expired, else null. */
    async read(name: string): Promise<Buffer | null> {
      if (!AUDIO_NAME.test(name)) return null;
      const found = await files.get(name);
      return found && !expired(found.modifiedMs) ? found.body : null;
    },
    /** For history: the path while the file is still there, else null. */
    async availablePath(audioPath: string | null): Promise<string | null> {
      const name = audioPath?.startsWith('/audio/') ? audioPath.slice('/audio/'.length) : null;
      if (!name || !AUDIO_NAME.test(name)) return null;
      const modifiedMs = await files.modifiedAt(name);
      return modifiedMs !== null && !expired(modifiedMs) ? audioPath : null;
    },
    remove: (name: string) => files.remove(name),
    /** Deletes expired files (and temporary leftovers); returns how many. */
    async sweep(): Promise<number> {
      let removed = 0;
      for (const entry of await files.list()) {
        const leftover = entry.name.endsWith('.tmp') && now() - entry.modifiedMs > 60_000;
        if (!expired(entry.modifiedMs) && !leftover) continue;
        await files.remove(entry.name);
        removed += 1;
      }
      return removed;
    },
  };
}

export type AudioStore = ReturnType<typeof createAudioStore>;
