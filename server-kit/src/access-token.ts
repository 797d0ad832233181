import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError, MESSAGES } from './errors';
import type { UserType } from '@ieum/domain';
import { parseUserType } from './user-type';

/** Seconds, as JWT exp/iat are (the original product mixed up seconds and milliseconds here). */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 60 * 60;

const ISSUER = 'ieum';
const AUDIENCE = 'ieum';
const ALGORITHM = 'HS256';

export interface AuthenticatedUser {
  /** The user id: digits only (a validly signed token with anything else is refused). */
  id: string;
  userType: UserType;
  /**
   * The sign-in session (refresh-token family) the token was issued for, claim `sid`. The API
   * refuses a token whose session has ended (logout, password change, stolen refresh token).
   */
  sessionId?: string;
}

const USER_ID = /^[1-9][0-9]{0,15}$/;

export interface AccessTokens {
  sign(user: AuthenticatedUser): Promise<string>;
  /** Throws AppError 401 (AUTH_REQUIRED or TOKEN_EXPIRED) for anything but a valid, current token. */
  verify(token: string): Promise<AuthenticatedUser>;
}

export function authRequired(): AppError {
  return new AppError(401, 'AUTH_REQUIRED', MESSAGES.AUTH_REQUIRED);
}

export function tokenExpired(): AppError {
  return new AppError(401, 'TOKEN_EXPIRED', MESSAGES.AUTH_REQUIRED);
}

export function createAccessTokens(secret: Uint8Array, now: () => number = Date.now): AccessTokens {
  const nowSeconds = () => Math.floor(now() / 1000);
  return {
    async sign(user) {
      const issuedAt = nowSeconds();
      return new SignJWT(user.sessionId ? { userType: user.userType, sid: user.sessionId } : { userType: user.userType })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(user.id))
        .setJti(randomUUID())
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: new Date(nowSeconds() * 1000),
        });
        const userType = parseUserType(payload.userType);
        if (!payload.sub || !USER_ID.test(payload.sub) || !userType) throw authRequired();
        if (payload.sid !== undefined && (typeof payload.sid !== 'string' || payload.sid.length > 100)) throw authRequired();
        return payload.sid === undefined ? { id: payload.sub, userType } : { id: payload.sub, userType, sessionId: payload.sid };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw tokenExpired();
        throw authRequired();
      }
    },
  };
}
