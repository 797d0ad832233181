import { userTypeQuerySchema } from '@ieum/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeCareErrors } from '../../domain/care-errors';
import { familyAlertSchema, linkedPersonSchema, pastVisitSchema, percentagesSchema, visitSchema } from '../../schemas/care';
import { errorResponses, idParamsSchema, requireRole } from '../../schemas/matching';

/**
 * What a family member sees of a linked older person, item by item as the older person allows
 * (api/README.md "Circle of care"). Every answer with the person's data is written to the audit log.
 */
const family: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  const common = { tags: ['care: family'], security: [{ bearerAuth: [] }], querystring: userTypeQuerySchema, params: idParamsSchema };
  const refusals = (notShared: boolean) =>
    errorResponses({
      400: 'VALIDATION_FAILED',
      403: notShared ? describeCareErrors('USER_TYPE_MISMATCH', 'NOT_SHARED') : describeCareErrors('USER_TYPE_MISMATCH'),
      404: describeCareErrors('PERSON_NOT_FOUND'),
    });

  app.get(
    '/guardian/people/:id',
    {
      schema: {
        ...common,
        summary: '연결된 어르신 한 분: 이름과 공유 항목 (화면에 무엇을 보여줄지)',
        response: { 200: linkedPersonSchema, ...refusals(false) },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, 'guardian', request.query.userType);
      return app.family.person(userId, request.params.id);
    },
  );

  app.get(
    '/guardian/people/:id/visits/upcoming',
    {
      schema: {
        ...common,
        summary: '다가오는 봉사 (시작이 가까운 순, 취소된 것 제외). 공유 꺼짐: 403 NOT_SHARED',
        response: { 200: z.object({ visits: z.array(visitSchema) }), ...refusals(true) },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, 'guardian', request.query.userType);
      return { visits: await app.family.upcomingVisits(userId, request.params.id) };
    },
  );

  app.get(
    '/guardian/people/:id/visits/past',
    {
      schema: {
        ...common,
        summary: '지난 봉사와 후기 (최근 순, 최대 30). 사진은 사진 공유가 켜진 경우만. 공유 꺼짐: 403 NOT_SHARED',
        response: { 200: z.object({ visits: z.array(pastVisitSchema), photosShared: z.boolean() }), ...refusals(true) },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, 'guardian', request.query.userType);
      return app.family.pastVisits(userId, request.params.id);
    },
  );

  app.get(
    '/guardian/people/:id/emotions',
    {
      schema: {
        ...common,
        summary: '지난달(서울) 마음 그래프: 감정별 퍼센트만 (대화 내용은 없음). 공유 꺼짐: 403 NOT_SHARED',
        response: { 200: z.object({ month: z.string(), sentimentPercentages: percentagesSchema }), ...refusals(true) },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, 'guardian', request.query.userType);
      return app.family.emotions(userId, request.params.id);
    },
  );

  app.get(
    '/guardian/people/:id/alerts',
    {
      schema: {
        ...common,
        summary: '위기 알림 (최근 순, 최대 50): 종류, 그 한 문장, 사회복지사의 확인과 조치. 공유 꺼짐: 403 NOT_SHARED',
        response: { 200: z.object({ alerts: z.array(familyAlertSchema) }), ...refusals(true) },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, 'guardian', request.query.userType);
      return { alerts: await app.family.alerts(userId, request.params.id) };
    },
  );
};

export default family;
