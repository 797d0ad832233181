import { normalizeUsername } from '@ieum/domain';
import { AppError, errorBodySchema, tooManyRequests } from '@ieum/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sha256Hex } from '../../lib/random';
import type { AttemptLimit, Reservation } from '../../plugins/app/attempt-limits';
import { clientKey, deviceIdOf, ensureDeviceId } from './device-id';
import { loginRequestSchema, loginResponseSchema, type LoginRequest } from './schemas';

const MINUTE_MS = 60 * 1000;
const USERNAME_WINDOW_MS = 15 * MINUTE_MS;
const IP_WINDOW_MS = 10 * MINUTE_MS;
/** Failures of one account from one client: each step waits longer (growing delays). */
const CLIENT_STEPS = [
  { max: 5, timeWindow: 5 * MINUTE_MS },
  { max: 10, timeWindow: 30 * MINUTE_MS },
  { max: 20, timeWindow: 3 * 60 * MINUTE_MS },
];

const TOO_MANY_ATTEMPTS = '로그인 시도가 너무 많습니다.';
const ACCOUNT_UNDER_ATTACK =
  '이 아이디로 로그인에 여러 번 실패해 잠시 막아 두었습니다. 전에 로그인한 기기에서는 계속 로그인할 수 있고, 비밀번호 재설정을 하시면 이 기기에서도 바로 로그인할 수 있습니다.';

function loginFields(request: FastifyRequest): LoginRequest {
  return (request.method === 'GET' ? request.query : request.body) as LoginRequest;
}

interface LoginSubject {
  /** Normalised username plus the password's version: a password reset starts every count afresh. */
  account: string;
  /** A device that signed in to this account before: failures elsewhere never block it. */
  knownDevice: boolean;
}

const login: FastifyPluginAsyncZod = async (app) => {
  const secureCookie = app.config.PUBLIC_APP_URL.startsWith('https:');
  const reservations = new WeakMap<FastifyRequest, Extract<Reservation, { granted: true }>>();

  const attemptsPerIp = app.createRateLimit({
    max: app.config.LOGIN_MAX_ATTEMPTS_PER_IP,
    timeWindow: IP_WINDOW_MS,
    keyGenerator: (request) => `login-ip:${request.ip}`,
  });

  async function identify(request: FastifyRequest): Promise<LoginSubject> {
    const username = normalizeUsername(loginFields(request).username);
    const user = await app.users.findByUsername(username);
    return {
      account: `${username}:${user ? sha256Hex(user.passwordHash).slice(0, 12) : '-'}`,
      knownDevice: user ? await app.loginDevices.isKnown(user.id, deviceIdOf(request)) : false,
    };
  }

  /**
   * The failure limits count this attempt before the password is checked (and give it back when
   * it was right), so thirty guesses sent at once check no more passwords than thirty in a row:
   * per account and client (growing delays), and per account from devices that never signed in
   * to it (the owner's own phone is exempt).
   */
  function failureLimits(request: FastifyRequest, subject: LoginSubject): AttemptLimit[] {
    const perClient = CLIENT_STEPS.map(({ max, timeWindow }) => ({ key: `login-client-${max}:${subject.account}:${clientKey(request)}`, max, windowMs: timeWindow }));
    if (subject.knownDevice) return perClient;
    return [...perClient, { key: `login-user:${subject.account}`, max: app.config.LOGIN_MAX_FAILURES_PER_USERNAME, windowMs: USERNAME_WINDOW_MS }];
  }

  async function throttle(request: FastifyRequest, reply: FastifyReply) {
    const byIp = await attemptsPerIp(request);
    if (!byIp.isAllowed && byIp.isExceeded) throw tooManyRequests(TOO_MANY_ATTEMPTS, byIp.ttlInSeconds, reply);
    const reservation = await app.attemptLimits.reserve(failureLimits(request, await identify(request)));
    if (!reservation.granted) {
      const byClient = reservation.refused.filter(({ limit }) => limit.key.startsWith('login-client-'));
      if (byClient.length > 0) throw tooManyRequests(TOO_MANY_ATTEMPTS, Math.max(...byClient.map((refusal) => refusal.retryAfterSeconds)), reply);
      throw tooManyRequests(ACCOUNT_UNDER_ATTACK, reservation.refused[0].retryAfterSeconds, reply);
    }
    reservations.set(request, reservation);
  }

  async function handleLogin(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-store');
    const deviceId = ensureDeviceId(request, reply, secureCookie);
    const reservation = reservations.get(request);
    try {
      const { user, tokens } = await app.sessions.login(loginFields(request));
      await reservation?.release();
      await app.loginDevices.remember(user.id, deviceId);
      return {
        ...tokens,
        userType: user.userType,
        name: user.name,
        address: { district: user.district, detail: user.addressDetail },
        phone: user.phone,
        profileImage: user.profileImage,
      };
    } catch (error) {
      // Only a wrong username or password counts as a failure; anything else gives the attempt back.
      if (!(error instanceof AppError && error.code === 'LOGIN_FAILED')) await reservation?.release();
      throw error;
    }
  }

  const response = {
    200: loginResponseSchema,
    400: errorBodySchema,
    401: errorBodySchema.describe('LOGIN_FAILED: 아이디 또는 비밀번호 오류, WRONG_USER_TYPE: 다른 역할의 계정'),
    403: errorBodySchema.describe('ACCOUNT_DISABLED: 운영 명령으로 사용이 중지된 사회복지사 계정 (비밀번호가 맞은 뒤에만)'),
    429: errorBodySchema.describe('TOO_MANY_REQUESTS: 메시지에 기다릴 분 수, Retry-After 헤더에 초'),
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
    (request, reply) => handleLogin(request, reply),
  );

  app.post(
    '/login',
    {
      schema: { tags: ['sessions'], summary: '로그인 (JSON 본문). 기기 쿠키 ieum_device 를 설정', body: loginRequestSchema, response },
      preHandler: throttle,
    },
    (request, reply) => handleLogin(request, reply),
  );
};

export default login;
