import { type DistrictCode, ELDERLY_MATCHING_STATUSES, type ElderlyMatchingStatus, NO_SHOW_LATE_CANCEL_HOURS, toSeoulIso } from '@ieum/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBodySchema } from '@ieum/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeLimit, limitReached } from '../../domain/limits';
import { describeErrors, matchingError } from '../../domain/matching-errors';
import { RATING_PRIOR_MEAN, RATING_PRIOR_WEIGHT, RATING_WEIGHT } from '../../domain/rating-rules';
import {
  EXPERIENCE_SATURATION,
  FAIRNESS_WINDOW_DAYS,
  NO_SHOW_MAX_PENALTY,
  NO_SHOW_PENALTY,
  NO_SHOW_SAME_PERSON_DAYS,
  NO_SHOW_WINDOW_DAYS,
  RANKING_WEIGHTS,
  TEXT_FIT_SATURATION,
} from '../../domain/ranking';
import {
  errorResponses,
  helpRequestSchema,
  idParamsSchema,
  idSchema,
  matchOutcomeSchema,
  requireRole,
  seoulDateTimeSchema,
  toHelpRequest,
  userTypeQuerySchema,
  validationFailed,
} from '../../schemas/matching';

const RANKING_DESCRIPTION = `도움 요청을 만들고(MATCHING) 추천 봉사자를 최대 4명 돌려줍니다.

조건(모두 만족): 요청 요일에 시작 시각을 포함하는 3시간 가능 시간이 있음, 유형 비트 포함, 같은 구, 겹치는 3시간 일정 없음, 이 요청을 취소한 적 없음, 최근 ${NO_SHOW_SAME_PERSON_DAYS}일 안에 이 어르신의 방문을 ${NO_SHOW_LATE_CANCEL_HOURS}시간 안에 취소하거나 오지 않은 적(노쇼) 없음.

순위 점수 = ${RANKING_WEIGHTS.textFit} × 글 적합도 + ${RANKING_WEIGHTS.experience} × 경험 + ${RANKING_WEIGHTS.continuity} × 연속성 + ${RANKING_WEIGHTS.fairness} × 공정성 (각 0~1)
- 글 적합도: 자기소개와 요청 글(요청 유형·반려동물 단어 포함)의 한글 음절 2-gram 코사인 유사도, ${TEXT_FIT_SATURATION} 이상이면 1. 어르신이 쓴 글의 단어는 가중치 2.
- 경험: ln(1 + 완료 건수) / ln(1 + ${EXPERIENCE_SATURATION}), 최대 1.
- 연속성: 이 어르신의 봉사를 완료한 적이 있고 이 어르신의 일정을 취소한 적이 없으면 1, 아니면 0.
- 공정성: 1 / (1 + 앞뒤 ${FAIRNESS_WINDOW_DAYS}일 안의 배정 수).
별점 보정 = ${RATING_WEIGHT} × (베이즈 평균 − ${RATING_PRIOR_MEAN}) / 4, 베이즈 평균 = (${RATING_PRIOR_WEIGHT} × ${RATING_PRIOR_MEAN} + 별점 합) / (${RATING_PRIOR_WEIGHT} + 평가 수). 평가가 없으면 0 (새 봉사자는 밀리지 않음), 범위 −0.15 ~ +0.05.
노쇼 감점 = 최근 ${NO_SHOW_WINDOW_DAYS}일 노쇼 중 첫 번째를 뺀 한 번마다 −${NO_SHOW_PENALTY}, 최대 −${NO_SHOW_MAX_PENALTY}.
동점이면 최근 배정이 적은 순, 그다음 id 순.`;

const recommendResponseSchema = z.object({
  matchingId: z.number(),
  recommendVolunteers: z.array(
    z.object({
      volunteerId: z.number(),
      name: z.string(),
      profileImageUrl: z.string().nullable().meta({ description: '없으면 null (화면은 기본 프로필 그림)' }),
      volunteerActivityTime: z.number().meta({ description: '봉사 시간: 양쪽이 확인한 방문의 인정 시간 합계' }),
      verifiedVolunteer: z.boolean().meta({ description: "확인된 봉사자: 구의 사회복지사가 범죄경력 회보서를 확인함 ('확인된 봉사자' 배지)" }),
      phone: z.string().meta({ description: '언제나 가운데를 가림 (010-****-1234). 전체 번호는 매칭된 신청의 상세에서 봉사 시작 전후로만' }),
      bio: z.string(),
      ratingAverage: z.number().nullable().meta({ description: '이용자들이 준 별점 평균 (1~5, 소수 한 자리). 평가가 없으면 null' }),
      ratingCount: z.number().meta({ description: '받은 평가 수' }),
    }),
  ),
});

function toRecommendResponse({ matchingId, volunteers }: Awaited<ReturnType<FastifyInstance['matching']['recommend']>>): z.infer<typeof recommendResponseSchema> {
  return {
    matchingId,
    recommendVolunteers: volunteers.map((volunteer) => ({
      volunteerId: volunteer.volunteerId,
      name: volunteer.name,
      profileImageUrl: volunteer.profileImage,
      volunteerActivityTime: volunteer.volunteerHours,
      verifiedVolunteer: volunteer.verifiedVolunteer,
      phone: volunteer.phone,
      bio: volunteer.bio ?? '',
      ratingAverage: volunteer.ratingAverage,
      ratingCount: volunteer.ratingCount,
    })),
  };
}

const elderlyHomeSchema = z.object({
  currentMatching: z
    .object({
      status: z.enum(ELDERLY_MATCHING_STATUSES),
      matchingId: z.number(),
      otherName: z.string().nullable().meta({ description: '봉사자 이름 (아직 없으면 null)' }),
      startTime: seoulDateTimeSchema,
    })
    .nullable()
    .meta({
      description:
        '오늘(서울) 신청. 봉사자 없음 NOT_MATCHING, 완료 확인/후기 COMPLETED, 시작 시각 지남 STARTED, 그 전 NOT_STARTED. 없으면 null',
    }),
});

// Both body forms of POST /api/elderly/matching, told apart by matchingId; validated in the handler
// so each form keeps its own Korean field messages.
const matchingBodySchema = helpRequestSchema.partial().extend({
  matchingId: idSchema.optional().meta({ description: '이미 만든 신청을 자동 매칭(또는 대기)으로 돌릴 때' }),
});

const helpRequestErrors = {
  400: describeErrors('START_TIME_PAST', 'START_TIME_TOO_FAR', 'INVALID_START_TIME') + ' / VALIDATION_FAILED',
  403: describeErrors('USER_TYPE_MISMATCH'),
  409: describeErrors('REQUEST_ALREADY_EXISTS'),
};
const RECOMMEND_WINDOW_MS = 60 * 60 * 1000;
const REQUEST_LIMITS_DESCRIPTION = (['TOO_MANY_CANCELED_REQUESTS', 'TOO_MANY_REQUESTS_TODAY', 'TOO_MANY_OPEN_REQUESTS'] as const).map(describeLimit).join(' / ');

const elderly: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  // Each recommendation shows up to four volunteers (names, pictures, masked phones): counted per user.
  const recommendsPerUser = app.createRateLimit({
    max: app.config.RECOMMEND_MAX_PER_USER_PER_HOUR,
    timeWindow: RECOMMEND_WINDOW_MS,
    keyGenerator: (request) => `recommend-user:${request.user?.id ?? request.ip}`,
  });

  /** Both calls that show recommended volunteers count towards one per-user limit. */
  async function countRecommendation(request: FastifyRequest<{ Querystring: z.infer<typeof userTypeQuerySchema> }>) {
    requireRole(request, 'elderly', request.query.userType);
    const limit = await recommendsPerUser(request);
    if (!limit.isAllowed && limit.isExceeded) throw limitReached('TOO_MANY_RECOMMENDATIONS', limit.ttlInSeconds);
  }

  async function profileAddress(userId: number): Promise<{ district: DistrictCode; detail: string }> {
    const user = await app.users.findById(userId);
    if (!user) throw matchingError('USER_NOT_FOUND');
    return { district: user.district, detail: user.addressDetail };
  }

  app.get(
    '/elderly',
    {
      schema: {
        tags: ['elderly'],
        summary: '이용자 홈: 오늘의 매칭 카드',
        security: [{ bearerAuth: [] }],
        querystring: userTypeQuerySchema,
        response: { 200: elderlyHomeSchema, ...errorResponses({ 403: describeErrors('USER_TYPE_MISMATCH') }) },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, 'elderly', request.query.userType);
      const { currentMatching } = await app.activities.elderlyHome(userId);
      return {
        currentMatching: currentMatching && {
          status: currentMatching.status as ElderlyMatchingStatus,
          matchingId: currentMatching.matchingId as number,
          otherName: currentMatching.otherName,
          startTime: toSeoulIso(currentMatching.startTime as Date),
        },
      };
    },
  );

  app.post(
    '/elderly/recommend',
    {
      schema: {
        tags: ['elderly'],
        summary: '도움 요청 만들기 + 추천 봉사자 (최대 4명)',
        description: RANKING_DESCRIPTION,
        security: [{ bearerAuth: [] }],
        querystring: userTypeQuerySchema,
        body: helpRequestSchema,
        response: {
          200: recommendResponseSchema,
          ...errorResponses(helpRequestErrors),
          429: errorBodySchema.describe(`${describeLimit('TOO_MANY_RECOMMENDATIONS')} / ${REQUEST_LIMITS_DESCRIPTION} (Retry-After 초)`),
        },
      },
      preHandler: countRecommendation,
    },
    async (request) => {
      const { userId } = requireRole(request, 'elderly', request.query.userType);
      const helpRequest = toHelpRequest(request.body, await profileAddress(userId));
      return toRecommendResponse(await app.matching.recommend(userId, helpRequest));
    },
  );

  app.get(
    '/elderly/recommend/:id',
    {
      schema: {
        tags: ['elderly'],
        summary: '내 열린 신청(MATCHING)의 추천 봉사자를 지금 기준으로 다시 (선택이 409로 거절된 뒤 목록 새로 고침)',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        querystring: userTypeQuerySchema,
        response: {
          200: recommendResponseSchema,
          ...errorResponses({
            400: 'VALIDATION_FAILED',
            403: describeErrors('USER_TYPE_MISMATCH', 'NOT_YOUR_MATCHING'),
            404: describeErrors('MATCHING_NOT_FOUND'),
            409: describeErrors('ALREADY_MATCHED', 'REQUEST_CLOSED', 'REQUEST_EXPIRED'),
          }),
          429: errorBodySchema.describe(`${describeLimit('TOO_MANY_RECOMMENDATIONS')} (Retry-After 초; 추천과 같은 한도)`),
        },
      },
      preHandler: countRecommendation,
    },
    async (request) => {
      const { userId } = requireRole(request, 'elderly', request.query.userType);
      return toRecommendResponse(await app.matching.recommendAgain(userId, request.params.id));
    },
  );

  app.post(
    '/elderly/recommend/matching',
    {
      schema: {
        tags: ['elderly'],
        summary: '추천 봉사자 선택 (이 신청의 추천 목록에 있던 봉사자만). 그사이 겹치는 일정이 잡힌 봉사자면 409 이고 아무것도 바뀌지 않음. 성공하면 PROGRESS, 양쪽에 알림',
        security: [{ bearerAuth: [] }],
        querystring: userTypeQuerySchema,
        body: z.object({ volunteerId: idSchema, matchingId: idSchema }),
        response: {
          200: matchOutcomeSchema,
          ...errorResponses({
            400: 'VALIDATION_FAILED',
            403: describeErrors('USER_TYPE_MISMATCH', 'NOT_YOUR_MATCHING'),
            404: describeErrors('MATCHING_NOT_FOUND', 'VOLUNTEER_NOT_FOUND'),
            409: describeErrors('VOLUNTEER_TAKEN', 'VOLUNTEER_UNAVAILABLE', 'VOLUNTEER_NOT_RECOMMENDED', 'ALREADY_MATCHED', 'REQUEST_CLOSED', 'REQUEST_EXPIRED'),
          }),
        },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, 'elderly', request.query.userType);
      const outcome = await app.matching.pick(userId, request.body.matchingId, request.body.volunteerId);
      return { matchingId: outcome.matchingId, status: outcome.status };
    },
  );

  app.post(
    '/elderly/matching',
    {
      schema: {
        tags: ['elderly'],
        summary: '자동 매칭 신청',
        description:
          '본문 두 가지: {matchingId} 이면 그 신청을 가장 잘 맞는 봉사자와 바로 매칭하거나 대기 목록에 올림. ' +
          '도움 요청 본문(volunteerType, startTime, ...)이면 신청을 만들고 같은 일을 한 번에 함. ' +
          '대기 중인 신청은 봉사자가 일정을 저장하거나 취소할 때, 그리고 주기적으로 다시 매칭되며, 시작 시각까지 봉사자가 없으면 마감(CANCELED)됨. ' +
          '결과 status: PROGRESS 매칭됨, MATCHING 대기 중 (이용자에게 대기 알림).',
        security: [{ bearerAuth: [] }],
        querystring: userTypeQuerySchema,
        body: matchingBodySchema,
        response: {
          200: matchOutcomeSchema,
          ...errorResponses({
            ...helpRequestErrors,
            403: describeErrors('USER_TYPE_MISMATCH', 'NOT_YOUR_MATCHING'),
            404: describeErrors('MATCHING_NOT_FOUND'),
            409: describeErrors('REQUEST_ALREADY_EXISTS', 'REQUEST_CLOSED', 'REQUEST_EXPIRED'),
          }),
          429: errorBodySchema.describe(`${REQUEST_LIMITS_DESCRIPTION} (Retry-After 초)`),
        },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, 'elderly', request.query.userType);
      const { matchingId, ...rest } = request.body;
      let outcome;
      if (matchingId !== undefined) {
        outcome = await app.matching.requestAutomaticMatch(userId, matchingId);
      } else {
        const parsed = helpRequestSchema.safeParse(rest);
        if (!parsed.success) throw validationFailed(parsed.error);
        outcome = await app.matching.createAndMatch(userId, toHelpRequest(parsed.data, await profileAddress(userId)));
      }
      return { matchingId: outcome.matchingId, status: outcome.status };
    },
  );

  app.post(
    '/elderly/matching/:id',
    {
      schema: {
        tags: ['elderly'],
        summary: '봉사 완료 표시 (시작 시각 이후만): REVIEWING, 봉사자에게 후기 요청 알림. 이미 완료면 그대로 200',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        querystring: userTypeQuerySchema,
        response: {
          200: matchOutcomeSchema,
          ...errorResponses({
            400: 'VALIDATION_FAILED',
            403: describeErrors('USER_TYPE_MISMATCH', 'NOT_YOUR_MATCHING'),
            404: describeErrors('MATCHING_NOT_FOUND'),
            409: describeErrors('NOT_STARTED', 'NOT_MATCHED', 'REQUEST_CLOSED'),
          }),
        },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, 'elderly', request.query.userType);
      const outcome = await app.matching.markDone(userId, request.params.id);
      return { matchingId: outcome.matchingId, status: outcome.status };
    },
  );

  app.delete(
    '/elderly/matching/:id',
    {
      schema: {
        tags: ['elderly'],
        summary: '신청 취소 (MATCHING, 또는 시작 전 PROGRESS). 봉사자가 있었으면 알림. 이미 취소된 신청은 그대로 200',
        description:
          'onLeave=true: 추천 화면을 떠날 때 보내는 취소. 아직 고르지 않은 신청(MATCHING, 자동 매칭 대기 아님)만 취소하고, 봉사자가 정해졌거나 자동 매칭에 맡긴 신청은 바꾸지 않고 지금 상태를 200으로 답한다',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        querystring: userTypeQuerySchema.extend({
          onLeave: z.enum(['true', 'false']).optional().describe('추천 화면을 떠날 때의 취소: 봉사자가 정해졌거나 자동 매칭 중인 신청은 취소하지 않음'),
        }),
        response: {
          200: matchOutcomeSchema,
          ...errorResponses({
            400: 'VALIDATION_FAILED',
            403: describeErrors('USER_TYPE_MISMATCH', 'NOT_YOUR_MATCHING'),
            404: describeErrors('MATCHING_NOT_FOUND'),
            409: describeErrors('ALREADY_STARTED', 'ALREADY_COMPLETED'),
          }),
        },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, 'elderly', request.query.userType);
      const outcome = await app.matching.cancelByElderly(userId, request.params.id, { onLeave: request.query.onLeave === 'true' });
      return { matchingId: outcome.matchingId, status: outcome.status };
    },
  );
};

export default elderly;
