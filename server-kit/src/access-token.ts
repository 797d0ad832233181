import { randomUUID, webcrypto } from 'node:crypto';
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

/**
 * Verified tokens kept per process, so the same phone polling every few seconds with the same token
 * is not checked by HMAC again (about 100 us each through WebCrypto). A hit is exactly the answer
 * verify gave for the same bytes, still subject to the token's expiry by the token clock; whether its
 * session is live is asked on every request by the caller (bearer-auth's isSessionLive), so ending a
 * session needs nothing from this cache.
 */
export const VERIFIED_TOKEN_CACHE_SIZE = 20_000;

export interface AccessTokenOptions {
  /** Entries of the verified-token cache (oldest dropped first); 0 turns it off. */
  cacheSize?: number;
}

export function createAccessTokens(secret: Uint8Array, now: () => number = Date.now, options: AccessTokenOptions = {}): AccessTokens {
  const nowSeconds = () => Math.floor(now() / 1000);
  const cacheSize = options.cacheSize ?? VERIFIED_TOKEN_CACHE_SIZE;
  const verified = new Map<string, { user: AuthenticatedUser; expiresAt: number }>();
  // jose imports a Uint8Array secret anew on every call; a CryptoKey it takes as is.
  let verifyKey: Promise<webcrypto.CryptoKey> | undefined;
  const key = () => (verifyKey ??= webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']));

  async function verifyToken(token: string): Promise<{ user: AuthenticatedUser; expiresAt: number | undefined }> {
    try {
      const { payload } = await jwtVerify(token, await key(), {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: new Date(nowSeconds() * 1000),
      });
      const userType = parseUserType(payload.userType);
      if (!payload.sub || !USER_ID.test(payload.sub) || !userType) throw authRequired();
      if (payload.sid !== undefined && (typeof payload.sid !== 'string' || payload.sid.length > 100)) throw authRequired();
      const user = payload.sid === undefined ? { id: payload.sub, userType } : { id: payload.sub, userType, sessionId: payload.sid };
      // Only tokens whose validity is their expiry alone are kept (ours never carry nbf).
      return { user, expiresAt: payload.nbf === undefined ? payload.exp : undefined };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw tokenExpired();
      throw authRequired();
    }
  }

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
      const hit = verified.get(token);
      if (hit) {
        // The same test jose makes: expired once exp <= now, in whole seconds.
        if (hit.expiresAt > nowSeconds()) return { ...hit.user };
        verified.delete(token);
        throw tokenExpired();
      }
      const { user, expiresAt } = await verifyToken(token);
      if (cacheSize > 0 && expiresAt !== undefined) {
        if (verified.size >= cacheSize) verified.delete(verified.keys().next().value as string);
        verified.set(token, { user: { ...user }, expiresAt });
      }
      return user;
    },
  };
}
