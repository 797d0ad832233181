import { errorBodySchema } from '@ieum/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseError, UNIQUE_VIOLATION } from '../../db/errors';
import { KAKAO_USERNAME_PREFIX, kakaoUsername } from '../../domain/account-rules';
import { hashPassword } from '../../lib/passwords';
import { localToInternational } from '../../lib/phone';
import type { KakaoTicketClaims } from '../../plugins/app/kakao';
import { parsePushSubscription } from '../../plugins/app/sessions';
import { accountError } from './errors';
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
      const input = request.body;
      const userType = input.userType ?? 'volunteer';
      const bio = input.bio ? input.bio : null;
      if (bio && userType !== 'volunteer') throw accountError('BIO_VOLUNTEER_ONLY');

      let kakao: KakaoTicketClaims | null = null;
      if (input.kakaoTicket) {
        kakao = await app.kakao.verifyTicket(input.kakaoTicket);
        if (!kakao) throw accountError('KAKAO_TICKET_INVALID');
      }
      // kakao_<id> names belong to the Kakao account with that id: never linked by the name alone.
      if (input.username.toLowerCase().startsWith(KAKAO_USERNAME_PREFIX) && (!kakao || input.username.toLowerCase() !== kakaoUsername(kakao.kakaoId))) {
        throw accountError('USERNAME_RESERVED');
      }
      if (input.password.toLowerCase() === input.username.toLowerCase()) throw accountError('WEAK_PASSWORD');

      const passwordHash = await hashPassword(input.password);
      // Kakao already checked the number it gave us; any other number needs our code check.
      const verifiedByKakao = kakao?.phone !== undefined && kakao.phone === input.phone;
      try {
        const id = await app.db.transaction(async (tx) => {
          if (await app.users.isUsernameTaken(input.username, tx)) throw accountError('USERNAME_TAKEN');
          if (kakao && (await app.users.findByKakaoId(kakao.kakaoId, tx))) throw accountError('KAKAO_ALREADY_LINKED');
          if (!verifiedByKakao && !(await app.phoneVerification.consumeVerification(localToInternational(input.phone), tx))) {
            throw accountError('PHONE_NOT_VERIFIED');
          }
          const user = await app.users.create(
            {
              username: input.username,
              passwordHash,
              userType,
              name: input.name,
              age: input.age,
              gender: input.gender,
              phone: input.phone,
              district: input.address.district,
              addressDetail: input.address.detail,
              bio: userType === 'volunteer' ? bio : null,
              kakaoId: kakao?.kakaoId ?? null,
            },
            tx,
          );
          if (input.phoneCode) await app.users.setPushSubscription(user.id, parsePushSubscription(input.phoneCode), tx);
          return user.id;
        });
        request.log.info({ userId: id, userType, kakao: Boolean(kakao) }, 'account created');
        return reply.status(201).send({ id });
      } catch (error) {
        // Two signups racing for one name (or one Kakao account): the unique index decides.
        if (isDatabaseError(error, UNIQUE_VIOLATION)) {
          throw accountError(isDatabaseError(error, UNIQUE_VIOLATION, 'users_kakao_id_key') ? 'KAKAO_ALREADY_LINKED' : 'USERNAME_TAKEN');
        }
        throw error;
      }
    },
  );
};

export default signup;
