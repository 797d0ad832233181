import { districtOutSchema, helpTypeOutSchema } from '../../schemas/matching';
import {
  NO_SHOW_KINDS,
  toSeoulIso,
  VISIT_HOURS_UNIT_MINUTES,
  VISIT_MAX_CREDITED_MINUTES,
  VISIT_REVIEW_DECISIONS,
  VISIT_REVIEW_NOTE_MAX_LENGTH,
  VISIT_REVIEW_REASONS,
} from '@ieum/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeVisitErrors } from '../../domain/visit-errors';
import type { VisitReviewItem, VisitReviewSettled } from '../../plugins/app/visit-reviews';
import { errorResponses, idParamsSchema, requireRole, seoulDateTimeSchema, userTypeQuerySchema } from '../../schemas/matching';

const iso = (date: Date | null) => (date ? toSeoulIso(date) : null);
const methodSchema = z.enum(['ELDERLY_CONFIRM', 'CODE', 'STAFF']).nullable().meta({ description: 'ELDERLY_CONFIRM 어르신 휴대폰, CODE 방문 코드, STAFF 사회복지사' });

const itemSchema = z.object({
  matchingId: z.number(),
  reasons: z.array(z.enum(VISIT_REVIEW_REASONS)).meta({ description: 'NOT_CONFIRMED 확인 시간 안에 도착·마침이 확인되지 않음, HELP 방문 중 도움이 필요해요' }),
  helpType: helpTypeOutSchema,
  district: districtOutSchema,
  startTime: seoulDateTimeSchema,
  endTime: seoulDateTimeSchema,
  activityStatus: z.string(),
  elderlyId: z.number(),
  elderlyName: z.string(),
  volunteerId: z.number(),
  volunteerName: z.string(),
  arriveRequestedAt: seoulDateTimeSchema.nullable().meta({ description: '봉사자가 도착했어요를 누른 때' }),
  arrivedAt: seoulDateTimeSchema.nullable(),
  arriveMethod: methodSchema,
  finishRequestedAt: seoulDateTimeSchema.nullable(),
  finishedAt: seoulDateTimeSchema.nullable(),
  finishMethod: methodSchema,
  creditedMinutes: z.number().nullable(),
  noShow: z.enum(NO_SHOW_KINDS).nullable(),
  helpCount: z.number(),
  firstHelpAt: seoulDateTimeSchema.nullable(),
});

const settledSchema = z.object({
  matchingId: z.number(),
  decision: z.enum(VISIT_REVIEW_DECISIONS),
  minutes: z.number(),
  note: z.string(),
  staffName: z.string(),
  decidedAt: seoulDateTimeSchema,
});

const toItem = (item: VisitReviewItem) => ({
  ...item,
  startTime: toSeoulIso(item.startTime),
  endTime: toSeoulIso(item.endTime),
  arriveRequestedAt: iso(item.arriveRequestedAt),
  arrivedAt: iso(item.arrivedAt),
  finishRequestedAt: iso(item.finishRequestedAt),
  finishedAt: iso(item.finishedAt),
  firstHelpAt: iso(item.firstHelpAt),
  creditedMinutes: item.creditedMinutes === null ? null : Number(item.creditedMinutes),
});
const toSettled = (settled: VisitReviewSettled) => ({ ...settled, decidedAt: toSeoulIso(settled.decidedAt) });

/** The welfare worker settles visits marked for review in their districts (api/README.md "Visits and volunteer hours"). */
const visitReviews: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/care/visit-reviews',
    {
      schema: {
        tags: ['visits'],
        summary: '사회복지사: 내 구의 확인이 필요한 방문 (확인 시간 안에 확인되지 않음, 방문 중 도움 요청). 감사 기록에 남음',
        security: [{ bearerAuth: [] }],
        querystring: userTypeQuerySchema,
        response: { 200: z.object({ visits: z.array(itemSchema) }), ...errorResponses({ 403: describeVisitErrors('USER_TYPE_MISMATCH') }) },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, 'staff', request.query.userType);
      return { visits: (await app.visitReviews.list(userId)).map(toItem) };
    },
  );

  app.post(
    '/care/visit-reviews/:id/decision',
    {
      schema: {
        tags: ['visits'],
        summary: `사회복지사: 시간 인정 (counted true, minutes ${VISIT_HOURS_UNIT_MINUTES}분 단위 최대 ${VISIT_MAX_CREDITED_MINUTES}) 또는 불인정, 메모 필수 (${VISIT_REVIEW_NOTE_MAX_LENGTH}자 이하). 봉사 시간·확인서에 바로 반영, 감사 기록`,
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        querystring: userTypeQuerySchema,
        body: z.object({
          counted: z.boolean(),
          minutes: z.number().int().optional(),
          // The service checks the trimmed length (VISIT_REVIEW_INVALID); this only bounds what is read.
          note: z.string().max(VISIT_REVIEW_NOTE_MAX_LENGTH * 2),
        }),
        response: {
          200: settledSchema,
          ...errorResponses({
            400: `VALIDATION_FAILED / ${describeVisitErrors('VISIT_REVIEW_INVALID')}`,
            403: describeVisitErrors('USER_TYPE_MISMATCH'),
            404: describeVisitErrors('VISIT_REVIEW_NOT_FOUND'),
            409: describeVisitErrors('VISIT_REVIEW_SETTLED'),
          }),
        },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, 'staff', request.query.userType);
      return toSettled(await app.visitReviews.decide(userId, request.params.id, request.body));
    },
  );
};

export default visitReviews;
