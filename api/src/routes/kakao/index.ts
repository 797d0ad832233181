import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { KakaoError } from '../../kakao/kakao-client';
import { KAKAO_STATE_LIFETIME_SECONDS, kakaoUsername } from '../../plugins/app/kakao';
import { notConfiguredPage } from './not-configured-page';

const STATE_COOKIE = 'ieum_kakao_state';
const COOKIE_PATH = '/api/auth/kakao';

export const KAKAO_MESSAGES = {
  CANCELLED: '카카오 로그인이 취소되었습니다.',
  FAILED: '카카오 로그인에 실패했습니다. 다시 시도해주세요.',
  UNAVAILABLE: '카카오에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
  STATE_INVALID: '로그인 요청이 만료되었습니다. 카카오 로그인을 다시 시작해주세요.',
} as const;

// Kakao's browser redirect lands here: an odd parameter (overlong, repeated) must still end on the
// app's /redirect page with a Korean message, not on a JSON error, so it is dropped and the flow refuses.
const optionalParam = z.string().max(4096).optional().catch(undefined);

const kakao: FastifyPluginAsyncZod = async (app) => {
  const appUrl = app.config.PUBLIC_APP_URL.replace(/\/+$/, '');
  const secureCookie = appUrl.startsWith('https:');

  function setStateCookie(reply: FastifyReply, value: string, maxAge: number) {
    reply.setCookie(STATE_COOKIE, value, { path: COOKIE_PATH, maxAge, httpOnly: true, sameSite: 'lax', secure: secureCookie });
  }

  /** A redirect into the app; its URL carries tokens, so nothing may cache it or pass it on. */
  function redirectToApp(reply: FastifyReply, page: string, params: Record<string, string | number | undefined>) {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(name, String(value));
    reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'no-referrer');
    return reply.redirect(`${appUrl}${page}?${query}`, 302);
  }

  const failed = (reply: FastifyReply, message: string) => redirectToApp(reply, '/redirect', { error: message });

  function notConfigured(reply: FastifyReply) {
    return reply.status(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(notConfiguredPage());
  }

  app.get(
    '/auth/kakao/start',
    {
      schema: {
        tags: ['kakao'],
        summary: '카카오 로그인 시작: 카카오 동의 화면으로 이동 (새 창에서 엶). 설정이 없으면 503 안내 페이지',
      },
    },
    async (_request, reply) => {
      const client = app.kakao.client;
      if (!client) return notConfigured(reply);
      const { state, nonce } = app.kakao.createState();
      setStateCookie(reply, nonce, KAKAO_STATE_LIFETIME_SECONDS);
      reply.header('cache-control', 'no-store');
      return reply.redirect(client.authorizeUrl(state), 302);
    },
  );

  app.get(
    '/auth/kakao/callback',
    {
      schema: {
        tags: ['kakao'],
        summary:
          '카카오 redirect URI. 가입된 사용자는 /redirect?accessToken&refreshToken&userType, 처음이면 /roleselect?username&name&gender&phone&age&kakaoTicket, 실패하면 /redirect?error=메시지',
        querystring: z.object({
          code: optionalParam,
          state: optionalParam,
          error: optionalParam,
          error_description: optionalParam,
        }),
      },
    },
    async (request, reply) => {
      const client = app.kakao.client;
      if (!client) return notConfigured(reply);
      const { code, state, error } = request.query;
      const cookieNonce = request.cookies[STATE_COOKIE];
      setStateCookie(reply, '', 0);

      if (error) {
        request.log.info({ kakaoError: error.slice(0, 100) }, 'kakao login not granted');
        return failed(reply, error === 'access_denied' ? KAKAO_MESSAGES.CANCELLED : KAKAO_MESSAGES.FAILED);
      }
      if (!app.kakao.verifyState(state, cookieNonce)) {
        request.log.warn({ hasCookie: Boolean(cookieNonce) }, 'kakao callback with an invalid state');
        return failed(reply, KAKAO_MESSAGES.STATE_INVALID);
      }
      if (!code) return failed(reply, KAKAO_MESSAGES.FAILED);

      let profile;
      try {
        profile = await client.fetchProfile(await client.exchangeCode(code));
      } catch (caught) {
        if (!(caught instanceof KakaoError)) throw caught;
        request.log.warn({ reason: caught.message, kind: caught.kind }, 'kakao login failed');
        return failed(reply, caught.kind === 'unavailable' ? KAKAO_MESSAGES.UNAVAILABLE : KAKAO_MESSAGES.FAILED);
      }

      const user = await app.users.findByKakaoId(profile.kakaoId);
      if (user) {
        const tokens = await app.sessions.issue(user);
        request.log.info({ userId: user.id }, 'kakao login');
        return redirectToApp(reply, '/redirect', { ...tokens, userType: user.userType });
      }
      request.log.info('kakao login of a new user: sent to role choice');
      return redirectToApp(reply, '/roleselect', {
        username: kakaoUsername(profile.kakaoId),
        name: profile.name,
        gender: profile.gender,
        phone: profile.phone,
        age: profile.age,
        kakaoTicket: await app.kakao.signTicket(profile),
      });
    },
  );
};

export default kakao;
