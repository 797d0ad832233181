import { randomUUID } from 'node:crypto';

/** What an upload is for; the first part of its key. */
export const UPLOAD_FOLDERS = ['profile', 'ai_profile', 'review'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/** Image types a browser shows and a phone camera makes; no SVG (it can carry script). */
export const IMAGE_CONTENT_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'image/avif': 'avif',
} as const;
export type ImageContentType = keyof typeof IMAGE_CONTENT_TYPES;

export const UPLOAD_URL_LIFETIME_SECONDS = 5 * 60;

/** Keys look like review/42/7c6a...-uuid.jpg: folder, owner's user id, a fresh UUID, and the extension when the type was known. */
const KEY_PATTERN = new RegExp(
  `^(${UPLOAD_FOLDERS.join('|')})/([1-9][0-9]{0,18})/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\\.(${Object.values(IMAGE_CONTENT_TYPES).join('|')}))?$`,
);

export interface ParsedKey {
  folder: UploadFolder;
  ownerId: string;
}

export function parseKey(key: string): ParsedKey | null {
  const match = KEY_PATTERN.exec(key);
  return match ? { folder: match[1] as UploadFolder, ownerId: match[2] } : null;
}

/** A fresh key per upload: nothing is ever overwritten, so cached copies are never stale. */
export function newKey(folder: UploadFolder, ownerId: string, contentType?: ImageContentType): string {
  const extension = contentType ? `.${IMAGE_CONTENT_TYPES[contentType]}` : '';
  return `${folder}/${ownerId}/${randomUUID()}${extension}`;
}

/** "image/PNG; charset=x" -> "image/png" when it is an accepted image type, else null. */
export function parseImageContentType(header: string | undefined): ImageContentType | null {
  const type = (header ?? '').split(';')[0].trim().toLowerCase();
  return type in IMAGE_CONTENT_TYPES ? (type as ImageContentType) : null;
}

/** Which image format the first bytes are, or null when they are not one of ours. */
export function sniffImageType(head: Buffer): ImageContentType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (head.length >= 6 && /^GIF8[79]a$/.test(head.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (head.length >= 12 && head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'image/webp';
  }
  if (head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp') {
    const brand = head.subarray(8, 12).toString('latin1');
    if (brand === 'avif' || brand === 'avis') return 'image/avif';
    if (['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx'].includes(brand)) return 'image/heic';
    if (brand === 'mif1' || brand === 'msf1') return 'image/heif';
  }
  return null;
}

/** HEIC, HEIF and AVIF share one container and phones label them loosely. */
export function sameImageFamily(declared: ImageContentType, sniffed: ImageContentType): boolean {
  const family = (type: ImageContentType) => (type === 'image/heic' || type === 'image/heif' || type === 'image/avif' ? 'isobmff' : type);
  return family(declared) === family(sniffed);
}

export interface PresignedUpload {
  /** Where the client PUTs the file (with its Content-Type), for a few minutes. */
  preSignedUrl: string;
  key: string;
  /** What the client stores (profileImage, review imageUrls) and shows. */
  imageUrl: string;
}

export interface StoredImageInfo {
  contentType: string;
  size: number;
}

export interface ImageOwnerFilter {
  /** Only keys in one of these folders. */
  folders?: readonly UploadFolder[];
  /** Only keys uploaded by this user. */
  ownerId?: string | number;
}

/** The storage interface behind app.storage: a local folder or S3. */
export interface ImageStore {
  readonly kind: 'local' | 's3';
  readonly maxBytes: number;
  createUpload(input: { folder: UploadFolder; ownerId: string | number; contentType?: ImageContentType }): Promise<PresignedUpload>;
  /** The key an image URL of this store points at, or null for any other URL. */
  keyOf(imageUrl: string): string | null;
  /** Metadata of a stored object, or null when nothing was uploaded under the key. */
  inspect(key: string): Promise<StoredImageInfo | null>;
  /** Deletes the object (nothing happens when it is not there). */
  remove(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Builds the URL/key checks every store shares. */
export function keyMatches(key: string | null, filter: ImageOwnerFilter = {}): key is string {
  if (!key) return false;
  const parsed = parseKey(key);
  if (!parsed) return false;
  if (filter.folders && !filter.folders.includes(parsed.folder)) return false;
  if (filter.ownerId !== undefined && parsed.ownerId !== String(filter.ownerId)) return false;
  return true;
}
