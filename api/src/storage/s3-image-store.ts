import { DeleteObjectCommand, HeadObjectCommand, NotFound, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { type ImageStore, newKey, parseKey, UPLOAD_URL_LIFETIME_SECONDS } from './image-store';

export interface S3ImageStoreOptions {
  bucket: string;
  region: string;
  /** Any S3-compatible endpoint (MinIO, R2, a local fake); AWS when absent. */
  endpoint?: string;
  forcePathStyle?: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  /** Where images are read (CDN or bucket URL), without a trailing slash. */
  publicBaseUrl?: string;
  maxBytes: number;
}

export interface S3ImageStore extends ImageStore {
  readonly kind: 's3';
  readonly client: S3Client;
  readonly publicBaseUrl: string;
}

/**
 * S3 or an S3-compatible store. Upload URLs are presigned PUTs; when the client named the type,
 * Content-Type is part of the signature. S3 cannot cap a presigned PUT's size or type otherwise,
 * so every stored URL is checked with inspect() (HEAD) before the server accepts it.
 */
export function createS3ImageStore(options: S3ImageStoreOptions): S3ImageStore {
  const forcePathStyle = options.forcePathStyle ?? Boolean(options.endpoint);
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle,
    credentials: options.credentials,
    // Otherwise the SDK adds a checksum of an empty body to presigned URLs and real uploads fail.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 10_000 },
  });
  const endpoint = options.endpoint?.replace(/\/+$/, '');
  const publicBaseUrl = (
    options.publicBaseUrl ??
    (endpoint
      ? forcePathStyle
        ? `${endpoint}/${options.bucket}`
        : `${new URL(endpoint).protocol}//${options.bucket}.${new URL(endpoint).host}`
      : `https://${options.bucket}.s3.${options.region}.amazonaws.com`)
  ).replace(/\/+$/, '');

  return {
    kind: 's3',
    client,
    publicBaseUrl,
    maxBytes: options.maxBytes,

    async createUpload({ folder, ownerId, contentType }) {
      const key = newKey(folder, String(ownerId), contentType);
      const preSignedUrl = await getSignedUrl(client, new PutObjectCommand({ Bucket: options.bucket, Key: key, ContentType: contentType }), {
        expiresIn: UPLOAD_URL_LIFETIME_SECONDS,
        ...(contentType ? { signableHeaders: new Set(['content-type']) } : {}),
      });
      return { preSignedUrl, key, imageUrl: `${publicBaseUrl}/${key}` };
    },

    keyOf(imageUrl) {
      if (typeof imageUrl !== 'string' || imageUrl.length > 2048 || !imageUrl.startsWith(`${publicBaseUrl}/`)) return null;
      const key = imageUrl.slice(publicBaseUrl.length + 1);
      return parseKey(key) ? key : null;
    },

    async inspect(key) {
      if (!parseKey(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: key }));
        return { contentType: head.ContentType ?? 'application/octet-stream', size: head.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NotFound || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
        throw error;
      }
    },

    async remove(key) {
      if (!parseKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },

    async close() {
      client.destroy();
    },
  };
}
