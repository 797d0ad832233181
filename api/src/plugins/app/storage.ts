import { AppError } from '@ieum/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import {
  type ImageOwnerFilter,
  type ImageStore,
  IMAGE_CONTENT_TYPES,
  keyMatches,
} from '../../storage/image-store';
import { createLocalImageStore } from '../../storage/local-image-store';
import { createS3ImageStore } from '../../storage/s3-image-store';

declare module 'fastify' {
  interface FastifyInstance {
    storage: ImageStorage;
  }
}

export interface ImageStorage {
  /** The store itself (local folder or S3), for the upload routes. */
  readonly store: ImageStore;
  readonly kind: ImageStore['kind'];
  createUpload: ImageStore['createUpload'];
  /**
   * True when the URL points at an image key of our store (optionally in these folders, uploaded
   * by this user). Says nothing about whether the file was uploaded: see verifyStoredImage.
   */
  isStoredImageUrl(url: unknown, filter?: ImageOwnerFilter): boolean;
  /** isStoredImageUrl plus: the file is there, is an image type and within the size cap. */
  verifyStoredImage(url: unknown, filter?: ImageOwnerFilter): Promise<boolean>;
}

/** The store (S3) did not answer: a dependency is down, so 503 (api/README.md "Errors"), not a 500. */
export const storageUnavailable = () => new AppError(503, 'STORAGE_UNAVAILABLE', '사진 저장소에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.');

export function createImageStorage(store: ImageStore, log?: FastifyBaseLogger): ImageStorage {
  const keyOf = (url: unknown) => (typeof url === 'string' ? store.keyOf(url) : null);
  return {
    store,
    kind: store.kind,
    createUpload: (input) => store.createUpload(input),
    isStoredImageUrl: (url, filter) => keyMatches(keyOf(url), filter),
    async verifyStoredImage(url, filter) {
      const key = keyOf(url);
      if (!keyMatches(key, filter)) return false;
      let info;
      try {
        info = await store.inspect(key);
      } catch (error) {
        log?.warn({ err: error, store: store.kind }, 'image store unavailable');
        throw storageUnavailable();
      }
      const type = info?.contentType.split(';')[0].trim().toLowerCase();
      return Boolean(info && type && type in IMAGE_CONTENT_TYPES && info.size > 0 && info.size <= store.maxBytes);
    },
  };
}

/** app.storage: S3 when S3_BUCKET is set, else files under <DATA_DIR>/uploads served by the API. */
export const storagePlugin = fp(
  async (app, { signingKey, now }: { signingKey: Buffer; now?: () => number }) => {
    const { config } = app;
    const store: ImageStore = config.S3_BUCKET
      ? createS3ImageStore({
          bucket: config.S3_BUCKET,
          region: config.S3_REGION,
          endpoint: config.S3_ENDPOINT,
          forcePathStyle: config.S3_FORCE_PATH_STYLE,
          credentials:
            config.AWS_ACCESS_KEY_ID && config.AWS_SECRET_ACCESS_KEY
              ? { accessKeyId: config.AWS_ACCESS_KEY_ID, secretAccessKey: config.AWS_SECRET_ACCESS_KEY, sessionToken: config.AWS_SESSION_TOKEN }
              : undefined,
          publicBaseUrl: config.S3_PUBLIC_BASE_URL,
          maxBytes: config.UPLOAD_MAX_BYTES,
        })
      : createLocalImageStore({
          dataDir: config.DATA_DIR,
          signingKey,
          maxBytes: config.UPLOAD_MAX_BYTES,
          publicAppUrl: config.PUBLIC_APP_URL,
          now,
        });
    if (config.DATABASE_URL && !config.S3_BUCKET) {
      app.log.warn(
        `S3_BUCKET is not set: uploaded pictures are files under ${config.DATA_DIR}/uploads, which API processes on other machines cannot serve. ` +
          'With more than one machine, set S3_BUCKET (MinIO or any S3-compatible store).',
      );
    }
    app.addHook('onClose', () => store.close());
    app.decorate('storage', createImageStorage(store, app.log));
  },
  { name: 'storage', dependencies: ['config'] },
);
