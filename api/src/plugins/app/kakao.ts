import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import { createKakaoClient, type KakaoClient, type KakaoProfile } from '../../kakao/kakao-client';

declare module 'fastify' {
  interface FastifyInstance {
    kakao: KakaoLogin;
  }
}

/** How long the user has from Kakao's consent screen back to us, and then to finish signup. */
export const KAKAO_STATE_LIFETIME_SECONDS = 10 * 60;
export const KAKAO_TICKET_LIFETIME_SECONDS = 30 * 60;

/** Usernames made for Kakao accounts (kakao_<id>); nobody else may take one. */
export const KAKAO_USERNAME_PREFIX = 'kakao_';

export function kakaoUsername(kakaoId: string): string {
  return `${KAKAO_USERNAME_PREFIX}${kakaoId}`;
}

/** What a kakaoTicket proves: Kakao vouched for this account id (and this phone number). */
export interface KakaoTicketClaims {
  kakaoId: string;
  phone?: string;
}

const TICKET_AUDIENCE = 'ieum-kakao-signup';

export function createKakaoLogin({ client, stateKey, ticketKey, now }: { client: KakaoClient | null; stateKey: Buffer; ticketKey: Buffer; now: () => number }) {
  const mac = (text: string) => createHmac('sha256', stateKey).update(text).digest('base64url');
  const nowSeconds = () => Math.floor(now() / 1000);

  return {
    /** Null when KAKAO_CLIENT_ID or KAKAO_REDIRECT_URI is missing. */
    client,

    /** A state for the authorize URL and the nonce the browser keeps in a cookie; both must come back. */
    createState(): { state: string; nonce: string } {
      const nonce = randomBytes(18).toString('base64url');
      const expires = String(nowSeconds() + KAKAO_STATE_LIFETIME_SECONDS);
      return { nonce, state: `${nonce}.${expires}.${mac(`${nonce}.${expires}`)}` };
    },

    verifyState(state: unknown, cookieNonce: string | undefined): boolean {
      if (typeof state !== 'string' || !cookieNonce) return false;
      const [nonce, expires, signature, extra] = state.split('.');
      if (extra !== undefined || !nonce || !expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
      const expected = Buffer.from(mac(`${nonce}.${expires}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
      if (Number(expires) <= nowSeconds()) return false;
      const cookie = Buffer.from(cookieNonce);
      return cookie.length === Buffer.byteLength(nonce) && timingSafeEqual(cookie, Buffer.from(nonce));
    },

    /** A short-lived signed token that lets POST /api/user link this Kakao account. */
    signTicket(profile: KakaoProfile): Promise<string> {
      return new SignJWT({ phone: profile.phone })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(profile.kakaoId)
        .setAudience(TICKET_AUDIENCE)
        .setIssuedAt(nowSeconds())
        .setExpirationTime(nowSeconds() + KAKAO_TICKET_LIFETIME_SECONDS)
        .sign(ticketKey);
    },

    /** The claims of a valid, unexpired ticket, else null. */
    async verifyTicket(ticket: string): Promise<KakaoTicketClaims | null> {
      try {
        const { payload } = await jwtVerify(ticket, ticketKey, {
          algorithms: ['HS256'],
          audience: TICKET_AUDIENCE,
          currentDate: new Date(nowSeconds() * 1000),
        });
        if (!payload.sub || !/^\d{1,20}$/.test(payload.sub)) return null;
        return { kakaoId: payload.sub, phone: typeof payload.phone === 'string' ? payload.phone : undefined };
      } catch {
        return null;
      }
    },
  };
}

export type KakaoLogin = ReturnType<typeof createKakaoLogin>;

export const kakaoPlugin = fp(
  async (app, { stateKey, ticketKey, now = Date.now }: { stateKey: Buffer; ticketKey: Buffer; now?: () => number }) => {
    const { config } = app;
    const client =
      config.KAKAO_CLIENT_ID && config.KAKAO_REDIRECT_URI
        ? createKakaoClient(
            {
              clientId: config.KAKAO_CLIENT_ID,
              clientSecret: config.KAKAO_CLIENT_SECRET,
              redirectUri: config.KAKAO_REDIRECT_URI,
              authBaseUrl: config.KAKAO_AUTH_BASE_URL,
              apiBaseUrl: config.KAKAO_API_BASE_URL,
            },
            { now },
          )
        : null;
    app.decorate('kakao', createKakaoLogin({ client, stateKey, ticketKey, now }));
  },
  { name: 'kakao', dependencies: ['config'] },
);
