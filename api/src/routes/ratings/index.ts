import { RATING_COMMENT_MAX_LENGTH, RATING_MAX, RATING_MIN } from '@ieum/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeErrors } from '../../domain/matching-errors';
import { describeRatingErrors } from '../../domain/rating-errors';
import { errorResponses, idParamsSchema, requireRole, userTypeQuerySchema } from '../../schemas/matching';
import { freeTextSchema } from '../../schemas/text';

const ratingBodySchema = z.object({
  score: z
    .number({ error: '별점을 선택해주세요.' })
    .int(`별점은 ${RATING_MIN}점에서 ${RATING_MAX}점 사이로 선택해주세요.`)
    .min(RATING_MIN, `별점은 ${RATING_MIN}점에서 ${RATING_MAX}점 사이로 선택해주세요.`)
    .max(RATING_MAX, `별점은 ${RATING_MIN}점에서 ${RATING_MAX}점 사이로 선택해주세요.`)
    .meta({ description: '1~5' }),
  comment: freeTextSchema({ field: '한마디', max: RATING_COMMENT_MAX_LENGTH, multiline: true, wrongType: '한마디 형식이 올바르지 않습니다.' })
    .optional()
    .meta({ description: `선택, ${RATING_COMMENT_MAX_LENGTH}자 이하` }),
});

const ratings: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/elderly/matching/:id/rating',
    {
      schema: {
        tags: ['elderly'],
        summary: '봉사자 평가: 봉사가 끝난 뒤(REVIEWING, COMPLETED) 그 이용자만, 봉사마다 한 번. 별점 1~5와 짧은 한마디(선택)',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        querystring: userTypeQuerySchema,
        body: ratingBodySchema,
        response: {
          201: z.object({ matchingId: z.number(), score: z.number(), comment: z.string() }),
          ...errorResponses({
            400: 'VALIDATION_FAILED',
            403: describeErrors('USER_TYPE_MISMATCH', 'NOT_YOUR_MATCHING'),
            404: describeErrors('MATCHING_NOT_FOUND'),
            409: describeRatingErrors('RATING_NOT_ALLOWED', 'RATING_ALREADY_GIVEN'),
          }),
        },
      },
    },
    async (request, reply) => {
      const { userId } = requireRole(request, 'elderly', request.query.userType);
      const given = await app.ratings.rate(userId, request.params.id, { score: request.body.score, comment: request.body.comment ?? '' });
      reply.code(201);
      return { matchingId: request.params.id, ...given };
    },
  );
};

export default ratings;
