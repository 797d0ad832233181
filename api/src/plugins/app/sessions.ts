import { randomUUID } from 'node:crypto';
import { normalizeUsername, type UserType } from '@ieum/domain';
import { type AccessTokens, AppError } from '@ieum/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Queryable } from '../../db/database';
import { accountError } from '../../domain/account-errors';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { opaqueToken, sha256Hex } from '../../lib/random';
import type { SessionLiveness } from './session-liveness';
import type { User, UsersRepository } from './users';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
}

export const REFRESH_TOKEN_LIFETIME_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export interface LoginInput {
  username: string;
  password: string;
  userType?: UserType;
  fcmToken?: string;
}

export const LOGIN_FAILED_MESSAGE = '아이디 또는 비밀번호가 올바르지 않습니다.';
export const WRONG_USER_TYPE_MESSAGES: Record<UserType, string> = {
  elderly: '이용자 계정입니다. 위에서 이용자를 선택해 주세요.',
  volunteer: '봉사자 계정입니다. 위에서 봉사자를 선택해 주세요.',
  guardian: '가족 계정입니다. 위에서 가족을 선택해 주세요.',
  staff: '사회복지사 계정입니다. 위에서 사회복지사를 선택해 주세요.',
};
const SESSION_ENDED_MESSAGE = '인증이 만료되었습니다. 다시 로그인해주세요.';

function loginFailed() {
  return new AppError(401, 'LOGIN_FAILED', LOGIN_FAILED_MESSAGE);
}

function refreshRejected(code: 'REFRESH_INVALID' | 'TOKEN_EXPIRED' = 'REFRESH_INVALID') {
  return new AppError(401, code, SESSION_ENDED_MESSAGE);
}

/**
 * A push token is either a plain string or a Web Push subscription sent as JSON text. JSON whose
 * strings hold \u0000 stays a plain string: jsonb cannot store that character inside an object.
 */
export function parsePushSubscription(fcmToken: string): unknown {
  if (fcmToken.includes('\\u0000')) return fcmToken;
  try {
    const parsed: unknown = JSON.parse(fcmToken);
    if (parsed && typeof parsed === 'object') return parsed;
  } catch {
    // A plain token string.
  }
  return fcmToken;
}

interface RefreshTokenRow {
  id: number;
  userId: number;
  familyId: string;
  expiresAt: Date;
  rotatedAt: Date | null;
  revokedAt: Date | null;
}

interface SessionsDeps {
  db: Database;
  users: UsersRepository;
  accessTokens: AccessTokens;
  liveness: SessionLiveness;
  log: FastifyBaseLogger;
  now: () => number;
}

export function createSessions({ db, users, accessTokens, liveness, log, now }: SessionsDeps) {
  async function insertRefreshToken(tx: Queryable, userId: number, familyId: string): Promise<string> {
    const refreshToken = opaqueToken();
    await tx.query('insert into refresh_tokens (user_id, family_id, token_hash, expires_at) values ($1, $2, $3, $4)', [
      userId,
      familyId,
      sha256Hex(refreshToken),
      new Date(now() + REFRESH_TOKEN_LIFETIME_DAYS * DAY_MS),
    ]);
    return refreshToken;
  }

  async function tokensFor(user: Pick<User, 'id' | 'userType'>, familyId: string, refreshToken: string): Promise<SessionTokens> {
    const accessToken = await accessTokens.sign({ id: String(user.id), userType: user.userType, sessionId: familyId });
    return { accessToken, refreshToken };
  }

  /** Starts a new session (a new refresh-token family) for a user who just proved who they are. */
  async function issue(user: Pick<User, 'id' | 'userType'>, tx: Queryable = db): Promise<SessionTokens> {
    const familyId = randomUUID();
    const refreshToken = await insertRefreshToken(tx, user.id, familyId);
    return tokensFor(user, familyId, refreshToken);
  }

  /** Ends sessions: the rows' families are announced to every process (inside tx) and forgotten here after commit. */
  async function revokeFamilies(tx: Queryable, sql: string, params: unknown[]): Promise<string[]> {
    const rows = await tx.query<{ familyId: string }>(`${sql} returning family_id as "familyId"`, params);
    const familyIds = [...new Set(rows.map((row) => row.familyId))];
    await liveness.announce(tx, familyIds);
    return familyIds;
  }

  return {
    issue,

    async login(input: LoginInput): Promise<{ user: User; tokens: SessionTokens }> {
      const user = await users.findByUsername(normalizeUsername(input.username));
      if (!user) {
        await verifyAgainstDummy(input.password);
        throw loginFailed();
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) throw loginFailed();
      // Said only after the password matched, so it reveals nothing to someone guessing.
      if (input.userType && input.userType !== user.userType) {
        throw new AppError(401, 'WRONG_USER_TYPE', WRONG_USER_TYPE_MESSAGES[user.userType]);
      }
      if (user.disabledAt) throw accountError('ACCOUNT_DISABLED');
      if (input.fcmToken) await users.setPushSubscription(user.id, parsePushSubscription(input.fcmToken));
      return { user, tokens: await issue(user) };
    },

    /** Rotates a refresh token. Presenting one that was already rotated ends the whole family. */
    async refresh(refreshToken: string): Promise<SessionTokens> {
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx.query<RefreshTokenRow>(
          `select id, user_id as "userId", family_id as "familyId", expires_at as "expiresAt",
             rotated_at as "rotatedAt", revoked_at as "revokedAt"
           from refresh_tokens where token_hash = $1 for update`,
          [sha256Hex(refreshToken)],
        );
        if (!row || row.revokedAt) return { rejected: refreshRejected() };
        if (row.rotatedAt) {
          // Someone kept an old token: the legitimate client or a thief. Revoke both of their sessions.
          await revokeFamilies(tx, 'update refresh_tokens set revoked_at = now() where family_id = $1 and revoked_at is null', [
            row.familyId,
          ]);
          log.warn({ userId: row.userId, familyId: row.familyId }, 'refresh token reused: session family revoked');
          return { rejected: refreshRejected(), revokedFamily: row.familyId };
        }
        if (row.expiresAt.getTime() <= now()) return { rejected: refreshRejected('TOKEN_EXPIRED') };
        const user = await users.findById(row.userId, tx);
        if (!user) return { rejected: refreshRejected() };
        await tx.query('update refresh_tokens set rotated_at = now() where id = $1', [row.id]);
        return { tokens: await tokensFor(user, row.familyId, await insertRefreshToken(tx, user.id, row.familyId)) };
      });
      if ('rejected' in outcome) {
        if (outcome.revokedFamily) liveness.forget([outcome.revokedFamily]);
        throw outcome.rejected;
      }
      return outcome.tokens;
    },

    /**
     * Ends every session of the user except the asking one: the access token's session (its sid)
     * and the one keepRefreshToken belongs to (when given and theirs). After a password change,
     * other devices must sign in again. Returns the ended families; a caller passing tx gives them
     * to forgetEnded after its commit.
     */
    async revokeOtherSessions(userId: number, keep: { sessionId?: string; refreshToken?: string }, tx: Queryable = db): Promise<string[]> {
      const ended = await revokeFamilies(
        tx,
        `update refresh_tokens set revoked_at = now()
         where user_id = $1 and revoked_at is null
           and family_id::text is distinct from $3
           and family_id is distinct from (select family_id from refresh_tokens where token_hash = $2 and user_id = $1)`,
        [userId, keep.refreshToken ? sha256Hex(keep.refreshToken) : null, keep.sessionId ?? null],
      );
      if (tx === db) liveness.forget(ended);
      return ended;
    },

    /** After the commit of a transaction that ended sessions: this process stops accepting their access tokens at once. */
    forgetEnded(familyIds: readonly string[]): void {
      liveness.forget(familyIds);
    },

    /** Ends the session the refresh token belongs to; unknown tokens are ignored. */
    async logout(refreshToken: string): Promise<void> {
      const ended = await db.transaction((tx) =>
        revokeFamilies(
          tx,
          `update refresh_tokens set revoked_at = now()
           where revoked_at is null and family_id = (select family_id from refresh_tokens where token_hash = $1)`,
          [sha256Hex(refreshToken)],
        ),
      );
      liveness.forget(ended);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;

export const sessionsPlugin = fp(
  async (app, { now = Date.now }: { now?: () => number }) => {
    app.decorate(
      'sessions',
      createSessions({ db: app.db, users: app.users, accessTokens: app.accessTokens, liveness: app.sessionLiveness, log: app.log, now }),
    );
  },
  { name: 'sessions', dependencies: ['database', 'users', 'access-tokens'] },
);
