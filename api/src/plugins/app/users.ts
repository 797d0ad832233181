import type { DistrictCode, Gender, UserType } from '@ieum/domain';
import fp from 'fastify-plugin';
import type { Queryable } from '../../db/database';
import { createProfileCache, PROFILE_CHANGES_CHANNEL } from './profile-cache';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersRepository;
  }
}

export interface User {
  id: number;
  username: string;
  passwordHash: string;
  userType: UserType;
  name: string;
  birthDate: string | null;
  age: number | null;
  /** null only for staff accounts (the operator command asks for none). */
  gender: Gender | null;
  phone: string;
  district: DistrictCode;
  addressDetail: string;
  profileImage: string | null;
  bio: string | null;
  kakaoId: string | null;
  /** Set by the operator command on a staff account: sign-in refused (api/README.md "Circle of care"). */
  disabledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewUser {
  username: string;
  passwordHash: string;
  userType: UserType;
  name: string;
  birthDate?: string | null;
  age?: number | null;
  gender: Gender | null;
  phone: string;
  district: DistrictCode;
  addressDetail: string;
  profileImage?: string | null;
  bio?: string | null;
  kakaoId?: string | null;
}

/** What PUT /api/user may change; undefined leaves a field as it is, null clears it. */
export interface ProfileChanges {
  name?: string;
  age?: number | null;
  birthDate?: string | null;
  gender?: Gender;
  phone?: string;
  district?: DistrictCode;
  addressDetail?: string;
  profileImage?: string | null;
  bio?: string | null;
}

const USER_COLUMNS = `id, username, password_hash as "passwordHash", user_type as "userType", name,
  birth_date as "birthDate", age, gender, phone, district, address_detail as "addressDetail",
  profile_image as "profileImage", bio, kakao_id as "kakaoId", disabled_at as "disabledAt", created_at as "createdAt", updated_at as "updatedAt"`;

/** Every method takes an optional tx so callers can group them in one transaction. */
export function createUsersRepository(db: Queryable) {
  const findById = async (id: number, tx: Queryable = db): Promise<User | undefined> => {
    const [user] = await tx.query<User>(`select ${USER_COLUMNS} from users where id = $1`, [id]);
    return user;
  };
  const profiles = createProfileCache<User>({ load: (id) => findById(id), now: Date.now });

  return {
    /** The per-process cache behind findProfile; the plugin feeds it the other processes' announcements. */
    profiles,

    /**
     * The row as GET /api/user shows it, from memory when this process has it: exact for the
     * profile fields (every change of them is announced: updateProfile, announceProfileChange);
     * other columns may lag, so anything else reads findById.
     */
    findProfile(id: number): Promise<User | undefined> {
      return profiles.find(id);
    },

    /** Inside a transaction that changes profile fields outside updateProfile; call profilesChanged after its commit. */
    announceProfileChange(tx: Queryable, ids: readonly number[]): Promise<void> {
      return profiles.announce(tx, ids);
    },

    /** After the commit of a transaction that changed profiles: this process reads them anew at once. */
    profilesChanged(ids: readonly number[]): void {
      profiles.changed(ids);
    },

    async findByUsername(username: string, tx: Queryable = db): Promise<User | undefined> {
      const [user] = await tx.query<User>(`select ${USER_COLUMNS} from users where lower(username) = lower($1)`, [username]);
      return user;
    },

    findById,

    async create(user: NewUser, tx: Queryable = db): Promise<User> {
      const [created] = await tx.query<User>(
        `insert into users (username, password_hash, user_type, name, birth_date, age, gender, phone, district,
           address_detail, profile_image, bio, kakao_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         returning ${USER_COLUMNS}`,
        [
          user.username,
          user.passwordHash,
          user.userType,
          user.name,
          user.birthDate ?? null,
          user.age ?? null,
          user.gender,
          user.phone,
          user.district,
          user.addressDetail,
          user.profileImage ?? null,
          user.bio ?? null,
          user.kakaoId ?? null,
        ],
      );
      return created;
    },

    async isUsernameTaken(username: string, tx: Queryable = db): Promise<boolean> {
      const rows = await tx.query('select 1 from users where lower(username) = lower($1)', [username]);
      return rows.length > 0;
    },

    /** Accounts of a local 010 number, oldest first (one per role since signup enforces it; older data may hold more). */
    async findByPhone(phone: string, tx: Queryable = db): Promise<User[]> {
      return tx.query<User>(`select ${USER_COLUMNS} from users where phone = $1 order by id`, [phone]);
    },

    /**
     * Whether another account of the role has the number. Takes a transaction-scoped lock on the
     * number first, so two signups racing for it are decided one after the other.
     */
    async isPhoneTaken(phone: string, userType: UserType, exceptUserId: number | null, tx: Queryable): Promise<boolean> {
      await tx.query("select pg_advisory_xact_lock(hashtext('users.phone:' || $1))", [phone]);
      const rows = await tx.query('select 1 from users where phone = $1 and user_type = $2 and id is distinct from $3', [
        phone,
        userType,
        exceptUserId,
      ]);
      return rows.length > 0;
    },

    async findByKakaoId(kakaoId: string, tx: Queryable = db): Promise<User | undefined> {
      const [user] = await tx.query<User>(`select ${USER_COLUMNS} from users where kakao_id = $1`, [kakaoId]);
      return user;
    },

    /** Profile fields only: never the username, the role or the password (those have their own calls). */
    async updateProfile(id: number, changes: ProfileChanges, tx: Queryable = db): Promise<User | undefined> {
      const columns: Record<keyof ProfileChanges, string> = {
        name: 'name',
        age: 'age',
        birthDate: 'birth_date',
        gender: 'gender',
        phone: 'phone',
        district: 'district',
        addressDetail: 'address_detail',
        profileImage: 'profile_image',
        bio: 'bio',
      };
      const entries = (Object.keys(columns) as (keyof ProfileChanges)[]).filter((field) => changes[field] !== undefined);
      const assignments = entries.map((field, index) => `${columns[field]} = $${index + 2}`);
      const [user] = await tx.query<User>(
        `update users set ${[...assignments, 'updated_at = now()'].join(', ')} where id = $1 returning ${USER_COLUMNS}`,
        [id, ...entries.map((field) => changes[field])],
      );
      await profiles.announce(tx, [id]);
      // Within a caller's transaction the caller calls profilesChanged after its commit.
      if (tx === db) profiles.changed([id]);
      return user;
    },

    async setPasswordHash(id: number, passwordHash: string, tx: Queryable = db): Promise<void> {
      await tx.query('update users set password_hash = $2, password_checked_until = null, password_checked_session = null, updated_at = now() where id = $1', [
        id,
        passwordHash,
      ]);
    },

    /**
     * Until when the sign-in session sessionId may change the password without being asked for
     * the current one again; another session of the same account may not.
     */
    async setPasswordCheckedUntil(id: number, until: Date | null, sessionId: string | null, tx: Queryable = db): Promise<void> {
      await tx.query('update users set password_checked_until = $2, password_checked_session = $3::uuid where id = $1', [
        id,
        until,
        until ? sessionId : null,
      ]);
    },

    /** The end of the password-check window, if the session sessionId is the one that checked. */
    async passwordCheckedUntil(id: number, sessionId: string | undefined, tx: Queryable = db): Promise<Date | null> {
      if (!sessionId) return null;
      const [row] = await tx.query<{ until: Date | null }>(
        'select password_checked_until as until from users where id = $1 and password_checked_session::text = $2',
        [id, sessionId],
      );
      return row?.until ?? null;
    },

    async count(tx: Queryable = db): Promise<number> {
      const [row] = await tx.query<{ count: number }>('select count(*) as count from users');
      return row.count;
    },

    /** The client's push token or Web Push subscription JSON (login's `fcmToken`, signup's `phoneCode`). */
    async setPushSubscription(userId: number, subscription: unknown, tx: Queryable = db): Promise<void> {
      await tx.query('update users set push_subscription = $2::jsonb, updated_at = now() where id = $1', [
        userId,
        JSON.stringify(subscription),
      ]);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

export const usersPlugin = fp(
  async (app) => {
    const users = createUsersRepository(app.db);
    app.decorate('users', users);
    let stopListening: (() => Promise<void>) | undefined;
    try {
      stopListening = await app.db.listen(PROFILE_CHANGES_CHANNEL, {
        onMessage: users.profiles.applyAnnouncement,
        onGap: () => {
          app.log.warn('profile change announcements interrupted: profile cache cleared');
          users.profiles.forgetAll();
        },
        onHearing: users.profiles.setHearing,
      });
    } catch (error) {
      // Nothing is cached then: the cache fills only while announcements are heard.
      users.profiles.setHearing(false);
      app.log.error({ err: error }, 'could not listen for profile changes');
    }
    app.addHook('onClose', async () => stopListening?.());
  },
  { name: 'users', dependencies: ['database'] },
);
