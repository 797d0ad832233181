import { NO_SHOW_KINDS, NO_SHOW_LATE_CANCEL_HOURS, NO_SHOW_OFFER_DAYS, NO_SHOW_REPLACEMENTS, toSeoulIso, VISIT_CONFIRM_GRACE_MINUTES } from '@ieum/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeVisitErrors } from '../../domain/visit-errors';
import type { NoShowOffer } from '../../plugins/app/no-show-offers';
import { animalTypeOutSchema, errorResponses, helpTypeOutSchema, idParamsSchema, requireRole, seoulDateTimeSchema, userTypeQuerySchema } from '../../schemas/matching';

const offerSchema = z.object({
  matchingId: z.number(),
  kind: z.enum(NO_SHOW_KINDS).meta({ description: `LATE_CANCEL 시작 ${NO_SHOW_LATE_CANCEL_HOURS}시간 안에 봉사자가 취소, NO_CHECK_IN 시작 + ${VISIT_CONFIRM_GRACE_MINUTES}분까지 도착 확인 없음` }),
  volunteerName: z.string().meta({ description: '오지 않은(취소한) 봉사자' }),
  startTime: seoulDateTimeSchema,
  recordedAt: seoulDateTimeSchema,
  replacement: z.enum(NO_SHOW_REPLACEMENTS).meta({
    description: 'RECOMMEND 같은 신청으로 새 추천 (GET /api/elderly/recommend/{id}, 없으면 대기), NEW_REQUEST 같은 도움을 새 시간으로 신청, REMATCHED 이미 다른 봉사자가 정해짐 (고를 것 없음)',
  }),
  newVolunteerName: z.string().nullable(),
  request: z.object({ volunteerType: helpTypeOutSchema, animalType: animalTypeOutSchema, addDescription: z.string() }),
});

const toBody = (offer: NoShowOffer) => ({ ...offer, startTime: toSeoulIso(offer.startTime), recordedAt: toSeoulIso(offer.recordedAt) });

/** The elderly user's home card after a no-show: 다른 봉사자 찾기 or 괜찮아요 (api/README.md "Visits and volunteer hours"). */
const noShows: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/elderly/no-shows',
    {
      schema: {
        tags: ['visits'],
        summary: `어르신: 봉사자가 오지 않았거나 ${NO_SHOW_LATE_CANCEL_HOURS}시간 안에 취소한 신청 (답하지 않은 것, ${NO_SHOW_OFFER_DAYS}일 안, 신청마다 하나)`,
        security: [{ bearerAuth: [] }],
        querystring: userTypeQuerySchema,
        response: { 200: z.object({ noShows: z.array(offerSchema) }), ...errorResponses({ 403: describeVisitErrors('USER_TYPE_MISMATCH') }) },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, 'elderly', request.query.userType);
      return { noShows: (await app.noShowOffers.list(userId)).map(toBody) };
    },
  );

  app.post(
    '/elderly/no-shows/:id/answer',
    {
      schema: {
        tags: ['visits'],
        summary: "어르신: '다른 봉사자 찾기' (FIND_ANOTHER) 또는 '괜찮아요' (DISMISSED). 답만 기록하고 확정된 일정은 바꾸지 않음",
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        querystring: userTypeQuerySchema,
        body: z.object({ answer: z.enum(['FIND_ANOTHER', 'DISMISSED']) }),
        response: {
          200: offerSchema,
          ...errorResponses({
            400: 'VALIDATION_FAILED',
            403: describeVisitErrors('USER_TYPE_MISMATCH'),
            404: describeVisitErrors('NO_SHOW_NOT_FOUND'),
            409: describeVisitErrors('NO_SHOW_REMATCHED'),
          }),
        },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, 'elderly', request.query.userType);
      return toBody(await app.noShowOffers.answer(userId, request.params.id, request.body.answer));
    },
  );
};

export default noShows;
