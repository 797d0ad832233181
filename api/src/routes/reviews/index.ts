import { REVIEW_CONTENT_MAX_LENGTH, REVIEW_MAX_IMAGES, toSeoulIso } from '@ieum/domain';
import { assertUserTypeMatches, currentUser } from '@ieum/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeErrors, matchingError } from '../../domain/matching-errors';
import { freeTextSchema } from '../../schemas/text';
import {
  districtOutSchema,
  errorResponses,
  helpTypeOutSchema,
  idParamsSchema,
  idSchema,
  requireRole,
  seoulDateTimeSchema,
  userTypeQuerySchema,
} from '../../schemas/matching';

const reviewBodySchema = z.object({
  volunteerActivityId: idSchema.meta({ description: '후기를 쓸 봉사(매칭) id' }),
  content: freeTextSchema({ field: '후기', max: REVIEW_CONTENT_MAX_LENGTH, multiline: true, wrongType: '후기 형식이 올바르지 않습니다.' }).default(''),
  imageUrls: z
    .array(z.string().max(2048))
    .max(REVIEW_MAX_IMAGES, `사진은 최대 ${REVIEW_MAX_IMAGES}장까지 첨부할 수 있어요.`)
    .default([])
    .meta({ description: `GET /api/aws/s3/review/preSigned 로 올린 사진의 주소 (1~${REVIEW_MAX_IMAGES}장)` }),
});

const reviewItemSchema = z.object({
  reviewId: z.number(),
  elderlyName: z.string(),
  startTime: seoulDateTimeSchema,
  type: helpTypeOutSchema,
  districtType: districtOutSchema,
});

const reviewDetailSchema = z.object({
  elderlyName: z.string(),
  startTime: seoulDateTimeSchema,
  districtType: districtOutSchema,
  volunteerType: helpTypeOutSchema,
  imageUrls: z.array(z.string()),
  content: z.string(),
});

const reviews: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/review',
    {
      schema: {
        tags: ['reviews'],
        summary: '후기 작성 (배정된 봉사자, 어르신이 완료 표시한 REVIEWING 봉사만, 사진 1장 이상): COMPLETED, 봉사 시간 +3',
        security: [{ bearerAuth: [] }],
        querystring: userTypeQuerySchema,
        body: reviewBodySchema,
        response: {
          201: z.object({ reviewId: z.number() }),
          ...errorResponses({
            400: describeErrors('REVIEW_IMAGE_REQUIRED', 'INVALID_IMAGE_URL') + ' / VALIDATION_FAILED',
            403: describeErrors('USER_TYPE_MISMATCH', 'NOT_YOUR_MATCHING'),
            404: describeErrors('MATCHING_NOT_FOUND'),
            409: describeErrors('REVIEW_NOT_ALLOWED', 'REVIEW_ALREADY_WRITTEN'),
          }),
        },
      },
    },
    async (request, reply) => {
      const { userId } = requireRole(request, 'volunteer', request.query.userType);
      const { volunteerActivityId, content, imageUrls } = request.body;
      const created = await app.reviews.submit(userId, { volunteerActivityId, content: content.trim(), imageUrls });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/review',
    {
      schema: {
        tags: ['reviews'],
        summary: '후기 목록, 최신 순 (봉사자: 내가 쓴 후기, 이용자: 내 봉사에 대한 후기)',
        security: [{ bearerAuth: [] }],
        querystring: userTypeQuerySchema,
        response: { 200: z.array(reviewItemSchema), ...errorResponses({ 403: describeErrors('USER_TYPE_MISMATCH') }) },
      },
    },
    async (request) => {
      const user = assertUserTypeMatches(request, request.query.userType);
      // Family and welfare workers see reviews only through their own calls, as the older person allows.
      if (user.userType !== 'volunteer' && user.userType !== 'elderly') throw matchingError('USER_TYPE_MISMATCH');
      const items = await app.reviews.list(Number(user.id), user.userType);
      return items.map((item) => ({ ...item, startTime: toSeoulIso(item.startTime) }));
    },
  );

  app.get(
    '/review/:id',
    {
      schema: {
        tags: ['reviews'],
        summary: '후기 상세 (쓴 봉사자와 그 봉사의 이용자만)',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        querystring: userTypeQuerySchema,
        response: {
          200: reviewDetailSchema,
          ...errorResponses({
            400: 'VALIDATION_FAILED',
            403: describeErrors('USER_TYPE_MISMATCH', 'NOT_YOUR_REVIEW'),
            404: describeErrors('REVIEW_NOT_FOUND'),
          }),
        },
      },
    },
    async (request) => {
      const caller = assertUserTypeMatches(request, request.query.userType);
      if (caller.userType !== 'volunteer' && caller.userType !== 'elderly') throw matchingError('USER_TYPE_MISMATCH');
      const detail = await app.reviews.detail(Number(currentUser(request).id), request.params.id);
      return { ...detail, startTime: toSeoulIso(detail.startTime) };
    },
  );
};

export default reviews;
