import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { PHONE_CODE_LENGTH } from '@ieum/domain';
import { AppError } from '@ieum/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Queryable } from '../../db/database';
import { maskPhone } from '../../lib/phone';
import { opaqueToken, sha256Hex } from '../../lib/random';
import { SmsDeliveryError, type SmsSender } from '../../sms/sms-sender';

declare module 'fastify' {
  interface FastifyInstance {
    phoneVerification: PhoneVerification;
  }
}

export const PHONE_CODE_LIFETIME_SECONDS = 5 * 60;
export const PHONE_CODE_MAX_WRONG_TRIES = 5;
/** How long a checked number may be used for signup or a phone change. */
export const PHONE_VERIFIED_LIFETIME_SECONDS = 30 * 60;

export const PHONE_CODE_ERRORS = {
  CODE_NOT_REQUESTED: [400, '인증번호를 먼저 요청해주세요.'],
  CODE_EXPIRED: [400, '인증번호가 만료되었습니다. 인증번호를 다시 요청해주세요.'],
  WRONG_CODE: [400, '인증번호가 올바르지 않습니다.'],
  TOO_MANY_ATTEMPTS: [429, '인증번호를 5회 잘못 입력했습니다. 인증번호를 다시 요청해주세요.'],
  SMS_UNAVAILABLE: [503, '인증번호를 보내지 못했습니다. 잠시 후 다시 시도해주세요.'],
} as const satisfies Record<string, readonly [number, string]>;

function phoneCodeError(code: keyof typeof PHONE_CODE_ERRORS): AppError {
  const [status, message] = PHONE_CODE_ERRORS[code];
  return new AppError(status, code, message);
}

/** The text of the SMS: names the service, the code and how long it is valid. */
export function phoneCodeMessage(code: string): string {
  return `[이음] 인증번호는 ${code} 입니다. ${PHONE_CODE_LIFETIME_SECONDS / 60}분 안에 입력해주세요.`;
}

interface CodeRow {
  codeHash: string;
  expiresAt: Date;
  failedAttempts: number;
}

interface PhoneVerificationDeps {
  db: Database;
  sms: SmsSender;
  /** HMAC key for stored codes: a leaked table does not give away live codes. */
  key: Buffer;
  log: FastifyBaseLogger;
  now: () => number;
}

/** Phone numbers are in +82 form ("+821012345678") throughout. */
export function createPhoneVerification({ db, sms, key, log, now }: PhoneVerificationDeps) {
  const hashCode = (phone: string, code: string) => createHmac('sha256', key).update(`${phone}:${code}`).digest('hex');

  return {
    /** Sends a fresh code of PHONE_CODE_LENGTH digits; it replaces any earlier one for the number. */
    async sendCode(phone: string): Promise<{ expiresInSeconds: number }> {
      const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
      const issuedAt = now();
      await db.query(
        `insert into phone_codes (phone, code_hash, expires_at, failed_attempts, created_at) values ($1, $2, $3, 0, $4)
         on conflict (phone) do update set code_hash = excluded.code_hash, expires_at = excluded.expires_at,
           failed_attempts = 0, created_at = excluded.created_at`,
        [phone, hashCode(phone, code), new Date(issuedAt + PHONE_CODE_LIFETIME_SECONDS * 1000), new Date(issuedAt)],
      );
      try {
        await sms.send({ to: phone, text: phoneCodeMessage(code) });
      } catch (error) {
        // A code nobody received must not stay valid; the user simply asks again.
        await db.query('delete from phone_codes where phone = $1 and created_at = $2', [phone, new Date(issuedAt)]);
        if (error instanceof SmsDeliveryError) {
          log.error({ to: maskPhone(phone), reason: error.message }, 'phone code not delivered');
          throw phoneCodeError('SMS_UNAVAILABLE');
        }
        throw error;
      }
      return { expiresInSeconds: PHONE_CODE_LIFETIME_SECONDS };
    },

    /**
     * Checks a code; on success the number counts as verified for a while, for the holder of the
     * returned token only (the client that checked it). Throws AppError otherwise.
     */
    async checkCode(phone: string, code: string): Promise<{ verificationToken: string }> {
      const verificationToken = opaqueToken();
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx.query<CodeRow>(
          `select code_hash as "codeHash", expires_at as "expiresAt", failed_attempts as "failedAttempts"
           from phone_codes where phone = $1 for update`,
          [phone],
        );
        if (!row) return 'CODE_NOT_REQUESTED' as const;
        if (row.expiresAt.getTime() <= now()) return 'CODE_EXPIRED' as const;
        if (row.failedAttempts >= PHONE_CODE_MAX_WRONG_TRIES) return 'TOO_MANY_ATTEMPTS' as const;
        const expected = Buffer.from(row.codeHash, 'hex');
        const given = Buffer.from(hashCode(phone, code), 'hex');
        if (!timingSafeEqual(expected, given)) {
          // Committed even though the call fails: that is what makes the limit hold.
          await tx.query('update phone_codes set failed_attempts = failed_attempts + 1 where phone = $1', [phone]);
          return 'WRONG_CODE' as const;
        }
        await tx.query('delete from phone_codes where phone = $1', [phone]);
        await tx.query(
          `insert into phone_verifications (phone, verified_at, expires_at, token_hash) values ($1, $2, $3, $4)
           on conflict (phone) do update set verified_at = excluded.verified_at, expires_at = excluded.expires_at,
             token_hash = excluded.token_hash`,
          [phone, new Date(now()), new Date(now() + PHONE_VERIFIED_LIFETIME_SECONDS * 1000), sha256Hex(verificationToken)],
        );
        return 'VERIFIED' as const;
      });
      if (outcome !== 'VERIFIED') throw phoneCodeError(outcome);
      return { verificationToken };
    },

    /** Whether the token holder has a live verification of the number (account recovery reads it without using it up). */
    async isVerified(phone: string, token: string | undefined, tx: Queryable = db): Promise<boolean> {
      if (!token) return false;
      const rows = await tx.query('select 1 from phone_verifications where phone = $1 and token_hash = $2 and expires_at > $3', [
        phone,
        sha256Hex(token),
        new Date(now()),
      ]);
      return rows.length > 0;
    },

    /**
     * Uses up a number's verification (signup, phone change, password reset); false when the token
     * holder did not verify it or it has lapsed. Someone else's token never matches.
     */
    async consumeVerification(phone: string, token: string | undefined, tx: Queryable = db): Promise<boolean> {
      if (!token) return false;
      const rows = await tx.query(
        'delete from phone_verifications where phone = $1 and token_hash = $2 and expires_at > $3 returning phone',
        [phone, sha256Hex(token), new Date(now())],
      );
      return rows.length > 0;
    },
  };
}

export type PhoneVerification = ReturnType<typeof createPhoneVerification>;

export const phoneVerificationPlugin = fp(
  async (app, { key, now = Date.now }: { key: Buffer; now?: () => number }) => {
    app.decorate('phoneVerification', createPhoneVerification({ db: app.db, sms: app.sms, key, log: app.log, now }));
  },
  { name: 'phone-verification', dependencies: ['database', 'sms'] },
);
