import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AccessTokens, type AuthenticatedUser, authRequired } from './access-token';
import { AppError, MESSAGES } from './errors';
import { parseUserType } from './user-type';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: verifies the bearer token and sets request.user, or answers 401. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * Like authenticate, but leaves the session check (isSessionLive) to the route, which must
     * make it itself before acting (the AI host's chat turn has the API check it with the turn's
     * context: one round trip instead of two). A token without a session is still refused.
     */
    authenticateDeferringSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
}

export interface BearerAuthOptions {
  accessTokens: AccessTokens;
  /**
   * Whether the token's sign-in session is still live. When given, a token without a session or
   * with an ended one is refused with 401 SESSION_ENDED, so logout and password changes end
   * access tokens at once instead of when they expire.
   */
  isSessionLive?: (user: AuthenticatedUser, token: string) => Promise<boolean>;
}

export function sessionEnded(): AppError {
  return new AppError(401, 'SESSION_ENDED', MESSAGES.AUTH_REQUIRED);
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The userType a client sent in the query or the JSON body, if any. */
function claimedUserTypes(request: FastifyRequest): unknown[] {
  const claims: unknown[] = [];
  for (const part of [request.query, request.body]) {
    if (part && typeof part === 'object' && !Array.isArray(part) && 'userType' in part) claims.push((part as { userType: unknown }).userType);
  }
  return claims;
}

async function bearerAuth(app: FastifyInstance, { accessTokens, isSessionLive }: BearerAuthOptions) {
  app.decorateRequest('user', null);
  async function verified(request: FastifyRequest, checkSession: boolean): Promise<AuthenticatedUser> {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match) throw authRequired();
    const user = await accessTokens.verify(match[1]);
    if (isSessionLive && !(user.sessionId && (!checkSession || (await isSessionLive(user, match[1]))))) throw sessionEnded();
    return user;
  }
  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.user = await verified(request, true);
  });
  app.decorate('authenticateDeferringSession', async (request: FastifyRequest) => {
    request.user = await verified(request, false);
  });
  // On every signed-in route, a userType the client sends (query or JSON body) must agree with the
  // token: checked here once, before validation, which would drop a body field a route does not declare.
  app.addHook('preValidation', (request, _reply, done) => {
    if (!request.user) return done();
    try {
      for (const claimed of claimedUserTypes(request)) assertUserTypeMatches(request, claimed);
    } catch (error) {
      return done(error as AppError);
    }
    done();
  });
}

/** Adds app.authenticate and request.user. Use per route folder: app.addHook('onRequest', app.authenticate). */
export const bearerAuthPlugin = fp(bearerAuth, { name: 'bearer-auth' });

/** The signed-in user; for handlers behind app.authenticate. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw authRequired();
  return request.user;
}

/**
 * Checks a userType the client sent (query or body, any letter case) against the token.
 * Absent is fine: the token already says who the caller is. A contradiction is 403.
 */
export function assertUserTypeMatches(request: FastifyRequest, claimed: unknown): AuthenticatedUser {
  const user = currentUser(request);
  if (claimed === undefined || claimed === null || claimed === '') return user;
  if (parseUserType(claimed) !== user.userType) {
    throw new AppError(403, 'USER_TYPE_MISMATCH', MESSAGES.USER_TYPE_MISMATCH);
  }
  return user;
}
