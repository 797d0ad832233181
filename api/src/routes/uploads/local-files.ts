import { AppError, errorBodySchema } from '@ieum/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { type LocalImageStore, type UploadRejection, UploadRejectedError } from '../../storage/local-image-store';

/** Keys never change content, so a copy may be kept for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function rejection(reason: UploadRejection, maxBytes: number): AppError {
  const megabytes = Math.floor(maxBytes / (1024 * 1024));
  const table: Record<UploadRejection, [number, string]> = {
    UPLOAD_URL_INVALID: [403, '업로드 주소가 올바르지 않습니다. 사진을 다시 올려주세요.'],
    UPLOAD_URL_EXPIRED: [403, '업로드 주소가 만료되었습니다. 사진을 다시 올려주세요.'],
    UNSUPPORTED_IMAGE_TYPE: [415, 'JPG, PNG, GIF, WEBP, HEIC 형식의 사진만 올릴 수 있습니다.'],
    IMAGE_TOO_LARGE: [413, megabytes >= 1 ? `사진은 ${megabytes}MB 이하만 올릴 수 있습니다.` : '사진 파일이 너무 큽니다.'],
    NOT_AN_IMAGE: [415, '사진 파일이 아닙니다. 다른 사진을 선택해주세요.'],
    UPLOAD_EXISTS: [409, '이미 올린 사진입니다. 사진을 다시 올려주세요.'],
  };
  const [status, message] = table[reason];
  return new AppError(status, reason, message);
}

const notFound = () => new AppError(404, 'IMAGE_NOT_FOUND', '사진을 찾을 수 없습니다.');

/** The local store's side of presigned uploads: receives PUTs at the signed URL and serves the files. */
const localFiles: FastifyPluginAsyncZod = async (app) => {
  const store = app.storage.store as LocalImageStore;

  // Bodies here are files: hand the raw stream to the route (size is checked while streaming).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put(
    '/uploads/*',
    {
      schema: {
        tags: ['uploads'],
        summary: '서명된 업로드 주소로 사진 저장 (preSigned 응답의 preSignedUrl). 본문은 파일, Content-Type 은 이미지 형식',
        querystring: z.object({}).passthrough(),
        response: {
          200: z.object({ key: z.string(), imageUrl: z.string() }),
          403: errorBodySchema.describe('UPLOAD_URL_INVALID, UPLOAD_URL_EXPIRED'),
          409: errorBodySchema.describe('UPLOAD_EXISTS'),
          413: errorBodySchema.describe('IMAGE_TOO_LARGE'),
          415: errorBodySchema.describe('UNSUPPORTED_IMAGE_TYPE, NOT_AN_IMAGE'),
        },
      },
    },
    async (request) => {
      const key = (request.params as { '*': string })['*'];
      try {
        const grant = store.verifyUploadUrl(key, request.query as Record<string, unknown>);
        const lengthHeader = request.headers['content-length'];
        const declared = lengthHeader !== undefined && /^\d+$/.test(lengthHeader) ? Number(lengthHeader) : undefined;
        const body = request.body as Readable | undefined;
        if (!body || typeof (body as Readable).pipe !== 'function') throw new UploadRejectedError('NOT_AN_IMAGE');
        const stored = await store.receive(key, grant, request.headers['content-type'], declared, body);
        await app.uploads.recordStored(key, stored.size);
      } catch (error) {
        if (error instanceof UploadRejectedError) throw rejection(error.reason, store.maxBytes);
        throw error;
      }
      request.log.info({ key }, 'image uploaded');
      return { key, imageUrl: `/api/uploads/${key}` };
    },
  );

  app.get(
    '/uploads/*',
    {
      schema: {
        tags: ['uploads'],
        summary: '올린 사진 (로컬 저장소). 키는 바뀌지 않으므로 오래 캐시됨. 없으면 404 IMAGE_NOT_FOUND',
      },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const file = await store.open(key);
      if (!file) throw notFound();
      return reply
        .header('content-type', file.info.contentType)
        .header('content-length', String(file.info.size))
        .header('cache-control', IMMUTABLE)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'same-site')
        .send(file.stream);
    },
  );
};

export default localFiles;
