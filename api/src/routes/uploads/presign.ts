import { REVIEW_MAX_IMAGES } from '@ieum/domain';
import { AppError, assertUserTypeMatches, claimedUserTypeSchema, errorBodySchema } from '@ieum/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeLimit } from '../../domain/limits';
import { IMAGE_CONTENT_TYPES, type ImageContentType, parseImageContentType } from '../../storage/image-store';

const uploadSchema = z.object({
  preSignedUrl: z.string().meta({ description: '5분 동안 쓸 수 있는 PUT 주소. 파일의 Content-Type 을 함께 보냄' }),
  key: z.string(),
  imageUrl: z.string().meta({ description: '업로드 후 저장하고 보여줄 주소 (로컬 저장소면 /api/uploads/... 같은 출처 경로)' }),
});

const contentTypeParam = z
  .string()
  .max(100)
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === '') return undefined;
    const type = parseImageContentType(value);
    if (!type) {
      context.addIssue({ code: 'custom', message: 'JPG, PNG, GIF, WEBP, HEIC 형식의 사진만 올릴 수 있습니다.' });
      return z.NEVER;
    }
    return type;
  })
  .meta({ description: `선택: 올릴 파일의 형식 (${Object.keys(IMAGE_CONTENT_TYPES).join(', ')}). 주면 그 형식만 받음` });

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema.describe('USER_TYPE_MISMATCH, UPLOAD_NOT_ALLOWED'),
  429: errorBodySchema.describe(`TOO_MANY_REQUESTS (10분에 120번), ${describeLimit('UPLOAD_QUOTA_EXCEEDED')} (하루 용량, Retry-After 초)`),
};

const presign: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const rateLimit = { max: 120, timeWindow: 10 * 60_000, keyGenerator: (request: { user: { id: string } | null; ip: string }) => `presign:${request.user?.id ?? request.ip}` };

  app.get(
    '/aws/s3/user/preSigned',
    {
      schema: {
        tags: ['uploads'],
        summary: '프로필(profile) 또는 챗봇(ai_profile, 이용자만) 사진 업로드 주소',
        security: [{ bearerAuth: [] }],
        querystring: z.object({
          type: z.enum(['profile', 'ai_profile'], { error: '사진 종류(type)는 profile 또는 ai_profile 이어야 합니다.' }).default('profile'),
          userType: claimedUserTypeSchema,
          contentType: contentTypeParam,
        }),
        response: { 200: uploadSchema, ...errors },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const caller = assertUserTypeMatches(request, request.query.userType);
      if (request.query.type === 'ai_profile' && caller.userType !== 'elderly') {
        throw new AppError(403, 'UPLOAD_NOT_ALLOWED', '챗봇 사진은 이용자만 올릴 수 있습니다.');
      }
      reply.header('cache-control', 'no-store');
      const [upload] = await app.uploads.grant({
        folder: request.query.type,
        ownerId: Number(caller.id),
        contentType: request.query.contentType as ImageContentType | undefined,
      });
      return upload;
    },
  );

  app.get(
    '/aws/s3/review/preSigned',
    {
      schema: {
        tags: ['uploads'],
        summary: `후기 사진 업로드 주소 count 개 (1~${REVIEW_MAX_IMAGES}, 봉사자만)`,
        security: [{ bearerAuth: [] }],
        querystring: z.object({
          count: z.preprocess(
            (value) => (typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value),
            z
              .number({ error: `사진 개수(count)는 1부터 ${REVIEW_MAX_IMAGES}까지의 숫자여야 합니다.` })
              .int(`사진 개수(count)는 1부터 ${REVIEW_MAX_IMAGES}까지의 숫자여야 합니다.`)
              .min(1, `사진 개수(count)는 1부터 ${REVIEW_MAX_IMAGES}까지의 숫자여야 합니다.`)
              .max(REVIEW_MAX_IMAGES, `후기 사진은 최대 ${REVIEW_MAX_IMAGES}장까지 올릴 수 있습니다.`),
          ),
          userType: claimedUserTypeSchema,
          contentType: contentTypeParam,
        }),
        response: { 200: z.array(uploadSchema), ...errors },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const caller = assertUserTypeMatches(request, request.query.userType);
      if (caller.userType !== 'volunteer') throw new AppError(403, 'UPLOAD_NOT_ALLOWED', '후기 사진은 봉사자만 올릴 수 있습니다.');
      reply.header('cache-control', 'no-store');
      return app.uploads.grant({
        folder: 'review',
        ownerId: Number(caller.id),
        contentType: request.query.contentType as ImageContentType | undefined,
        count: request.query.count,
      });
    },
  );
};

export default presign;
