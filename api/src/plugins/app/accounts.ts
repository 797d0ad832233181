import { bundledPicturePath, type DistrictCode, type Gender, SIGNUP_USER_TYPES, type UserType } from '@ieum/domain';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { isDatabaseError, UNIQUE_VIOLATION } from '../../db/errors';
import { accountError, phoneAlreadyRegistered } from '../../domain/account-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { localToInternational } from '../../lib/phone';
import { isSamePicture } from '../../lib/same-picture';
import { KAKAO_USERNAME_PREFIX, type KakaoLogin, type KakaoTicketClaims, kakaoUsername } from './kakao';
import type { PhoneVerification } from './phone-verification';
import { parsePushSubscription, type Sessions } from './sessions';
import type { ImageStorage } from './storage';
import { ageOnBirthDate } from '../../domain/birth-date';
import type { ProfileChanges, User, UsersRepository } from './users';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
  }
}

/** After a successful check of the current password, a change is allowed for this long. */
export const PASSWORD_CHECK_VALID_MS = 10 * 60 * 1000;

export interface SignupInput {
  username: string;
  password: string;
  /** Default volunteer. */
  userType?: UserType;
  name: string;
  age: number;
  /** YYYY-MM-DD; when given, the stored age is counted from it. */
  birthDate?: string;
  gender: Gender;
  /** Local 010 form; must have passed the phone-code check, unless the Kakao ticket vouches for it. */
  phone: string;
  address: { district: DistrictCode; detail: string };
  bio?: string | null;
  /** The push token or Web Push subscription JSON ("phoneCode" on the wire). */
  phoneCode?: string | null;
  kakaoTicket?: string | null;
  /** The token of this client's phone-code check (GET /api/auth): only it can use the verification. */
  phoneVerificationToken?: string;
}

/** Fields of PUT /api/user: undefined leaves a field as it is. */
export interface ProfileInput {
  name?: string;
  age?: number;
  /** YYYY-MM-DD; when given, the stored age is counted from it. */
  birthDate?: string;
  gender?: Gender;
  phone?: string;
  address?: { district: DistrictCode; detail: string };
  /** null or '' removes the picture. */
  profileImage?: string | null;
  bio?: string | null;
  /** Needed with a new phone: the token of this client's code check for it. */
  phoneVerificationToken?: string;
}

export interface PasswordChange {
  password: string;
  /** The caller checked the current password in this request; else a check within PASSWORD_CHECK_VALID_MS is needed. */
  currentPasswordChecked: boolean;
  /** The session asking (the access token's sid): it stays signed in, and an earlier check counts only when made in it. */
  sessionId?: string;
  /** Also kept when sent (normally the same session as sessionId); every other session of the user ends. */
  keepRefreshToken?: string;
}

interface AccountsDeps {
  db: Database;
  users: UsersRepository;
  sessions: Sessions;
  phoneVerification: PhoneVerification;
  storage: ImageStorage;
  kakao: KakaoLogin;
  now: () => number;
}

/**
 * The account use cases behind routes/users: signup, profile changes, the password check and
 * change. Each runs its checks and its writes in one transaction; the routes only translate HTTP.
 */
export function createAccounts({ db, users, sessions, phoneVerification, storage, kakao, now }: AccountsDeps) {
  /** kakao_<id> names belong to the Kakao account with that id: never taken by the name alone. */
  function assertNotReserved(username: string, kakaoId?: string) {
    const lower = username.toLowerCase();
    if (lower.startsWith(KAKAO_USERNAME_PREFIX) && (kakaoId === undefined || lower !== kakaoUsername(kakaoId))) {
      throw accountError('USERNAME_RESERVED');
    }
  }

  return {
    /** The duplicate check of the signup form: free in any letter case, in both roles. */
    async assertUsernameAvailable(username: string): Promise<void> {
      assertNotReserved(username);
      if (await users.isUsernameTaken(username)) throw accountError('USERNAME_TAKEN');
    },

    async signUp(input: SignupInput): Promise<{ user: User; kakaoLinked: boolean }> {
      const userType = input.userType ?? 'volunteer';
      // Welfare workers' accounts come only from the operator command (npm run staff).
      if (!(SIGNUP_USER_TYPES as readonly string[]).includes(userType)) throw accountError('SIGNUP_NOT_ALLOWED');
      const bio = input.bio ? input.bio : null;
      if (bio && userType !== 'volunteer') throw accountError('BIO_VOLUNTEER_ONLY');

      let ticket: KakaoTicketClaims | null = null;
      if (input.kakaoTicket) {
        ticket = await kakao.verifyTicket(input.kakaoTicket);
        if (!ticket) throw accountError('KAKAO_TICKET_INVALID');
      }
      assertNotReserved(input.username, ticket?.kakaoId);
      if (input.password.toLowerCase() === input.username.toLowerCase()) throw accountError('WEAK_PASSWORD');

      const passwordHash = await hashPassword(input.password);
      // Kakao already checked the number it gave us; any other number needs our code check.
      const verifiedByKakao = ticket?.phone !== undefined && ticket.phone === input.phone;
      try {
        const user = await db.transaction(async (tx) => {
          if (await users.isUsernameTaken(input.username, tx)) throw accountError('USERNAME_TAKEN');
          if (ticket && (await users.findByKakaoId(ticket.kakaoId, tx))) throw accountError('KAKAO_ALREADY_LINKED');
          if (await users.isPhoneTaken(input.phone, userType, null, tx)) throw phoneAlreadyRegistered(userType);
          if (
            !verifiedByKakao &&
            !(await phoneVerification.consumeVerification(localToInternational(input.phone), input.phoneVerificationToken, tx))
          ) {
            throw accountError('PHONE_NOT_VERIFIED');
          }
          const created = await users.create(
            {
              username: input.username,
              passwordHash,
              userType,
              name: input.name,
              birthDate: input.birthDate ?? null,
              age: input.birthDate ? ageOnBirthDate(input.birthDate, now()) : input.age,
              gender: input.gender,
              phone: input.phone,
              district: input.address.district,
              addressDetail: input.address.detail,
              bio: userType === 'volunteer' ? bio : null,
              kakaoId: ticket?.kakaoId ?? null,
            },
            tx,
          );
          if (input.phoneCode) await users.setPushSubscription(created.id, parsePushSubscription(input.phoneCode), tx);
          return created;
        });
        return { user, kakaoLinked: ticket !== null };
      } catch (error) {
        // Two signups racing for one name (or one Kakao account): the unique index decides.
        if (isDatabaseError(error, UNIQUE_VIOLATION)) {
          throw accountError(isDatabaseError(error, UNIQUE_VIOLATION, 'users_kakao_id_key') ? 'KAKAO_ALREADY_LINKED' : 'USERNAME_TAKEN');
        }
        throw error;
      }
    },

    /** Changes only the fields given; never the username, the role or the password. */
    async updateProfile(user: User, input: ProfileInput): Promise<User> {
      const changes: ProfileChanges = {
        name: input.name,
        age: input.birthDate ? ageOnBirthDate(input.birthDate, now()) : input.age,
        birthDate: input.birthDate,
        gender: input.gender,
        // A welfare worker's district is the first one the operator gave (npm run staff), not theirs to move.
        district: user.userType === 'staff' ? undefined : input.address?.district,
        addressDetail: input.address?.detail,
      };
      if (input.bio !== undefined) {
        if (user.userType !== 'volunteer' && input.bio) throw accountError('BIO_VOLUNTEER_ONLY');
        if (user.userType === 'volunteer') changes.bio = input.bio || null;
      }
      // A form that sends back the picture it showed changes nothing and needs no check of the store:
      // the stored picture (also with a cache-buster), or the app's own placeholder (/profile.svg).
      const unchangedPicture = input.profileImage && (isSamePicture(input.profileImage, user.profileImage) || bundledPicturePath(input.profileImage));
      if (input.profileImage !== undefined && !unchangedPicture) {
        if (!input.profileImage) changes.profileImage = null;
        else if (await storage.verifyStoredImage(input.profileImage, { folders: ['profile'], ownerId: user.id })) {
          changes.profileImage = input.profileImage;
        } else throw accountError('INVALID_IMAGE_URL');
      }
      const newPhone = input.phone !== undefined && input.phone !== user.phone ? input.phone : undefined;
      if (newPhone) changes.phone = newPhone;

      const updated = await db.transaction(async (tx) => {
        if (newPhone && (await users.isPhoneTaken(newPhone, user.userType, user.id, tx))) throw phoneAlreadyRegistered(user.userType);
        if (newPhone && !(await phoneVerification.consumeVerification(localToInternational(newPhone), input.phoneVerificationToken, tx))) {
          throw accountError('PHONE_NOT_VERIFIED');
        }
        return users.updateProfile(user.id, changes, tx);
      });
      users.profilesChanged([user.id]);
      return updated ?? user;
    },

    isCurrentPassword(user: User, candidate: string): Promise<boolean> {
      return verifyPassword(user.passwordHash, candidate);
    },

    /** After a correct current password: a change from the same session needs no second check for PASSWORD_CHECK_VALID_MS. */
    async rememberPasswordCheck(user: User, sessionId: string | null): Promise<void> {
      await users.setPasswordCheckedUntil(user.id, new Date(now() + PASSWORD_CHECK_VALID_MS), sessionId);
    },

    /** Sets the new password and ends every session of the user but the asking one, in one transaction. */
    async changePassword(user: User, change: PasswordChange): Promise<void> {
      if (!change.currentPasswordChecked) {
        const until = await users.passwordCheckedUntil(user.id, change.sessionId);
        if (!until || until.getTime() <= now()) throw accountError('PASSWORD_CHECK_REQUIRED');
      }
      if (change.password.toLowerCase() === user.username.toLowerCase()) throw accountError('WEAK_PASSWORD');
      if (await verifyPassword(user.passwordHash, change.password)) throw accountError('SAME_PASSWORD');

      const passwordHash = await hashPassword(change.password);
      const ended = await db.transaction(async (tx) => {
        await users.setPasswordHash(user.id, passwordHash, tx);
        return sessions.revokeOtherSessions(user.id, { sessionId: change.sessionId, refreshToken: change.keepRefreshToken }, tx);
      });
      sessions.forgetEnded(ended);
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;

export const accountsPlugin = fp(
  async (app, { now = Date.now }: { now?: () => number }) => {
    app.decorate(
      'accounts',
      createAccounts({
        db: app.db,
        users: app.users,
        sessions: app.sessions,
        phoneVerification: app.phoneVerification,
        storage: app.storage,
        kakao: app.kakao,
        now,
      }),
    );
  },
  { name: 'accounts', dependencies: ['database', 'users', 'sessions', 'phone-verification', 'storage', 'kakao'] },
);
