import { normalizeUsername } from '@ieum/domain';
import { AppError, errorBodySchema } from '@ieum/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequestSchema, loginResponseSchema, type LoginRequest } from './schemas';

const USERNAME_WINDOW_MS = 15 * 60 * 1000;
const IP_WINDOW_MS = 10 * 60 * 1000;

function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number) {
  reply.header('retry-after', retryAfterSeconds);
  return new AppError(429, 'TOO_MANY_REQUESTS', '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.');
}

function loginFields(request: FastifyRequest): LoginRequest {
  return (request.method === 'GET' ? request.query : request.body) as LoginRequest;
}

const login: FastifyPluginAsyncZod = async (app) => {
  const attemptsPerIp = app.createRateLimit({
    max: app.config.LOGIN_MAX_ATTEMPTS_PER_IP,
    timeWindow: IP_WINDOW_MS,
    keyGenerator: (request) => `login-ip:${request.ip}`,
  });
  // Counts failures only, so a user who signs in often is never locked out by their own successes.
  const failuresPerUsername = app.createRateLimit({
    max: app.config.LOGIN_MAX_FAILURES_PER_USERNAME,
    timeWindow: USERNAME_WINDOW_MS,
    keyGenerator: (request) => `login-user:${normalizeUsername(loginFields(request).username)}`,
  });

  async function throttle(request: FastifyRequest, reply: FastifyReply) {
    const byIp = await attemptsPerIp(request);
    if (!byIp.isAllowed && byIp.isExceeded) throw tooManyRequests(reply, byIp.ttlInSeconds);
    const byUsername = await failuresPerUsername(request, { increment: false });
    if (!byUsername.isAllowed && byUsername.remaining <= 0) throw tooManyRequests(reply, byUsername.ttlInSeconds);
  }

  async function handleLogin(request: FastifyRequest) {
    try {
      const { user, tokens } = await app.sessions.login(loginFields(request));
      return {
        ...tokens,
        userType: user.userType,
        name: user.name,
        address: { district: user.district, detail: user.addressDetail },
        phone: user.phone,
        profileImage: user.profileImage,
      };
    } catch (error) {
      if (error instanceof AppError && error.code === 'LOGIN_FAILED') await failuresPerUsername(request);
      throw error;
    }
  }

  const response = {
    200: loginResponseSchema,
    400: errorBodySchema,
    401: errorBodySchema.describe('LOGIN_FAILED: 아이디 또는 비밀번호 오류, WRONG_USER_TYPE: 다른 역할의 계정'),
    429: errorBodySchema,
  };

  app.get(
    '/login',
    {
      schema: {
        tags: ['sessions'],
        summary: '로그인 (쿼리 문자열). POST /api/login 과 같음',
        querystring: loginRequestSchema,
        response,
      },
      preHandler: throttle,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return handleLogin(request);
    },
  );

  app.post(
    '/login',
    {
      schema: { tags: ['sessions'], summary: '로그인 (JSON 본문)', body: loginRequestSchema, response },
      preHandler: throttle,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return handleLogin(request);
    },
  );
};

export default login;
