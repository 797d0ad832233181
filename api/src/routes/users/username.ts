import { claimedUserTypeSchema, errorBodySchema } from '@ieum/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { usernameSchema } from './schemas';

const usernameCheck: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/username',
    {
      schema: {
        tags: ['users'],
        summary: '아이디 중복 확인 (두 역할 통틀어, 대소문자 구분 없음)',
        querystring: z.object({ username: usernameSchema, userType: claimedUserTypeSchema }),
        response: {
          200: z.object({ available: z.literal(true) }),
          400: errorBodySchema.describe('VALIDATION_FAILED: 아이디 형식, USERNAME_RESERVED'),
          409: errorBodySchema.describe('USERNAME_TAKEN: 이미 사용 중인 아이디입니다.'),
          429: errorBodySchema,
        },
      },
      config: { rateLimit: { max: 120, timeWindow: 60_000, keyGenerator: (request) => `username-check:${request.ip}` } },
    },
    async (request) => {
      await app.accounts.assertUsernameAvailable(request.query.username);
      return { available: true as const };
    },
  );
};

export default usernameCheck;
