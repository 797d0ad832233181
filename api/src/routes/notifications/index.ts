import { assertUserTypeMatches } from '@ieum/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeErrors, matchingError } from '../../domain/matching-errors';
import { toSeoulIso } from '@ieum/domain';
import { NOTIFICATION_KINDS } from '../../domain/notification-texts';
import { NOTIFICATION_LIST_LIMIT } from '../../plugins/app/notifications';
import { errorResponses, idParamsSchema, seoulDateTimeSchema, userTypeQuerySchema } from '../../schemas/matching';

const notificationSchema = z.object({
  id: z.number().meta({ description: '알림마다 고유한 id (새 알림일수록 큼)' }),
  kind: z.enum(NOTIFICATION_KINDS).meta({
    description:
      '무슨 일인지: MATCHED 매칭 확정, ELDERLY_CANCELED 어르신이 취소, VOLUNTEER_CANCELED 봉사자가 취소, MARKED_DONE 완료 표시(후기를 써 주세요), REMINDER 1시간 전, WAITING 대기 중, EXPIRED 봉사자 없이 시작 시각이 지남, NO_CHECK_IN 시작 후 60분까지 도착 확인 없음(어르신), VISIT_REVIEWED 확인이 필요한 방문을 사회복지사가 인정 또는 불인정함(봉사자); 돌봄: CARE_LINKED 가족 연결(어르신), CARE_ALERT / CARE_ALERT_ESCALATED / CARE_ALERT_OVERDUE 위기 알림, 10분 확대, 30분 지연(사회복지사), FAMILY_ALERT / FAMILY_ALERT_ESCALATED 위기 알림과 확대(가족)',
  }),
  activityId: z.number().nullable().meta({ description: '알림이 가리키는 봉사 활동(매칭) id; 앱은 이것으로 상세 화면을 엶' }),
  careAlertId: z.number().nullable().meta({ description: '위기 알림 id (CARE_ALERT*, FAMILY_ALERT*), 그 밖에는 null' }),
  title: z.string(),
  body: z.string(),
  createdAt: seoulDateTimeSchema,
  readAt: seoulDateTimeSchema.nullable().meta({ description: '읽음 표시한 시각, 안 읽었으면 null' }),
});

const pollQuerySchema = userTypeQuerySchema.extend({
  afterId: z
    .string()
    .regex(/^[0-9]{1,15}$/, "알림 번호의 형식이 올바르지 않습니다.")
    .transform(Number)
    .optional()
    .meta({ description: '선택: 이 id 보다 새 알림만 (없으면 빈 배열)' }),
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_LIST_LIMIT).optional(),
});

const POLL_DESCRIPTION = `열린 앱이 5초마다 부르는 알림 목록 (최신 순, 최대 ${NOTIFICATION_LIST_LIMIT}개).
응답마다 ETag 가 붙음. 다음 요청에 If-None-Match 로 그 값을 보내면, 새 알림도 읽음 변화도 없을 때 본문 없는 304 (서버는 알림 행을 읽지 않음).
afterId 를 주면 그보다 새 알림만 돌려줌 (없으면 []).`;

/** If-None-Match holds this ETag (weak comparison, as for GET). */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === bare;
  });
}

const notifications: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/user/notification',
    {
      schema: {
        tags: ['notifications'],
        summary: '내 알림 목록 (폴링용, ETag/304 지원)',
        description: POLL_DESCRIPTION,
        security: [{ bearerAuth: [] }],
        querystring: pollQuerySchema,
        response: {
          200: z.array(notificationSchema),
          304: z.null().describe('바뀐 것 없음 (본문 없음)'),
          ...errorResponses({ 400: 'VALIDATION_FAILED', 403: describeErrors('USER_TYPE_MISMATCH') }),
        },
      },
    },
    async (request, reply) => {
      const userId = Number(assertUserTypeMatches(request, request.query.userType).id);
      const { afterId, limit } = request.query;
      const head = await app.notifications.head(userId);
      // The window asked for is part of the version: a tag sent for one window says nothing of another.
      const window = `${afterId === undefined ? '' : `-a${afterId}`}${limit === undefined ? '' : `-l${limit}`}`;
      const etag = `W/"n${userId}-${head.latestId}-${head.lastReadAt}${window}"`;
      reply.header('etag', etag);
      reply.header('cache-control', 'private, no-cache');
      // send(undefined), unlike send(null), writes no body and no content-length, which keep-alive
      // clients would otherwise wait on.
      if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.status(304).removeHeader('content-type').send(undefined as unknown as null);
      if (afterId !== undefined && head.latestId <= afterId) return [];
      const items = await app.notifications.list(userId, { afterId, limit });
      return items.map((item) => ({
        id: item.id,
        kind: item.kind,
        activityId: item.activityId === null ? null : Number(item.activityId),
        careAlertId: item.careAlertId === null ? null : Number(item.careAlertId),
        title: item.title,
        body: item.body,
        createdAt: toSeoulIso(item.createdAt),
        readAt: item.readAt && toSeoulIso(item.readAt),
      }));
    },
  );

  app.patch(
    '/user/notification',
    {
      schema: {
        tags: ['notifications'],
        summary: '내 알림을 모두 읽음으로 표시',
        security: [{ bearerAuth: [] }],
        querystring: userTypeQuerySchema,
        response: { 204: z.null().describe('본문 없음'), ...errorResponses({ 403: describeErrors('USER_TYPE_MISMATCH') }) },
      },
    },
    async (request, reply) => {
      const userId = Number(assertUserTypeMatches(request, request.query.userType).id);
      await app.notifications.markRead(userId);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/user/notification/:id',
    {
      schema: {
        tags: ['notifications'],
        summary: '알림 하나를 읽음으로 표시 (내 알림이 아니면 404)',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        querystring: userTypeQuerySchema,
        response: {
          204: z.null().describe('본문 없음'),
          ...errorResponses({ 400: 'VALIDATION_FAILED', 403: describeErrors('USER_TYPE_MISMATCH'), 404: describeErrors('NOTIFICATION_NOT_FOUND') }),
        },
      },
    },
    async (request, reply) => {
      const userId = Number(assertUserTypeMatches(request, request.query.userType).id);
      if (!(await app.notifications.markRead(userId, request.params.id))) throw matchingError('NOTIFICATION_NOT_FOUND');
      return reply.status(204).send(null);
    },
  );
};

export default notifications;
