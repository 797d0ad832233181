import { errorBodySchema } from '@ieum/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signupRequestSchema } from './schemas';

const signup: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user',
    {
      schema: {
        tags: ['users'],
        summary: '회원가입. 휴대폰은 인증번호 확인(GET /api/auth)을 마친 번호여야 함',
        body: signupRequestSchema,
        response: {
          201: z.object({ id: z.number() }),
          400: errorBodySchema.describe(
            'VALIDATION_FAILED (항목별 메시지), PHONE_NOT_VERIFIED, USERNAME_RESERVED, BIO_VOLUNTEER_ONLY, WEAK_PASSWORD, KAKAO_TICKET_INVALID',
          ),
          409: errorBodySchema.describe('USERNAME_TAKEN, KAKAO_ALREADY_LINKED'),
          429: errorBodySchema,
        },
      },
      config: { rateLimit: { max: app.config.SIGNUP_MAX_ATTEMPTS_PER_IP, timeWindow: 10 * 60_000, keyGenerator: (request) => `signup:${request.ip}` } },
    },
    async (request, reply) => {
      const { user, kakaoLinked } = await app.accounts.signUp(request.body);
      request.log.info({ userId: user.id, userType: user.userType, kakao: kakaoLinked }, 'account created');
      return reply.status(201).send({ id: user.id });
    },
  );
};

export default signup;
