import {
  ALL_CATEGORIES,
  DAYS_OF_WEEK,
  type DayOfWeek,
  formatTimeOfDay,
  parseGridTime,
  toSeoulIso,
  VOLUNTEER_MATCHING_STATUSES,
  type VolunteerMatchingStatus,
} from '@ieum/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeErrors, matchingError } from '../../domain/matching-errors';
import {
  errorResponses,
  idParamsSchema,
  matchOutcomeSchema,
  requireRole,
  seoulDateTimeSchema,
  userTypeQuerySchema,
} from '../../schemas/matching';

const availableTimeSchema = z.object({
  dayOfWeek: z.enum(DAYS_OF_WEEK),
  time: z.string().meta({ description: 'HH:mm, 30분 단위. 봉사 가능 시간은 [time, time + 3시간)', example: '14:00' }),
});

const scheduleBodySchema = z.object({
  schedules: z
    .array(
      z.object({
        dayOfWeek: z.string().max(10).meta({ description: 'MONDAY..SUNDAY (대소문자 무관)' }),
        time: z.string().max(5).meta({ description: 'HH:mm, 30분 단위 (00:00 ~ 23:30)' }),
      }),
    )
    .max(7, '요일은 최대 7개까지 선택할 수 있어요.'),
  category: z.number().int().min(0).max(ALL_CATEGORIES).meta({ description: '비트마스크: 의료 1, 문화 2, 교육 4, 주거 8 (합)' }),
});

const scheduleResponseSchema = z.object({
  availableTimes: z.array(availableTimeSchema),
  category: z.number(),
});

const volunteerHomeSchema = z.object({
  volunteerInfo: z.object({
    name: z.string(),
    volunteerHours: z.number().meta({ description: '완료한 봉사 1건당 3시간' }),
    phone: z.string(),
    profileImage: z.string().nullable(),
    ratingAverage: z.number().nullable().meta({ description: '이용자들이 준 별점 평균 (1~5, 소수 한 자리). 평가가 없으면 null' }),
    ratingCount: z.number().meta({ description: '받은 평가 수' }),
  }),
  availableTimes: z.array(availableTimeSchema),
  category: z.number().meta({ description: '저장된 봉사 유형 비트마스크 (없으면 0)' }),
  currentMatching: z
    .object({
      status: z.enum(VOLUNTEER_MATCHING_STATUSES),
      matchingId: z.number().nullable(),
      otherName: z.string().nullable().meta({ description: '어르신 이름' }),
      startTime: seoulDateTimeSchema.nullable(),
    })
    .nullable()
    .meta({
      description:
        '오늘(서울) 봉사. 배정된 봉사가 있으면 저장된 상태, 없고 오늘 요일에 가능 시간이 있으면 NOT_MATCHING (matchingId, otherName null), 둘 다 없으면 null',
    }),
});

function toAvailableTimes(slots: { dayOfWeek: number; startMinute: number }[]) {
  return slots.map((slot) => ({ dayOfWeek: DAYS_OF_WEEK[slot.dayOfWeek - 1], time: formatTimeOfDay(slot.startMinute) }));
}

const volunteers: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/volunteer',
    {
      schema: {
        tags: ['volunteer'],
        summary: '봉사자 홈: 내 정보, 주간 가능 시간, 오늘의 매칭',
        security: [{ bearerAuth: [] }],
        querystring: userTypeQuerySchema,
        response: { 200: volunteerHomeSchema, ...errorResponses({ 403: describeErrors('USER_TYPE_MISMATCH'), 404: describeErrors('USER_NOT_FOUND') }) },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, 'volunteer', request.query.userType);
      const [home, schedule, ratings] = await Promise.all([
        app.activities.volunteerHome(userId),
        app.availability.get(userId),
        app.ratings.summaries([userId]),
      ]);
      const rating = ratings.get(userId)!;
      const current = home.currentMatching;
      return {
        volunteerInfo: { ...home.user, volunteerHours: home.volunteerHours, ratingAverage: rating.average, ratingCount: rating.count },
        availableTimes: toAvailableTimes(schedule.slots),
        category: schedule.categories,
        currentMatching: current && {
          status: current.status as VolunteerMatchingStatus,
          matchingId: current.matchingId,
          otherName: current.otherName,
          startTime: current.startTime && toSeoulIso(current.startTime),
        },
      };
    },
  );

  app.post(
    '/volunteer/schedule',
    {
      schema: {
        tags: ['volunteer'],
        summary: '주간 봉사 가능 시간과 유형 저장 (기존 것을 모두 바꿈). 저장 후 대기 중인 신청 중 맞는 것이 있으면 바로 매칭',
        security: [{ bearerAuth: [] }],
        querystring: userTypeQuerySchema,
        body: scheduleBodySchema,
        response: {
          200: scheduleResponseSchema,
          ...errorResponses({
            400: describeErrors('SCHEDULE_DAY_REQUIRED', 'SCHEDULE_CATEGORY_REQUIRED', 'SCHEDULE_INVALID_TIME', 'SCHEDULE_DUPLICATE_DAY') + ' / VALIDATION_FAILED',
            403: describeErrors('USER_TYPE_MISMATCH'),
          }),
        },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, 'volunteer', request.query.userType);
      const { schedules, category } = request.body;
      if (schedules.length === 0) throw matchingError('SCHEDULE_DAY_REQUIRED');
      if (category === 0) throw matchingError('SCHEDULE_CATEGORY_REQUIRED');
      const slots = schedules.map((entry) => {
        const day = DAYS_OF_WEEK.indexOf(entry.dayOfWeek.trim().toUpperCase() as DayOfWeek);
        if (day === -1) throw matchingError('SCHEDULE_DAY_REQUIRED');
        const startMinute = parseGridTime(entry.time);
        if (startMinute === undefined) throw matchingError('SCHEDULE_INVALID_TIME');
        return { dayOfWeek: day + 1, startMinute };
      });
      if (new Set(slots.map((slot) => slot.dayOfWeek)).size !== slots.length) throw matchingError('SCHEDULE_DUPLICATE_DAY');
      slots.sort((a, b) => a.dayOfWeek - b.dayOfWeek);
      await app.availability.save(userId, { categories: category, slots });
      try {
        await app.matching.retryWaitingFor(userId);
      } catch (error) {
        // The schedule is saved; the sweep retries the waiting pool anyway.
        request.log.error({ err: error }, 'matching after schedule save failed');
      }
      return { availableTimes: toAvailableTimes(slots), category };
    },
  );

  app.delete(
    '/volunteer/matching/:id',
    {
      schema: {
        tags: ['volunteer'],
        summary: '배정된 봉사 취소 (시작 전만). 어르신께 알리고 바로 다른 봉사자를 찾음',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        querystring: userTypeQuerySchema,
        response: {
          200: matchOutcomeSchema.describe('status 는 이 봉사자 입장의 결과: CANCELED'),
          ...errorResponses({
            400: 'VALIDATION_FAILED',
            403: describeErrors('USER_TYPE_MISMATCH', 'NOT_YOUR_MATCHING'),
            404: describeErrors('MATCHING_NOT_FOUND'),
            409: describeErrors('ALREADY_STARTED', 'ALREADY_COMPLETED', 'REQUEST_CLOSED'),
          }),
        },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, 'volunteer', request.query.userType);
      const outcome = await app.matching.cancelByVolunteer(userId, request.params.id);
      return { matchingId: outcome.matchingId, status: outcome.status };
    },
  );
};

export default volunteers;
