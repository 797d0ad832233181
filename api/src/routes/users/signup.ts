import { errorBodySchema, tooManyRequests } from '@ieum/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localToInternational } from '../../lib/phone';
import { verificationTokenOf } from '../phone-auth/verification-token';
import { type SignupRequest, signupRequestSchema } from './schemas';

const WINDOW_MS = 10 * 60_000;

const signup: FastifyPluginAsyncZod = async (app) => {
  const attemptsPerIp = app.createRateLimit({
    max: app.config.SIGNUP_MAX_ATTEMPTS_PER_IP,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `signup:${request.ip}`,
  });

  /**
   * A form whose phone this client verified is never refused by the limit: the person did the
   * SMS step and must not lose the whole form on the final tap. The verification itself is
   * limited (sends and checks) and is used up by the signup.
   */
  async function throttle(request: FastifyRequest, reply: FastifyReply) {
    const body = request.body as SignupRequest;
    const token = verificationTokenOf(request, body.phoneVerificationToken);
    if (await app.phoneVerification.isVerified(localToInternational(body.phone), token)) return;
    const byIp = await attemptsPerIp(request);
    if (!byIp.isAllowed && byIp.isExceeded) throw tooManyRequests('회원가입 요청이 너무 많습니다.', byIp.ttlInSeconds, reply);
  }

  app.post(
    '/user',
    {
      schema: {
        tags: ['users'],
        summary:
          '회원가입. 휴대폰은 이 기기에서 인증번호 확인(GET /api/auth)을 마친 번호여야 함. 번호 하나에 역할별로 계정 하나',
        body: signupRequestSchema,
        response: {
          201: z.object({ id: z.number() }),
          400: errorBodySchema.describe(
            'VALIDATION_FAILED (항목별 메시지), PHONE_NOT_VERIFIED, USERNAME_RESERVED, BIO_VOLUNTEER_ONLY, WEAK_PASSWORD, KAKAO_TICKET_INVALID',
          ),
          403: errorBodySchema.describe('SIGNUP_NOT_ALLOWED: 사회복지사(staff)는 가입할 수 없음 (운영 명령으로만 계정을 만듦)'),
          409: errorBodySchema.describe('USERNAME_TAKEN, KAKAO_ALREADY_LINKED, PHONE_ALREADY_REGISTERED (이 번호와 역할의 계정이 이미 있음)'),
          429: errorBodySchema.describe('TOO_MANY_REQUESTS: 기기별 한도 (휴대폰 인증을 마친 가입은 제외)'),
        },
      },
      preHandler: throttle,
    },
    async (request, reply) => {
      const { user, kakaoLinked } = await app.accounts.signUp({
        ...request.body,
        phoneVerificationToken: verificationTokenOf(request, request.body.phoneVerificationToken),
      });
      request.log.info({ userId: user.id, userType: user.userType, kakao: kakaoLinked }, 'account created');
      return reply.status(201).send({ id: user.id });
    },
  );
};

export default signup;
