import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  type ImageContentType,
  type ImageStore,
  newKey,
  parseImageContentType,
  parseKey,
  sameImageFamily,
  sniffImageType,
  type StoredImageInfo,
  UPLOAD_URL_LIFETIME_SECONDS,
} from './image-store';

/** Same origin as the app: the shell proxies /api, so these paths work in the browser as they are. */
export const LOCAL_UPLOADS_PATH = '/api/uploads';

export type UploadRejection =
  | 'UPLOAD_URL_INVALID'
  | 'UPLOAD_URL_EXPIRED'
  | 'UNSUPPORTED_IMAGE_TYPE'
  | 'IMAGE_TOO_LARGE'
  | 'NOT_AN_IMAGE'
  | 'UPLOAD_EXISTS';

export class UploadRejectedError extends Error {
  constructor(readonly reason: UploadRejection) {
    super(reason);
    this.name = 'UploadRejectedError';
  }
}

interface UploadGrant {
  maxBytes: number;
  contentType?: ImageContentType;
}

interface MetaFile extends StoredImageInfo {
  uploadedAt: string;
}

export interface LocalImageStore extends ImageStore {
  readonly kind: 'local';
  /** Checks the signed query of an upload URL for this key; throws UploadRejectedError. */
  verifyUploadUrl(key: string, query: Record<string, unknown>): UploadGrant;
  /** Stores the body of a PUT; throws UploadRejectedError for a wrong type, size or an existing key. */
  receive(key: string, grant: UploadGrant, contentTypeHeader: string | undefined, declaredLength: number | undefined, body: Readable): Promise<StoredImageInfo>;
  /** The file and its metadata, or null. */
  open(key: string): Promise<{ stream: fs.ReadStream; info: StoredImageInfo } | null>;
  /**
   * Removes the *.part files of uploads a crash or kill cut off: those not written to for
   * `idleMs` (an upload in progress, maybe of another process sharing the folder, keeps writing).
   * Returns how many went.
   */
  removePartialFiles(idleMs: number): Promise<number>;
}

/** A partial upload untouched this long was cut off (the upload URL lives 5 minutes). */
export const PARTIAL_FILE_IDLE_MS = 10 * 60 * 1000;

export interface LocalImageStoreOptions {
  /** Files go to <dataDir>/uploads/<key>. */
  dataDir: string;
  /** HMAC key for upload URLs. */
  signingKey: Buffer;
  maxBytes: number;
  /** The app's public URL: absolute image URLs on it are accepted as ours too. */
  publicAppUrl?: string;
  now?: () => number;
}

function readMeta(file: string): MetaFile | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as MetaFile;
  } catch {
    return null;
  }
}

/** The embedded store: files under the data folder, upload URLs signed by the API itself. */
export function createLocalImageStore(options: LocalImageStoreOptions): LocalImageStore {
  const root = path.join(options.dataDir, 'uploads');
  const now = options.now ?? Date.now;
  const fileOf = (key: string) => path.join(root, ...key.split('/'));
  const metaOf = (key: string) => `${fileOf(key)}.meta.json`;
  const appOrigin = options.publicAppUrl ? new URL(options.publicAppUrl).origin : undefined;

  const sign = (key: string, expires: string, maxBytes: string, contentType: string) =>
    createHmac('sha256', options.signingKey).update(['PUT', key, expires, maxBytes, contentType].join('\n')).digest('base64url');

  function keyFromPath(pathname: string): string | null {
    if (!pathname.startsWith(`${LOCAL_UPLOADS_PATH}/`)) return null;
    const key = pathname.slice(LOCAL_UPLOADS_PATH.length + 1);
    return parseKey(key) ? key : null;
  }

  return {
    kind: 'local',
    maxBytes: options.maxBytes,

    async createUpload({ folder, ownerId, contentType }) {
      const key = newKey(folder, String(ownerId), contentType);
      const expires = String(Math.floor(now() / 1000) + UPLOAD_URL_LIFETIME_SECONDS);
      const maxBytes = String(options.maxBytes);
      const query = new URLSearchParams({ expires, maxBytes });
      if (contentType) query.set('contentType', contentType);
      query.set('signature', sign(key, expires, maxBytes, contentType ?? ''));
      const imageUrl = `${LOCAL_UPLOADS_PATH}/${key}`;
      return { preSignedUrl: `${imageUrl}?${query}`, key, imageUrl };
    },

    keyOf(imageUrl) {
      if (typeof imageUrl !== 'string' || imageUrl.length > 2048) return null;
      if (imageUrl.startsWith('/') && !imageUrl.startsWith('//')) {
        return /[?#]/.test(imageUrl) ? null : keyFromPath(imageUrl);
      }
      try {
        const url = new URL(imageUrl);
        if (!appOrigin || url.origin !== appOrigin || url.search || url.hash) return null;
        return keyFromPath(url.pathname);
      } catch {
        return null;
      }
    },

    async inspect(key) {
      if (!parseKey(key)) return null;
      const meta = readMeta(metaOf(key));
      if (!meta || !fs.existsSync(fileOf(key))) return null;
      return { contentType: meta.contentType, size: meta.size };
    },

    verifyUploadUrl(key, query) {
      const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : undefined);
      const expires = text('expires');
      const maxBytes = text('maxBytes');
      const signature = text('signature');
      const contentType = text('contentType');
      if (!parseKey(key) || !expires || !maxBytes || !signature || !/^\d{1,12}$/.test(expires) || !/^\d{1,12}$/.test(maxBytes)) {
        throw new UploadRejectedError('UPLOAD_URL_INVALID');
      }
      const expected = Buffer.from(sign(key, expires, maxBytes, contentType ?? ''));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new UploadRejectedError('UPLOAD_URL_INVALID');
      if (Number(expires) * 1000 <= now()) throw new UploadRejectedError('UPLOAD_URL_EXPIRED');
      const signedType = contentType === undefined ? undefined : parseImageContentType(contentType);
      if (signedType === null) throw new UploadRejectedError('UPLOAD_URL_INVALID');
      return { maxBytes: Number(maxBytes), contentType: signedType };
    },

    async receive(key, grant, contentTypeHeader, declaredLength, body) {
      const contentType = parseImageContentType(contentTypeHeader);
      if (!contentType || (grant.contentType && grant.contentType !== contentType)) throw new UploadRejectedError('UNSUPPORTED_IMAGE_TYPE');
      if (declaredLength !== undefined && declaredLength > grant.maxBytes) throw new UploadRejectedError('IMAGE_TOO_LARGE');
      const file = fileOf(key);
      if (fs.existsSync(metaOf(key))) throw new UploadRejectedError('UPLOAD_EXISTS');
      fs.mkdirSync(path.dirname(file), { recursive: true });

      const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
      let size = 0;
      let head = Buffer.alloc(0);
      let tooLarge = false;
      let discarded = 0;
      try {
        const handle = await fs.promises.open(temporary, 'wx', 0o644);
        try {
          for await (const chunk of body as AsyncIterable<Buffer>) {
            size += chunk.length;
            if (size > grant.maxBytes) {
              // Read on (up to a bound) so the client gets the 413 instead of a reset connection.
              tooLarge = true;
              discarded += chunk.length;
              if (discarded > grant.maxBytes) break;
              continue;
            }
            if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
            await handle.write(chunk);
          }
        } finally {
          await handle.close();
        }
        if (tooLarge) throw new UploadRejectedError('IMAGE_TOO_LARGE');
        const sniffed = sniffImageType(head);
        if (!sniffed || !sameImageFamily(contentType, sniffed)) throw new UploadRejectedError('NOT_AN_IMAGE');
        const info: StoredImageInfo = { contentType, size };
        // The metadata file is created exclusively: of two PUTs to one key only the first one wins.
        try {
          fs.writeFileSync(metaOf(key), JSON.stringify({ ...info, uploadedAt: new Date(now()).toISOString() } satisfies MetaFile), { flag: 'wx' });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new UploadRejectedError('UPLOAD_EXISTS');
          throw error;
        }
        fs.renameSync(temporary, file);
        return info;
      } finally {
        fs.rmSync(temporary, { force: true });
      }
    },

    async open(key) {
      if (!parseKey(key)) return null;
      const meta = readMeta(metaOf(key));
      if (!meta) return null;
      try {
        const handle = await fs.promises.open(fileOf(key), 'r');
        return { stream: handle.createReadStream(), info: { contentType: meta.contentType, size: meta.size } };
      } catch {
        return null;
      }
    },

    async remove(key) {
      if (!parseKey(key)) return;
      // The metadata first: without it the file is not served, so a half-done removal shows nothing.
      fs.rmSync(metaOf(key), { force: true });
      fs.rmSync(fileOf(key), { force: true });
    },

    async removePartialFiles(idleMs) {
      let removed = 0;
      const entries = await fs.promises.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile() || !entry.name.endsWith('.part')) continue;
        const file = path.join(entry.parentPath, entry.name);
        const stat = await fs.promises.stat(file).catch(() => null);
        // The files' own clock (the file system's), not the injected business clock.
        if (stat && Date.now() - stat.mtimeMs >= idleMs) {
          await fs.promises.rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },

    async close() {},
  };
}
