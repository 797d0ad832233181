import { assertUserTypeMatches, errorBodySchema, tooManyRequests } from '@ieum/server-kit';
import { toSeoulIso, VERIFY_MAX_PER_MINUTE, VISIT_CODE_LENGTH, VISIT_STATUSES, VISIT_STEP_STATES } from '@ieum/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeVisitErrors, visitError } from '../../domain/visit-errors';
import type { VisitView } from '../../plugins/app/visits';
import { errorResponses, idParamsSchema, requireRole, seoulDateTimeSchema, userTypeQuerySchema } from '../../schemas/matching';


const stepSchema = z.enum(['arrive', 'finish']).meta({ description: 'arrive 도착, finish 마침' });

const visitSchema = z.object({
  matchingId: z.number(),
  startTime: seoulDateTimeSchema,
  endTime: seoulDateTimeSchema,
  otherName: z.string().meta({ description: '상대방 이름 (봉사자에게는 어르신, 어르신에게는 봉사자)' }),
  arrive: z.enum(VISIT_STEP_STATES).meta({ description: 'NONE, REQUESTED (봉사자가 도착했어요를 누름), CONFIRMED' }),
  finish: z.enum(VISIT_STEP_STATES),
  arrivedAt: seoulDateTimeSchema.nullable(),
  finishedAt: seoulDateTimeSchema.nullable(),
  status: z.enum(VISIT_STATUSES).meta({ description: 'OPEN 진행 중, CONFIRMED 양쪽 확인됨 (시간 인정), REVIEW 확인 시간 지남 (담당자 확인 필요, 시간 불인정)' }),
  creditedMinutes: z.number().nullable().meta({ description: '인정된 분 (30분 단위 내림, 최대 계획 + 30분)' }),
  code: z.string().nullable().meta({ description: '어르신에게만: 봉사자가 입력할 방문 코드 4자리 (확인할 단계가 남아 있을 때)' }),
});

const toBody = (view: VisitView) => ({
  ...view,
  startTime: toSeoulIso(view.startTime),
  endTime: toSeoulIso(view.endTime),
  arrivedAt: view.arrivedAt ? toSeoulIso(view.arrivedAt) : null,
  finishedAt: view.finishedAt ? toSeoulIso(view.finishedAt) : null,
});

const visitRefusals = {
  ...errorResponses({
    400: 'VALIDATION_FAILED',
    403: describeVisitErrors('USER_TYPE_MISMATCH'),
    404: describeVisitErrors('VISIT_NOT_FOUND'),
    409: describeVisitErrors('VISIT_NOT_OPEN', 'VISIT_WINDOW_CLOSED', 'NOT_ARRIVED', 'ALREADY_CONFIRMED', 'NOTHING_TO_CONFIRM'),
  }),
};

const hoursSchema = z.object({
  totalMinutes: z.number(),
  totalHours: z.number(),
  reviewCount: z.number().meta({ description: '확인 시간이 지나 담당자 확인이 필요한 방문 수 (시간에 포함 안 됨)' }),
  visits: z.array(
    z.object({
      matchingId: z.number(),
      type: z.string(),
      districtType: z.string(),
      startTime: seoulDateTimeSchema,
      arrivedAt: seoulDateTimeSchema,
      finishedAt: seoulDateTimeSchema,
      minutes: z.number(),
    }),
  ),
});

/** Check-in and check-out at the door, the volunteer's hours and certificates (api/README.md "Visits and volunteer hours"). */
const visits: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/certificates/:code',
    {
      config: { rateLimit: { max: VERIFY_MAX_PER_MINUTE, timeWindow: 60_000, keyGenerator: (request) => `certificate-check:${request.ip}` } },
      schema: {
        tags: ['visits'],
        summary: `봉사활동 확인서 진위 확인 (로그인 없음, 주소당 분당 ${VERIFY_MAX_PER_MINUTE}회). 이름은 가려서`,
        params: z.object({ code: z.string().max(40) }),
        response: {
          200: z.object({
            code: z.string(),
            volunteerName: z.string(),
            issuedAt: seoulDateTimeSchema,
            totalHours: z.number(),
            visitCount: z.number(),
            visits: z.array(z.object({ date: z.string(), start: z.string(), end: z.string(), hours: z.number() })),
          }),
          404: errorBodySchema.describe(describeVisitErrors('CERTIFICATE_NOT_FOUND')),
          429: errorBodySchema.describe('TOO_MANY_REQUESTS'),
        },
      },
    },
    async (request) => app.hourCertificates.verify(request.params.code),
  );

  await app.register(async (scope) => {
    const signedIn = scope.withTypeProvider<ZodTypeProvider>();
    signedIn.addHook('onRequest', app.authenticate);

    signedIn.get(
      '/visit/:id',
      {
        schema: {
          tags: ['visits'],
          summary: '방문 확인 상태 (그 매칭의 봉사자와 어르신만, 그 밖에는 404). 어르신에게는 방문 코드 포함',
          security: [{ bearerAuth: [] }],
          params: idParamsSchema,
          querystring: userTypeQuerySchema,
          response: { 200: visitSchema, ...visitRefusals },
        },
      },
      async (request) => {
        const user = assertUserTypeMatches(request, request.query.userType);
        if (user.userType !== 'volunteer' && user.userType !== 'elderly') throw visitError('USER_TYPE_MISMATCH');
        return toBody(await app.visits.state(user.userType, Number(user.id), request.params.id));
      },
    );

    signedIn.post(
      '/visit/:id/help',
      {
        schema: {
          tags: ['visits'],
          summary: '도움이 필요해요 (방문 중, 봉사자나 어르신): 구의 사회복지사에게 위기 알림. 10분 안에 다시 누르면 alerted false',
          security: [{ bearerAuth: [] }],
          params: idParamsSchema,
          querystring: userTypeQuerySchema,
          response: { 200: z.object({ alerted: z.boolean() }), ...visitRefusals },
        },
      },
      async (request) => {
        const user = assertUserTypeMatches(request, request.query.userType);
        if (user.userType !== 'volunteer' && user.userType !== 'elderly') throw visitError('USER_TYPE_MISMATCH');
        return app.visits.needHelp(user.userType, Number(user.id), request.params.id);
      },
    );

    signedIn.post(
      '/visit/:id/:step',
      {
        schema: {
          tags: ['visits'],
          summary: '봉사자: 도착했어요 / 마쳤어요 (어르신 확인을 기다림)',
          security: [{ bearerAuth: [] }],
          params: idParamsSchema.extend({ step: stepSchema }),
          querystring: userTypeQuerySchema,
          response: { 200: visitSchema, ...visitRefusals },
        },
      },
      async (request) => {
        const { userId } = requireRole(request, 'volunteer', request.query.userType);
        return toBody(await app.visits.request(userId, request.params.id, request.params.step));
      },
    );

    signedIn.post(
      '/visit/:id/:step/confirm',
      {
        schema: {
          tags: ['visits'],
          summary: '어르신: 네, 오셨어요 / 네, 마쳤어요 (봉사자가 먼저 알린 뒤). 마침이 확인되면 봉사 완료로 표시',
          security: [{ bearerAuth: [] }],
          params: idParamsSchema.extend({ step: stepSchema }),
          querystring: userTypeQuerySchema,
          response: { 200: visitSchema, ...visitRefusals },
        },
      },
      async (request) => {
        const { userId } = requireRole(request, 'elderly', request.query.userType);
        return toBody(await app.visits.confirm(userId, request.params.id, request.params.step));
      },
    );

    signedIn.post(
      '/visit/:id/:step/code',
      {
        schema: {
          tags: ['visits'],
          summary: '봉사자: 어르신 화면의 방문 코드 4자리로 도착/마침 확인. 틀린 코드는 방문마다 5회/30분, 넘으면 429',
          security: [{ bearerAuth: [] }],
          params: idParamsSchema.extend({ step: stepSchema }),
          querystring: userTypeQuerySchema,
          body: z.object({ code: z.string().regex(new RegExp(`^[0-9]{${VISIT_CODE_LENGTH}}$`), '방문 코드는 숫자 4자리예요.') }),
          response: {
            200: visitSchema,
            ...visitRefusals,
            400: errorBodySchema.describe(`VALIDATION_FAILED / ${describeVisitErrors('WRONG_VISIT_CODE')}`),
            429: errorBodySchema.describe('TOO_MANY_REQUESTS (Retry-After 초)'),
          },
        },
      },
      async (request, reply) => {
        const { userId } = requireRole(request, 'volunteer', request.query.userType);
        const result = await app.visits.enterCode(userId, request.params.id, request.params.step, request.body.code);
        if (result.refused !== undefined) throw tooManyRequests('방문 코드를 너무 많이 틀렸어요.', result.refused, reply);
        return toBody(result.view);
      },
    );

    signedIn.get(
      '/volunteer/hours',
      {
        schema: {
          tags: ['visits'],
          summary: '나의 봉사 시간: 양쪽이 확인한 방문 (최근 순)과 합계',
          security: [{ bearerAuth: [] }],
          querystring: userTypeQuerySchema,
          response: { 200: hoursSchema, ...errorResponses({ 403: describeVisitErrors('USER_TYPE_MISMATCH') }) },
        },
      },
      async (request) => {
        const { userId } = requireRole(request, 'volunteer', request.query.userType);
        const hours = await app.visits.hours(userId);
        return {
          totalMinutes: hours.totalMinutes,
          totalHours: Math.round((hours.totalMinutes / 60) * 100) / 100,
          reviewCount: hours.reviewCount,
          visits: hours.visits.map((visit) => ({
            matchingId: visit.matchingId,
            type: visit.helpType,
            districtType: visit.district,
            startTime: toSeoulIso(visit.startTime),
            arrivedAt: toSeoulIso(visit.arrivedAt),
            finishedAt: toSeoulIso(visit.finishedAt),
            minutes: visit.minutes,
          })),
        };
      },
    );

    signedIn.post(
      '/volunteer/hours/certificate',
      {
        schema: {
          tags: ['visits'],
          summary: '봉사활동 확인서 PDF 발급 (새 확인 코드, X-Certificate-Code 헤더)',
          security: [{ bearerAuth: [] }],
          querystring: userTypeQuerySchema,
          produces: ['application/pdf'],
          response: {
            200: z.any().meta({ description: 'PDF (application/pdf, Content-Disposition attachment)' }),
            ...errorResponses({ 403: describeVisitErrors('USER_TYPE_MISMATCH'), 409: describeVisitErrors('NO_CONFIRMED_VISITS') }),
          },
        },
      },
      async (request, reply) => {
        const { userId } = requireRole(request, 'volunteer', request.query.userType);
        const { code, pdf } = await app.hourCertificates.pdf(userId);
        return reply
          .type('application/pdf')
          .header('x-certificate-code', code)
          .header('content-disposition', `attachment; filename="ieum-certificate-${code}.pdf"`)
          .send(pdf);
      },
    );

    signedIn.post(
      '/volunteer/hours/csv',
      {
        schema: {
          tags: ['visits'],
          summary: '자원봉사 포털 일괄 등록용 CSV (UTF-8 BOM; 열은 api/README.md, 공식 양식 아님). 확인서 코드 포함',
          security: [{ bearerAuth: [] }],
          querystring: userTypeQuerySchema,
          produces: ['text/csv'],
          response: {
            200: z.string().meta({ description: 'CSV 본문' }),
            ...errorResponses({ 403: describeVisitErrors('USER_TYPE_MISMATCH'), 409: describeVisitErrors('NO_CONFIRMED_VISITS') }),
          },
        },
      },
      async (request, reply) => {
        const { userId } = requireRole(request, 'volunteer', request.query.userType);
        const { code, csv } = await app.hourCertificates.csv(userId);
        return reply
          .type('text/csv; charset=utf-8')
          .header('x-certificate-code', code)
          .header('content-disposition', `attachment; filename="ieum-hours-${code}.csv"`)
          .send(csv);
      },
    );
  });
};

export default visits;
