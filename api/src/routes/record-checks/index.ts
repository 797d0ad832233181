import { toSeoulIso } from '@ieum/domain';
import { errorBodySchema } from '@ieum/server-kit';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeVisitErrors, visitError } from '../../domain/visit-errors';
import { RECORD_CHECK_MAX_BYTES, RECORD_CHECK_TYPES, type RecordCheckType } from '@ieum/domain';
import type { RecordCheckRow } from '../../plugins/app/record-checks';
import { errorResponses, idParamsSchema, requireRole, seoulDateTimeSchema, userTypeQuerySchema } from '../../schemas/matching';

const checkSchema = z.object({
  id: z.number(),
  volunteerId: z.number(),
  volunteerName: z.string(),
  district: z.string(),
  status: z.enum(['PENDING', 'VERIFIED', 'REJECTED']),
  uploadedAt: seoulDateTimeSchema,
  decidedAt: seoulDateTimeSchema.nullable(),
  hasDocument: z.boolean().meta({ description: '파일이 아직 있음 (확인을 마치면 삭제)' }),
  views: z.number().meta({ description: '사회복지사가 파일을 연 횟수 (모두 기록됨)' }),
});

const toBody = (row: RecordCheckRow) => ({
  ...row,
  id: Number(row.id),
  volunteerId: Number(row.volunteerId),
  uploadedAt: toSeoulIso(row.uploadedAt),
  decidedAt: row.decidedAt ? toSeoulIso(row.decidedAt) : null,
});

/** 범죄경력 회보서: the volunteer uploads, a worker of the district opens (audited) and decides (api/README.md). */
const recordChecks: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  // The document comes as the raw body (no form), only in this scope.
  app.addContentTypeParser([...RECORD_CHECK_TYPES], { parseAs: 'buffer', bodyLimit: RECORD_CHECK_MAX_BYTES }, (_request, body, done) => done(null, body));
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.put(
    '/volunteer/record-check',
    {
      bodyLimit: RECORD_CHECK_MAX_BYTES,
      schema: {
        tags: ['trust'],
        summary: '봉사자: 범죄경력 회보서 올리기 (본문이 파일: application/pdf, image/jpeg, image/png, 5MB 이하). 비공개 보관, 확인 후 삭제',
        security: [{ bearerAuth: [] }],
        querystring: userTypeQuerySchema,
        response: {
          201: checkSchema,
          ...errorResponses({ 400: describeVisitErrors('RECORD_CHECK_INVALID_FILE'), 403: describeVisitErrors('USER_TYPE_MISMATCH'), 409: describeVisitErrors('RECORD_CHECK_PENDING') }),
        },
      },
    },
    async (request, reply) => {
      const { userId } = requireRole(request, 'volunteer', request.query.userType);
      const contentType = (request.headers['content-type'] ?? '').split(';')[0].trim() as RecordCheckType;
      if (!RECORD_CHECK_TYPES.includes(contentType) || !Buffer.isBuffer(request.body) || request.body.length === 0) throw visitError('RECORD_CHECK_INVALID_FILE');
      return reply.code(201).send(toBody(await app.recordChecks.upload(userId, contentType, request.body)));
    },
  );

  typed.get(
    '/volunteer/record-check',
    {
      schema: {
        tags: ['trust'],
        summary: '봉사자: 내 회보서 확인 상태 (없으면 null)',
        security: [{ bearerAuth: [] }],
        querystring: userTypeQuerySchema,
        response: { 200: checkSchema.nullable(), ...errorResponses({ 403: describeVisitErrors('USER_TYPE_MISMATCH') }) },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, 'volunteer', request.query.userType);
      const mine = await app.recordChecks.mine(userId);
      return mine ? toBody(mine) : null;
    },
  );

  typed.get(
    '/care/record-checks',
    {
      schema: {
        tags: ['trust'],
        summary: '사회복지사: 내 구의 확인 대기 회보서',
        security: [{ bearerAuth: [] }],
        querystring: userTypeQuerySchema,
        response: { 200: z.array(checkSchema), ...errorResponses({ 403: describeVisitErrors('USER_TYPE_MISMATCH') }) },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, 'staff', request.query.userType);
      return (await app.recordChecks.pendingFor(userId)).map(toBody);
    },
  );

  typed.get(
    '/care/record-checks/:id/document',
    {
      schema: {
        tags: ['trust'],
        summary: '사회복지사: 회보서 파일 열기 (열 때마다 기록). 다른 구는 404, 확인 후에는 410',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        querystring: userTypeQuerySchema,
        produces: ['application/pdf', 'image/jpeg', 'image/png'],
        response: {
          200: z.any().meta({ description: '파일 (Cache-Control: no-store)' }),
          ...errorResponses({ 403: describeVisitErrors('USER_TYPE_MISMATCH'), 404: describeVisitErrors('RECORD_CHECK_NOT_FOUND') }),
          410: errorBodySchema.describe(describeVisitErrors('RECORD_CHECK_REMOVED')),
        },
      },
    },
    async (request, reply) => {
      const { userId } = requireRole(request, 'staff', request.query.userType);
      const file = await app.recordChecks.open(userId, request.params.id);
      return reply.type(file.contentType).header('cache-control', 'no-store').send(file.document);
    },
  );

  typed.post(
    '/care/record-checks/:id/decision',
    {
      schema: {
        tags: ['trust'],
        summary: "사회복지사: 확인 (verified true: '확인된 봉사자' 배지) 또는 반려. 파일은 바로 삭제",
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        querystring: userTypeQuerySchema,
        body: z.object({ verified: z.boolean() }),
        response: {
          200: checkSchema,
          ...errorResponses({ 400: 'VALIDATION_FAILED', 403: describeVisitErrors('USER_TYPE_MISMATCH'), 404: describeVisitErrors('RECORD_CHECK_NOT_FOUND'), 409: describeVisitErrors('RECORD_CHECK_DECIDED') }),
        },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, 'staff', request.query.userType);
      return toBody(await app.recordChecks.decide(userId, request.params.id, request.body.verified));
    },
  );

  typed.get(
    '/care/record-checks/:id/views',
    {
      schema: {
        tags: ['trust'],
        summary: '사회복지사: 이 회보서를 누가 언제 열었는지',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        querystring: userTypeQuerySchema,
        response: {
          200: z.array(z.object({ staffName: z.string(), viewedAt: seoulDateTimeSchema })),
          ...errorResponses({ 403: describeVisitErrors('USER_TYPE_MISMATCH'), 404: describeVisitErrors('RECORD_CHECK_NOT_FOUND') }),
        },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, 'staff', request.query.userType);
      return (await app.recordChecks.viewsOf(userId, request.params.id)).map((view) => ({ staffName: view.staffName, viewedAt: toSeoulIso(view.viewedAt) }));
    },
  );
};

export default recordChecks;
