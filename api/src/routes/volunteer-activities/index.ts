import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeErrors } from '../../domain/matching-errors';
import { PHONE_VISIBLE_HOURS_BEFORE_START, REQUEST_ORIGINS, toSeoulIso } from '@ieum/domain';
import {
  animalTypeOutSchema,
  districtOutSchema,
  errorResponses,
  helpTypeOutSchema,
  idParamsSchema,
  matchOutcomeSchema,
  requireRole,
  seoulDateTimeSchema,
  userTypeQuerySchema,
} from '../../schemas/matching';

const statusSchema = matchOutcomeSchema.shape.status;

const matchingItemSchema = z.object({
  id: z.number(),
  elderlyName: z.string(),
  startTime: seoulDateTimeSchema,
  type: helpTypeOutSchema,
  districtType: districtOutSchema,
});

const matchingDetailSchema = matchingItemSchema.extend({
  address: z.object({ district: districtOutSchema, detail: z.string() }),
  animalType: animalTypeOutSchema,
  addDescription: z.string(),
  status: statusSchema,
  elderlyPhone: z.string().meta({
    description: `어르신 전화번호: 봉사 시작 ${PHONE_VISIBLE_HOURS_BEFORE_START}시간 전부터 끝날 때까지 전체 번호, 그 밖에는 가운데를 가림 (010-****-1234)`,
  }),
  elderlyPhoneMasked: z.boolean().meta({ description: 'elderlyPhone 이 가려져 있으면 true' }),
});

const applyingItemSchema = z.object({
  id: z.number(),
  time: seoulDateTimeSchema,
  type: helpTypeOutSchema,
  districtType: districtOutSchema,
  volunteerName: z.string().nullable().meta({ description: '아직 매칭 전이면 null' }),
  requestedIn: z.enum(REQUEST_ORIGINS).meta({ description: "form 신청서, chat AI 친구와 대화로 신청" }),
});

const applyingDetailSchema = z.object({
  id: z.number(),
  type: helpTypeOutSchema,
  startTime: seoulDateTimeSchema,
  animalType: animalTypeOutSchema,
  addDescription: z.string(),
  status: statusSchema,
  matchedUserInfo: z
    .object({
      volunteerName: z.string(),
      profileImage: z.string().nullable(),
      volunteerActivityTime: z.number().meta({ description: '봉사 시간' }),
      phone: z.string().meta({ description: `봉사 시작 ${PHONE_VISIBLE_HOURS_BEFORE_START}시간 전부터 끝날 때까지 전체 번호, 그 밖에는 가운데를 가림 (010-****-1234)` }),
      phoneMasked: z.boolean().meta({ description: 'phone 이 가려져 있으면 true' }),
    })
    .nullable()
    .meta({ description: '배정된 봉사자, 없으면 null' }),
  myRating: z
    .object({ score: z.number(), comment: z.string() })
    .nullable()
    .meta({ description: '이 봉사에 이용자가 준 별점 (없으면 null)' }),
});

const detailErrors = errorResponses({
  400: 'VALIDATION_FAILED',
  403: describeErrors('USER_TYPE_MISMATCH', 'NOT_YOUR_MATCHING'),
  404: describeErrors('MATCHING_NOT_FOUND'),
});

const volunteerActivities: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/volunteerActivity/matching',
    {
      schema: {
        tags: ['volunteer'],
        summary: '봉사자의 앞으로의 매칭 목록 (가까운 순)',
        security: [{ bearerAuth: [] }],
        querystring: userTypeQuerySchema,
        response: { 200: z.array(matchingItemSchema), ...errorResponses({ 403: describeErrors('USER_TYPE_MISMATCH') }) },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, 'volunteer', request.query.userType);
      const items = await app.activities.volunteerMatchings(userId);
      return items.map((item) => ({ ...item, startTime: toSeoulIso(item.startTime) }));
    },
  );

  app.get(
    '/volunteerActivity/matching/:id',
    {
      schema: {
        tags: ['volunteer'],
        summary: '매칭 상세 (배정된 봉사자만)',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        querystring: userTypeQuerySchema,
        response: { 200: matchingDetailSchema, ...detailErrors },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, 'volunteer', request.query.userType);
      const detail = await app.activities.volunteerMatchingDetail(userId, request.params.id);
      return { ...detail, startTime: toSeoulIso(detail.startTime) };
    },
  );

  app.get(
    '/volunteerActivity/registration',
    {
      schema: {
        tags: ['elderly'],
        summary: '이용자의 앞으로의 신청 목록 (매칭된 것 먼저, 그다음 시간 순)',
        security: [{ bearerAuth: [] }],
        querystring: userTypeQuerySchema,
        response: { 200: z.array(applyingItemSchema), ...errorResponses({ 403: describeErrors('USER_TYPE_MISMATCH') }) },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, 'elderly', request.query.userType);
      const items = await app.activities.applyingList(userId);
      return items.map((item) => ({ ...item, time: toSeoulIso(item.time) }));
    },
  );

  app.get(
    '/volunteerActivity/registration/:id',
    {
      schema: {
        tags: ['elderly'],
        summary: '신청 상세 (신청한 이용자만)',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        querystring: userTypeQuerySchema,
        response: { 200: applyingDetailSchema, ...detailErrors },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, 'elderly', request.query.userType);
      const detail = await app.activities.applyingDetail(userId, request.params.id);
      return { ...detail, startTime: toSeoulIso(detail.startTime), myRating: await app.ratings.given(detail.id) };
    },
  );
};

export default volunteerActivities;
