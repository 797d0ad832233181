import { CARE_LINK_CODE_VALID_MINUTES, MAX_GUARDIANS_PER_PERSON, MAX_PEOPLE_PER_GUARDIAN } from '@ieum/domain';
import { AppError, userTypeQuerySchema } from '@ieum/server-kit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeCareErrors } from '../../domain/care-errors';
import { limitReached } from '../../domain/limits';
import { limitResponse, linkCodeBodySchema, linkCodeSchema, linkedGuardianSchema, linkedPersonSchema, sharingSchema, sharingUpdateSchema } from '../../schemas/care';
import { errorResponses, idParamsSchema, requireRole } from '../../schemas/matching';

const HOUR_MS = 60 * 60 * 1000;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * The consent link between an older person and their family, and what the older person shares
 * (api/README.md "Circle of care"). The older person's calls are under /elderly/care, the family
 * member's under /guardian.
 */
const careLinks: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  const codesPerUser = app.createRateLimit({
    max: app.config.CARE_LINK_CODE_MAX_PER_HOUR,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `care-link-code:${request.user?.id ?? request.ip}`,
  });
  // Wrong codes only: a family member who types the right code is never held back by the count.
  const failuresPerUser = app.createRateLimit({
    max: app.config.CARE_LINK_MAX_FAILURES_PER_USER,
    timeWindow: FAILURE_WINDOW_MS,
    keyGenerator: (request) => `care-link-fail-user:${request.user?.id ?? request.ip}`,
  });
  const failuresPerIp = app.createRateLimit({
    max: app.config.CARE_LINK_MAX_FAILURES_PER_IP,
    timeWindow: FAILURE_WINDOW_MS,
    keyGenerator: (request) => `care-link-fail-ip:${request.ip}`,
  });

  async function assertMayTryCode(request: FastifyRequest) {
    let wait = 0;
    for (const limit of [failuresPerUser, failuresPerIp]) {
      const result = await limit(request, { increment: false });
      if (!result.isAllowed && result.remaining <= 0) wait = Math.max(wait, result.ttlInSeconds);
    }
    if (wait > 0) throw limitReached('TOO_MANY_LINK_ATTEMPTS', wait);
  }

  const elderly = { tags: ['care: elderly'], security: [{ bearerAuth: [] }], querystring: userTypeQuerySchema };
  const guardian = { tags: ['care: family'], security: [{ bearerAuth: [] }], querystring: userTypeQuerySchema };
  const roleError = { 403: describeCareErrors('USER_TYPE_MISMATCH') };

  app.post(
    '/elderly/care/link-code',
    {
      schema: {
        ...elderly,
        summary: `가족 연결 코드 만들기: 6자리, ${CARE_LINK_CODE_VALID_MINUTES}분 동안 한 번 쓸 수 있음. 새로 만들면 이전 코드는 못 씀`,
        response: { 201: linkCodeSchema, ...errorResponses(roleError), ...limitResponse('TOO_MANY_LINK_CODES') },
      },
    },
    async (request, reply) => {
      const { userId } = requireRole(request, 'elderly', request.query.userType);
      const limit = await codesPerUser(request);
      if (!limit.isAllowed && limit.isExceeded) throw limitReached('TOO_MANY_LINK_CODES', limit.ttlInSeconds);
      reply.code(201);
      return app.careLinks.createCode(userId);
    },
  );

  app.delete(
    '/elderly/care/link-code',
    {
      schema: { ...elderly, summary: '만든 연결 코드 취소 (없어도 204)', response: { 204: z.null().describe('본문 없음'), ...errorResponses(roleError) } },
    },
    async (request, reply) => {
      const { userId } = requireRole(request, 'elderly', request.query.userType);
      await app.careLinks.cancelCode(userId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/elderly/care/guardians',
    {
      schema: {
        ...elderly,
        summary: `연결된 가족 (먼저 연결한 순, 최대 ${MAX_GUARDIANS_PER_PERSON}명)`,
        response: { 200: z.object({ guardians: z.array(linkedGuardianSchema) }), ...errorResponses(roleError) },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, 'elderly', request.query.userType);
      return { guardians: await app.careLinks.guardiansOf(userId) };
    },
  );

  app.delete(
    '/elderly/care/guardians/:id',
    {
      schema: {
        ...elderly,
        summary: '가족 연결 끊기 (그 가족은 바로 아무것도 볼 수 없음)',
        params: idParamsSchema,
        response: { 204: z.null().describe('본문 없음'), ...errorResponses({ 400: 'VALIDATION_FAILED', ...roleError, 404: describeCareErrors('GUARDIAN_NOT_FOUND') }) },
      },
    },
    async (request, reply) => {
      const { userId } = requireRole(request, 'elderly', request.query.userType);
      await app.careLinks.unlink(userId, request.params.id, 'elderly');
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/elderly/care/sharing',
    {
      schema: { ...elderly, summary: '공유 설정 (처음엔 @ieum/domain DEFAULT_CARE_SHARING)', response: { 200: sharingSchema, ...errorResponses(roleError) } },
    },
    async (request) => {
      const { userId } = requireRole(request, 'elderly', request.query.userType);
      return app.careSharing.get(userId);
    },
  );

  app.put(
    '/elderly/care/sharing',
    {
      schema: {
        ...elderly,
        summary: '공유 설정 바꾸기: 보낸 항목만 바뀜. 끈 항목은 가족이 바로 볼 수 없음',
        body: sharingUpdateSchema,
        response: { 200: sharingSchema, ...errorResponses({ 400: 'VALIDATION_FAILED', ...roleError }) },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, 'elderly', request.query.userType);
      return app.careSharing.update(userId, request.body);
    },
  );

  app.post(
    '/guardian/links',
    {
      schema: {
        ...guardian,
        summary: '어르신이 불러 준 6자리 코드로 연결 (코드는 한 번만 쓸 수 있음)',
        body: linkCodeBodySchema,
        response: {
          201: linkedPersonSchema,
          ...errorResponses({
            400: `${describeCareErrors('LINK_CODE_INVALID')} / VALIDATION_FAILED`,
            ...roleError,
            409: describeCareErrors('ALREADY_LINKED', 'TOO_MANY_GUARDIANS', 'TOO_MANY_PEOPLE'),
          }),
          ...limitResponse('TOO_MANY_LINK_ATTEMPTS'),
        },
      },
    },
    async (request, reply) => {
      const { userId } = requireRole(request, 'guardian', request.query.userType);
      await assertMayTryCode(request);
      try {
        const person = await app.careLinks.link(userId, request.body.code);
        reply.code(201);
        return person;
      } catch (error) {
        if (error instanceof AppError && error.code === 'LINK_CODE_INVALID') {
          await failuresPerUser(request);
          await failuresPerIp(request);
        }
        throw error;
      }
    },
  );

  app.get(
    '/guardian/people',
    {
      schema: {
        ...guardian,
        summary: `연결된 어르신과 각자 공유하는 항목 (먼저 연결한 순, 최대 ${MAX_PEOPLE_PER_GUARDIAN}분)`,
        response: { 200: z.object({ people: z.array(linkedPersonSchema) }), ...errorResponses(roleError) },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, 'guardian', request.query.userType);
      return { people: await app.careLinks.peopleOf(userId) };
    },
  );

  app.delete(
    '/guardian/people/:id',
    {
      schema: {
        ...guardian,
        summary: '어르신과의 연결 끊기',
        params: idParamsSchema,
        response: { 204: z.null().describe('본문 없음'), ...errorResponses({ 400: 'VALIDATION_FAILED', ...roleError, 404: describeCareErrors('PERSON_NOT_FOUND') }) },
      },
    },
    async (request, reply) => {
      const { userId } = requireRole(request, 'guardian', request.query.userType);
      await app.careLinks.unlink(request.params.id, userId, 'guardian');
      return reply.code(204).send(null);
    },
  );
};

export default careLinks;
