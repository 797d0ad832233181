import { errorBodySchema, tooManyRequests } from '@ieum/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountError } from '../../domain/account-errors';
import { sha256Hex } from '../../lib/random';
import type { User } from '../../plugins/app/users';
import { loadCurrentUser } from './current-user';
import { passwordChangeSchema, passwordCheckSchema } from './schemas';

const USER_WINDOW_MS = 15 * 60 * 1000;
const IP_WINDOW_MS = 10 * 60 * 1000;
const TOO_MANY_CHECKS = '비밀번호 확인 시도가 너무 많습니다.';

const password: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  const attemptsPerIp = app.createRateLimit({
    max: app.config.PASSWORD_CHECK_MAX_ATTEMPTS_PER_IP,
    timeWindow: IP_WINDOW_MS,
    keyGenerator: (request) => `password-check-ip:${request.ip}`,
  });

  async function throttle(request: FastifyRequest, reply: FastifyReply) {
    const byIp = await attemptsPerIp(request);
    if (!byIp.isAllowed && byIp.isExceeded) throw tooManyRequests(TOO_MANY_CHECKS, byIp.ttlInSeconds, reply);
  }

  /**
   * Compares with the stored hash. Wrong answers are limited per account (someone holding a
   * stolen access token cannot guess the password), and the check is counted before the hash is
   * compared, so forty checks sent at once compare no more passwords than forty in a row. The
   * count includes the password's version: a new password starts it afresh.
   */
  async function checkCurrentPassword(request: FastifyRequest, reply: FastifyReply, user: User, candidate: string): Promise<void> {
    await throttle(request, reply);
    const reservation = await app.attemptLimits.reserve([
      { key: `password-check-user:${user.id}:${sha256Hex(user.passwordHash).slice(0, 12)}`, max: app.config.PASSWORD_CHECK_MAX_FAILURES_PER_USER, windowMs: USER_WINDOW_MS },
    ]);
    if (!reservation.granted) throw tooManyRequests(TOO_MANY_CHECKS, reservation.refused[0].retryAfterSeconds, reply);
    let wrong = false;
    try {
      wrong = !(await app.accounts.isCurrentPassword(user, candidate));
    } finally {
      // Only a wrong password counts; the right one (or a check that could not run) gives the attempt back.
      if (!wrong) await reservation.release();
    }
    if (wrong) throw accountError('WRONG_PASSWORD');
  }

  async function handleCheck(request: FastifyRequest, reply: FastifyReply, input: z.infer<typeof passwordCheckSchema>) {
    const user = await loadCurrentUser(app, request, input.userType);
    await checkCurrentPassword(request, reply, user, input.password);
    await app.accounts.rememberPasswordCheck(user, request.user?.sessionId ?? null);
    return { valid: true as const };
  }

  const checkResponse = {
    200: z.object({ valid: z.literal(true) }),
    400: errorBodySchema,
    401: errorBodySchema.describe('WRONG_PASSWORD: 현재 비밀번호가 올바르지 않습니다. (또는 토큰 만료)'),
    403: errorBodySchema,
    429: errorBodySchema,
  };

  app.get(
    '/user/password',
    {
      schema: {
        tags: ['users'],
        summary: '현재 비밀번호 확인 (쿼리). 비밀번호가 주소에 남지 않도록 POST 를 권장',
        security: [{ bearerAuth: [] }],
        querystring: passwordCheckSchema,
        response: checkResponse,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return handleCheck(request, reply, request.query);
    },
  );

  app.post(
    '/user/password',
    {
      schema: {
        tags: ['users'],
        summary: '현재 비밀번호 확인 (JSON 본문)',
        security: [{ bearerAuth: [] }],
        body: passwordCheckSchema,
        response: checkResponse,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return handleCheck(request, reply, request.body);
    },
  );

  app.patch(
    '/user',
    {
      schema: {
        tags: ['users'],
        summary:
          '비밀번호 변경. 10분 안에 현재 비밀번호 확인을 마쳤거나 currentPassword 를 함께 보내야 함. 요청한 세션(액세스 토큰의 세션, refreshToken 을 보내면 그 세션도)은 유지, 다른 세션은 모두 종료',
        security: [{ bearerAuth: [] }],
        body: passwordChangeSchema,
        response: {
          200: z.object({ changed: z.literal(true) }),
          400: errorBodySchema.describe('VALIDATION_FAILED (비밀번호 규칙), WEAK_PASSWORD, SAME_PASSWORD'),
          401: errorBodySchema.describe('WRONG_PASSWORD (currentPassword 가 틀림) 또는 토큰 만료'),
          403: errorBodySchema.describe('PASSWORD_CHECK_REQUIRED, USER_TYPE_MISMATCH'),
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const user = await loadCurrentUser(app, request, input.userType);
      const { currentPassword } = input;
      if (currentPassword !== undefined) await checkCurrentPassword(request, reply, user, currentPassword);
      await app.accounts.changePassword(user, {
        password: input.password,
        currentPasswordChecked: currentPassword !== undefined,
        sessionId: request.user?.sessionId,
        keepRefreshToken: input.refreshToken,
      });
      request.log.info({ userId: user.id }, 'password changed; other sessions revoked');
      reply.header('cache-control', 'no-store');
      return { changed: true as const };
    },
  );
};

export default password;

