import { USER_TYPE_CODES } from '@ieum/domain';
import { errorBodySchema, tooManyRequests } from '@ieum/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { phoneNumberSchema, toInternational } from '../phone-auth/phone-number';
import { phoneVerificationTokenField, verificationTokenOf } from '../phone-auth/verification-token';
import { ensureDeviceId } from '../sessions/device-id';
import { nameSchema, newPasswordSchema } from '../users/schemas';

const WINDOW_MS = 10 * 60 * 1000;

const findUsernameSchema = z.object({
  name: nameSchema,
  phoneNumber: phoneNumberSchema,
  phoneVerificationToken: phoneVerificationTokenField,
});

const resetPasswordSchema = z.object({
  // Any text up to the longest ID: an ID that does not exist gets the same answer as a wrong number.
  username: z
    .string({ error: '아이디를 입력해주세요.' })
    .trim()
    .min(1, '아이디를 입력해주세요.')
    .max(100, '입력하신 정보와 일치하는 계정이 없습니다. 아이디(또는 이름)와 휴대폰 번호를 다시 확인해주세요.'),
  phoneNumber: phoneNumberSchema,
  password: newPasswordSchema,
  phoneVerificationToken: phoneVerificationTokenField,
});

/**
 * 아이디 찾기 and 비밀번호 재설정, signed out. Both need this client's checked phone code
 * (GET /api/auth) for the number first; the code sends and checks keep their own limits.
 */
const accountRecovery: FastifyPluginAsyncZod = async (app) => {
  const secureCookie = app.config.PUBLIC_APP_URL.startsWith('https:');
  const attemptsPerIp = app.createRateLimit({
    max: app.config.RECOVERY_MAX_ATTEMPTS_PER_IP,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `recovery-ip:${request.ip}`,
  });

  async function throttle(request: FastifyRequest, reply: FastifyReply) {
    const byIp = await attemptsPerIp(request);
    if (!byIp.isAllowed && byIp.isExceeded) throw tooManyRequests('계정 찾기 요청이 너무 많습니다.', byIp.ttlInSeconds, reply);
  }

  const refusals = {
    400: errorBodySchema.describe('PHONE_NOT_VERIFIED (이 기기에서 이 번호의 인증번호 확인을 먼저), VALIDATION_FAILED, INVALID_PHONE_NUMBER'),
    404: errorBodySchema.describe('ACCOUNT_NOT_FOUND: 인증을 마친 뒤에만 답함'),
    429: errorBodySchema.describe('TOO_MANY_REQUESTS: 기기별 한도, 메시지에 기다릴 분 수'),
  };

  app.post(
    '/recovery/username',
    {
      schema: {
        tags: ['recovery'],
        summary: '아이디 찾기: 이름 + 인증을 마친 휴대폰 번호 -> 가린 아이디 (역할마다 하나)',
        body: findUsernameSchema,
        response: {
          200: z.object({
            accounts: z.array(
              z.object({
                username: z.string().meta({ description: '앞 절반만 보이고 나머지는 * (예: haneu*****)' }),
                userType: z.enum(USER_TYPE_CODES),
                kakao: z.boolean().meta({ description: '카카오로 가입한 계정: 카카오로 시작하기로 로그인' }),
              }),
            ),
          }),
          ...refusals,
        },
      },
      preHandler: throttle,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { name, phoneNumber, phoneVerificationToken } = request.body;
      const accounts = await app.accountRecovery.findUsernames({
        name,
        phone: toInternational(phoneNumber),
        verificationToken: verificationTokenOf(request, phoneVerificationToken),
      });
      return { accounts };
    },
  );

  app.post(
    '/recovery/password',
    {
      schema: {
        tags: ['recovery'],
        summary:
          '비밀번호 재설정: 아이디 + 인증을 마친 휴대폰 번호 + 새 비밀번호. 인증은 사용되어 없어지고, 이 계정의 모든 세션이 종료됨',
        body: resetPasswordSchema,
        response: { 200: z.object({ reset: z.literal(true) }), ...refusals },
      },
      preHandler: throttle,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { username, phoneNumber, password, phoneVerificationToken } = request.body;
      await app.accountRecovery.resetPassword({
        username,
        phone: toInternational(phoneNumber),
        verificationToken: verificationTokenOf(request, phoneVerificationToken),
        password,
        deviceId: ensureDeviceId(request, reply, secureCookie),
      });
      request.log.info('password reset by phone; every session of the account ended');
      return { reset: true as const };
    },
  );
};

export default accountRecovery;
