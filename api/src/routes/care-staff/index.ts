import { DISTRICT_CODES, IDLE_VOLUNTEER_DAYS, LONELINESS_MIN_MESSAGES, WAITING_REQUEST_ALERT_HOURS } from '@ieum/domain';
import { userTypeQuerySchema } from '@ieum/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeCareErrors } from '../../domain/care-errors';
import {
  activityHistorySchema,
  alertCloseBodySchema,
  alertEventSchema,
  alertListQuerySchema,
  auditEntrySchema,
  auditQuerySchema,
  CSV_LISTS,
  districtFilterSchema,
  idleVolunteerSchema,
  lonelinessRowSchema,
  monthlyEmotionSchema,
  slotSchema,
  staffAlertSchema,
  staffPersonSchema,
  waitingRequestSchema,
} from '../../schemas/care';
import { errorResponses, idParamsSchema, requireRole } from '../../schemas/matching';

/**
 * The welfare worker's dashboard (api/README.md "Circle of care"): crisis alerts, requests nobody
 * took, rising loneliness, idle volunteers, the audit log, and CSV exports. Only within the
 * worker's districts: anything outside them is 404, as if it did not exist.
 */
const careStaff: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  const common = { tags: ['care: staff'], security: [{ bearerAuth: [] }] };
  const query = userTypeQuerySchema;
  const withDistrict = query.extend(districtFilterSchema.shape);
  const roleError = { 403: describeCareErrors('USER_TYPE_MISMATCH') };
  const listRefusals = errorResponses({ 400: 'VALIDATION_FAILED', ...roleError, 404: describeCareErrors('DISTRICT_NOT_FOUND') });
  const staffOf = (request: Parameters<typeof requireRole>[0], claimed: unknown) => requireRole(request, 'staff', claimed).userId;

  app.get(
    '/care/me',
    {
      schema: {
        ...common,
        summary: '로그인한 사회복지사와 담당 구',
        querystring: query,
        response: { 200: z.object({ staffId: z.number(), name: z.string(), districts: z.array(z.enum(DISTRICT_CODES)) }), ...errorResponses(roleError) },
      },
    },
    async (request) => app.careStaff.me(staffOf(request, request.query.userType)),
  );

  app.get(
    '/care/alerts',
    {
      schema: {
        ...common,
        summary: '위기 알림 목록. open: 확인 전(오래된 순) 다음 확인 후 마무리 전(오래된 순). closed: 마무리된 것 최근 순',
        querystring: query.extend(alertListQuerySchema.shape),
        response: { 200: z.object({ alerts: z.array(staffAlertSchema) }), ...listRefusals },
      },
    },
    async (request) => {
      const staffId = staffOf(request, request.query.userType);
      return { alerts: await app.careAlerts.list(staffId, request.query) };
    },
  );

  app.get(
    '/care/alerts/summary',
    {
      schema: {
        ...common,
        summary: '배지 숫자 (개인 정보 없음, 감사 기록 없음): 5~30초마다 물어보고 latestAlertId 가 바뀌면 목록을 다시 불러올 것',
        querystring: query,
        response: {
          200: z.object({
            unacknowledged: z.number().meta({ description: '아무도 확인하지 않은 알림 (배지)' }),
            open: z.number().meta({ description: '마무리 전 알림' }),
            overdue: z.number(),
            latestAlertId: z.number().meta({ description: '담당 구의 가장 최근 알림 id (없으면 0)' }),
          }),
          ...errorResponses(roleError),
        },
      },
    },
    async (request) => app.careAlerts.summary(staffOf(request, request.query.userType)),
  );

  app.get(
    '/care/alerts/:id',
    {
      schema: {
        ...common,
        summary: '위기 알림 상세와 경과 (알림, 확대, 확인, 마무리), 같은 어르신의 다른 알림',
        params: idParamsSchema,
        querystring: query,
        response: {
          200: z.object({ alert: staffAlertSchema, history: z.array(alertEventSchema), otherAlerts: z.array(staffAlertSchema) }),
          ...errorResponses({ 400: 'VALIDATION_FAILED', ...roleError, 404: describeCareErrors('ALERT_NOT_FOUND') }),
        },
      },
    },
    async (request) => app.careAlerts.detail(staffOf(request, request.query.userType), request.params.id),
  );

  app.post(
    '/care/alerts/:id/acknowledge',
    {
      schema: {
        ...common,
        summary: '확인했어요: 처음 확인한 사람과 때가 남음 (두 번째는 그대로 200). 확대와 지연 표시가 멈춤',
        params: idParamsSchema,
        querystring: query,
        response: {
          200: staffAlertSchema,
          ...errorResponses({ 400: 'VALIDATION_FAILED', ...roleError, 404: describeCareErrors('ALERT_NOT_FOUND'), 409: describeCareErrors('ALERT_CLOSED') }),
        },
      },
    },
    async (request) => app.careAlerts.acknowledge(staffOf(request, request.query.userType), request.params.id),
  );

  app.post(
    '/care/alerts/:id/close',
    {
      schema: {
        ...common,
        summary: '마무리: 무엇을 했는지(outcome)와 짧은 메모. 확인 전이면 확인도 함께 기록',
        params: idParamsSchema,
        querystring: query,
        body: alertCloseBodySchema,
        response: {
          200: staffAlertSchema,
          ...errorResponses({ 400: 'VALIDATION_FAILED', ...roleError, 404: describeCareErrors('ALERT_NOT_FOUND'), 409: describeCareErrors('ALERT_CLOSED') }),
        },
      },
    },
    async (request) => app.careAlerts.close(staffOf(request, request.query.userType), request.params.id, request.body),
  );

  app.get(
    '/care/waiting-requests',
    {
      schema: {
        ...common,
        summary: `봉사자 없이 ${WAITING_REQUEST_ALERT_HOURS}시간 넘게 기다리는 신청 (시작 전, 오래 기다린 순)`,
        querystring: withDistrict,
        response: { 200: z.object({ requests: z.array(waitingRequestSchema) }), ...listRefusals },
      },
    },
    async (request) => ({ requests: await app.careStaff.waitingRequests(staffOf(request, request.query.userType), request.query.district) }),
  );

  app.get(
    '/care/requests/:id',
    {
      schema: {
        ...common,
        summary: '신청 상세와 그 어르신의 지난 신청 (최근 20)',
        params: idParamsSchema,
        querystring: query,
        response: {
          200: z.object({ request: waitingRequestSchema, history: z.array(activityHistorySchema) }),
          ...errorResponses({ 400: 'VALIDATION_FAILED', ...roleError, 404: describeCareErrors('REQUEST_NOT_FOUND') }),
        },
      },
    },
    async (request) => app.careStaff.requestDetail(staffOf(request, request.query.userType), request.params.id),
  );

  app.get(
    '/care/loneliness',
    {
      schema: {
        ...common,
        summary: `지난달 외로움+슬픔 비율이 그 전달보다 오른 어르신 (두 달 모두 메시지 ${LONELINESS_MIN_MESSAGES}개 이상, 많이 오른 순)`,
        querystring: withDistrict,
        response: {
          200: z.object({ month: z.string(), previousMonth: z.string(), people: z.array(lonelinessRowSchema) }),
          ...listRefusals,
        },
      },
    },
    async (request) => app.careStaff.loneliness(staffOf(request, request.query.userType), request.query.district),
  );

  app.get(
    '/care/people/:id',
    {
      schema: {
        ...common,
        summary: '어르신 상세와 경과: 위기 알림, 신청 (최근 20), 최근 3달 마음 그래프, 위기 알림 수신 설정',
        params: idParamsSchema,
        querystring: query,
        response: {
          200: z.object({
            elderly: staffPersonSchema,
            staffCrisisAlerts: z.boolean().meta({ description: '어르신이 사회복지사 위기 알림을 켜 두었는지' }),
            alerts: z.array(staffAlertSchema),
            requests: z.array(activityHistorySchema),
            emotions: z.array(monthlyEmotionSchema),
          }),
          ...errorResponses({ 400: 'VALIDATION_FAILED', ...roleError, 404: describeCareErrors('PERSON_NOT_FOUND') }),
        },
      },
    },
    async (request) => app.careStaff.personDetail(staffOf(request, request.query.userType), request.params.id),
  );

  app.get(
    '/care/idle-volunteers',
    {
      schema: {
        ...common,
        summary: `봉사 가능 시간을 정했는데 ${IDLE_VOLUNTEER_DAYS}일 넘게 배정이 없는 봉사자 (오래된 순)`,
        querystring: withDistrict,
        response: { 200: z.object({ volunteers: z.array(idleVolunteerSchema) }), ...listRefusals },
      },
    },
    async (request) => ({ volunteers: await app.careStaff.idleVolunteers(staffOf(request, request.query.userType), request.query.district) }),
  );

  app.get(
    '/care/volunteers/:id',
    {
      schema: {
        ...common,
        summary: '봉사자 상세와 경과: 주간 봉사 가능 시간, 봉사 (최근 20)',
        params: idParamsSchema,
        querystring: query,
        response: {
          200: z.object({
            volunteer: idleVolunteerSchema.extend({ bio: z.string() }),
            slots: z.array(slotSchema),
            activities: z.array(activityHistorySchema),
          }),
          ...errorResponses({ 400: 'VALIDATION_FAILED', ...roleError, 404: describeCareErrors('VOLUNTEER_NOT_FOUND') }),
        },
      },
    },
    async (request) => app.careStaff.volunteerDetail(staffOf(request, request.query.userType), request.params.id),
  );

  app.get(
    '/care/audit',
    {
      schema: {
        ...common,
        summary: '감사 기록: 담당 구 어르신의 정보를 사회복지사와 가족이 본 기록 (최근 순, 최대 500)',
        querystring: query.extend(auditQuerySchema.shape),
        response: { 200: z.object({ entries: z.array(auditEntrySchema) }), ...listRefusals },
      },
    },
    async (request) => ({ entries: await app.careAudit.list(staffOf(request, request.query.userType), request.query) }),
  );

  app.get(
    '/care/export/:list',
    {
      schema: {
        ...common,
        summary:
          'CSV 내려받기 (UTF-8, BOM 포함: 엑셀에서 한글이 바로 열림; Content-Disposition attachment). alerts 는 마무리 전과 최근 90일 마무리, audit 는 from/to',
        params: z.object({ list: z.enum(CSV_LISTS, { error: `목록은 ${CSV_LISTS.join(', ')} 중 하나입니다.` }) }),
        querystring: query.extend(auditQuerySchema.shape),
        produces: ['text/csv'],
        response: { 200: z.string().meta({ description: 'CSV 본문 (text/csv; charset=utf-8, BOM 으로 시작)' }), ...listRefusals },
      },
    },
    async (request, reply) => {
      const staffId = staffOf(request, request.query.userType);
      const csv = await app.careStaff.exportCsv(staffId, request.params.list, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv.body);
    },
  );
};

export default careStaff;
