import { PHONE_CODE_LENGTH } from '@ieum/domain';
import { AppError, errorBodySchema, failClosed, tooManyRequests } from '@ieum/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHONE_CODE_LIFETIME_SECONDS, PHONE_CODE_ERRORS } from '../../plugins/app/phone-verification';
import { phoneNumberSchema, toInternational } from './phone-number';
import { setVerificationCookie } from './verification-token';

const HOUR_MS = 60 * 60 * 1000;
const CHECK_WINDOW_MS = 10 * 60 * 1000;

const phoneAuth: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  // Each send costs money and can flood a stranger's phone: without the shared counters, refuse (503).
  const sendsPerIp = app.createRateLimit(
    failClosed({
      max: config.PHONE_CODE_MAX_SENDS_PER_IP,
      timeWindow: HOUR_MS,
      keyGenerator: (request) => `phone-code-send-ip:${request.ip}`,
    }),
  );
  const sendsPerNumber = app.createRateLimit(
    failClosed({
      max: config.PHONE_CODE_MAX_SENDS_PER_NUMBER,
      timeWindow: HOUR_MS,
      keyGenerator: (request) => `phone-code-send-number:${toInternational((request.body as { phoneNumber: string }).phoneNumber)}`,
    }),
  );
  const checksPerIp = app.createRateLimit({
    max: config.PHONE_CODE_MAX_CHECKS_PER_IP,
    timeWindow: CHECK_WINDOW_MS,
    keyGenerator: (request) => `phone-code-check-ip:${request.ip}`,
  });

  async function throttleSends(request: FastifyRequest, reply: FastifyReply) {
    toInternational((request.body as { phoneNumber: string }).phoneNumber);
    const byIp = await sendsPerIp(request);
    if (!byIp.isAllowed && byIp.isExceeded) throw tooManyRequests('인증번호 요청이 너무 많습니다.', byIp.ttlInSeconds, reply);
    const byNumber = await sendsPerNumber(request);
    if (!byNumber.isAllowed && byNumber.isExceeded) {
      throw tooManyRequests('이 번호로 인증번호를 너무 많이 요청했습니다.', byNumber.ttlInSeconds, reply);
    }
  }

  async function throttleChecks(request: FastifyRequest, reply: FastifyReply) {
    const byIp = await checksPerIp(request);
    if (!byIp.isAllowed && byIp.isExceeded) throw tooManyRequests('인증번호 확인 요청이 너무 많습니다.', byIp.ttlInSeconds, reply);
  }

  app.post(
    '/auth',
    {
      schema: {
        tags: ['phone'],
        summary: `휴대폰 인증번호(6자리) 발송. ${PHONE_CODE_LIFETIME_SECONDS / 60}분 유효, 새로 받으면 이전 번호는 무효`,
        body: z.object({ phoneNumber: phoneNumberSchema }),
        response: {
          200: z.object({ expiresInSeconds: z.number() }),
          400: errorBodySchema.describe('INVALID_PHONE_NUMBER, VALIDATION_FAILED'),
          429: errorBodySchema.describe('TOO_MANY_REQUESTS: 번호별, 기기별 발송 한도'),
          503: errorBodySchema.describe('SMS_UNAVAILABLE: 문자 발송 실패'),
        },
      },
      preHandler: throttleSends,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.phoneVerification.sendCode(toInternational(request.body.phoneNumber));
    },
  );

  app.get(
    '/auth',
    {
      schema: {
        tags: ['phone'],
        summary:
          '인증번호 확인. 맞으면 확인한 기기만 이 번호로 30분 안에 회원가입, 번호 변경, 아이디 찾기, 비밀번호 재설정을 할 수 있음 ' +
          '(verificationToken 을 본문 또는 쿠키 ieum_phone_verification 으로). 번호마다 5회까지 틀릴 수 있음',
        querystring: z.object({
          phoneNumber: phoneNumberSchema,
          verificationCode: z
            .string({ error: '인증번호를 입력해주세요.' })
            .trim()
            .min(1, '인증번호를 입력해주세요.')
            .max(20, PHONE_CODE_ERRORS.WRONG_CODE[1]),
        }),
        response: {
          200: z.object({
            verified: z.literal(true),
            verificationToken: z.string().meta({ description: '이 기기의 인증 증표 (30분). 같은 값이 HttpOnly 쿠키로도 옴' }),
          }),
          400: errorBodySchema.describe('WRONG_CODE, CODE_EXPIRED, CODE_NOT_REQUESTED, INVALID_PHONE_NUMBER'),
          429: errorBodySchema.describe('TOO_MANY_ATTEMPTS (5회 틀림), TOO_MANY_REQUESTS'),
        },
      },
      preHandler: throttleChecks,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const phone = toInternational(request.query.phoneNumber);
      const code = request.query.verificationCode;
      if (code.length !== PHONE_CODE_LENGTH || !/^\d+$/.test(code)) throw new AppError(400, 'WRONG_CODE', PHONE_CODE_ERRORS.WRONG_CODE[1]);
      const { verificationToken } = await app.phoneVerification.checkCode(phone, code);
      setVerificationCookie(reply, verificationToken, app.config.PUBLIC_APP_URL.startsWith('https:'));
      return { verified: true as const, verificationToken };
    },
  );
};

export default phoneAuth;
