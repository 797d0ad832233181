import { normalizeUsername, type UserType } from '@ieum/domain';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { accountError } from '../../domain/account-errors';
import { maskUsername } from '../../domain/username-mask';
import { hashPassword } from '../../lib/passwords';
import { internationalToLocal } from '../../lib/phone';
import type { LoginDevices } from './login-devices';
import type { PhoneVerification } from './phone-verification';
import type { Sessions } from './sessions';
import type { UsersRepository } from './users';

declare module 'fastify' {
  interface FastifyInstance {
    accountRecovery: AccountRecovery;
  }
}

export interface FoundAccount {
  /** Partly hidden (domain/username-mask.ts). */
  username: string;
  userType: UserType;
  /** Signed up with Kakao: 카카오로 시작하기 signs in without the ID. */
  kakao: boolean;
}

/** Names compare without spaces and letter case: "김 하늘" and "김하늘" are one person. */
const sameName = (a: string, b: string) => a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

interface AccountRecoveryDeps {
  db: Database;
  users: UsersRepository;
  sessions: Sessions;
  phoneVerification: PhoneVerification;
  loginDevices: LoginDevices;
}

/**
 * 아이디 찾기 and 비밀번호 재설정. Both first require this client's live verification of the
 * number (the SMS code), so nothing about an account is said to anyone without that phone.
 * Phone numbers are in +82 form.
 */
export function createAccountRecovery({ db, users, sessions, phoneVerification, loginDevices }: AccountRecoveryDeps) {
  return {
    /** The accounts (at most one per role) of this name and number. The verification stays usable for a reset. */
    async findUsernames(input: { name: string; phone: string; verificationToken?: string }): Promise<FoundAccount[]> {
      if (!(await phoneVerification.isVerified(input.phone, input.verificationToken))) throw accountError('PHONE_NOT_VERIFIED');
      const accounts = (await users.findByPhone(internationalToLocal(input.phone))).filter((user) => sameName(user.name, input.name));
      if (accounts.length === 0) throw accountError('ACCOUNT_NOT_FOUND');
      return accounts.map((user) => ({ username: maskUsername(user.username), userType: user.userType, kakao: user.kakaoId !== null }));
    },

    /**
     * Sets a new password for the account of this ID whose number the client verified, uses the
     * verification up, ends every session of the account and remembers this device as the owner's.
     */
    async resetPassword(input: { username: string; phone: string; verificationToken?: string; password: string; deviceId: string }): Promise<void> {
      if (input.password.toLowerCase() === input.username.trim().toLowerCase()) throw accountError('WEAK_PASSWORD');
      const passwordHash = await hashPassword(input.password);
      const ended = await db.transaction(async (tx) => {
        if (!(await phoneVerification.isVerified(input.phone, input.verificationToken, tx))) throw accountError('PHONE_NOT_VERIFIED');
        const user = await users.findByUsername(normalizeUsername(input.username), tx);
        if (!user || user.phone !== internationalToLocal(input.phone)) throw accountError('ACCOUNT_NOT_FOUND');
        await phoneVerification.consumeVerification(input.phone, input.verificationToken, tx);
        await users.setPasswordHash(user.id, passwordHash, tx);
        await loginDevices.remember(user.id, input.deviceId, tx);
        return sessions.revokeOtherSessions(user.id, {}, tx);
      });
      sessions.forgetEnded(ended);
    },
  };
}

export type AccountRecovery = ReturnType<typeof createAccountRecovery>;

export const accountRecoveryPlugin = fp(
  async (app) => {
    app.decorate(
      'accountRecovery',
      createAccountRecovery({
        db: app.db,
        users: app.users,
        sessions: app.sessions,
        phoneVerification: app.phoneVerification,
        loginDevices: app.loginDevices,
      }),
    );
  },
  { name: 'account-recovery', dependencies: ['database', 'users', 'sessions', 'phone-verification', 'login-devices'] },
);
