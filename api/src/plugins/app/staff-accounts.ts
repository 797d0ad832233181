import { type DistrictCode, districtName } from '@ieum/domain';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Database, Queryable } from '../../db/database';
import { hashPassword } from '../../lib/passwords';
import { readablePassword } from '../../lib/random';
import { districtSchema, localPhoneSchema, nameSchema, newPasswordSchema, usernameSchema } from '../../routes/users/schemas';
import type { Sessions } from './sessions';
import type { UsersRepository } from './users';

declare module 'fastify' {
  interface FastifyInstance {
    staffAccounts: StaffAccounts;
  }
}

/** A refusal of the operator command, in Korean, for the terminal. */
export class StaffAccountError extends Error {
  override name = 'StaffAccountError';
}

export interface StaffAccountInput {
  username: string;
  name: string;
  phone: string;
  /** Codes (GANGNAM) or Korean names (강남구); the first is the account's main district. */
  districts: string[];
  password?: string;
}

export interface StaffAccountRow {
  id: number;
  username: string;
  name: string;
  phone: string;
  districts: DistrictCode[];
  disabled: boolean;
}

function checked<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new StaffAccountError(result.error.issues[0]?.message ?? '입력을 확인해주세요.');
  return result.data;
}

function districtsOf(values: string[]): DistrictCode[] {
  const districts = [...new Set(values.map((value) => checked(districtSchema, value)))];
  if (districts.length === 0) throw new StaffAccountError('담당 구를 하나 이상 입력해주세요 (예: --districts GANGNAM,SEOCHO).');
  return districts;
}

/**
 * Welfare workers' accounts, made only by the operator (`npm run staff`, api/README.md "The
 * operator command"), never by signup. The same field rules as signup; districts in staff_districts.
 */
export function createStaffAccounts({ db, users, sessions }: { db: Database; users: UsersRepository; sessions: Sessions }) {
  async function setDistricts(tx: Queryable, staffId: number, districts: DistrictCode[]) {
    await tx.query('delete from staff_districts where staff_id = $1', [staffId]);
    for (const [position, district] of districts.entries()) {
      await tx.query('insert into staff_districts (staff_id, district, position) values ($1, $2, $3)', [staffId, district, position]);
    }
    await tx.query('update users set district = $2, updated_at = now() where id = $1', [staffId, districts[0]]);
    await users.announceProfileChange(tx, [staffId]);
  }

  async function staffByUsername(tx: Queryable, username: string) {
    const user = await users.findByUsername(checked(usernameSchema, username), tx);
    if (!user || user.userType !== 'staff') throw new StaffAccountError(`사회복지사 계정 ${username} 이(가) 없습니다.`);
    return user;
  }

  return {
    /** Creates the account; without a password a readable one is made (shown once by the command). */
    async add(input: StaffAccountInput): Promise<{ id: number; username: string; password: string; districts: DistrictCode[] }> {
      const username = checked(usernameSchema, input.username);
      const name = checked(nameSchema, input.name);
      const phone = checked(localPhoneSchema, input.phone);
      const districts = districtsOf(input.districts);
      const password = input.password === undefined ? readablePassword() : checked(newPasswordSchema, input.password);
      if (password.toLowerCase() === username.toLowerCase()) throw new StaffAccountError('아이디와 같은 비밀번호는 쓸 수 없습니다.');
      const passwordHash = await hashPassword(password);
      const id = await db.transaction(async (tx) => {
        if (await users.isUsernameTaken(username, tx)) throw new StaffAccountError(`아이디 ${username} 은(는) 이미 사용 중입니다.`);
        if (await users.isPhoneTaken(phone, 'staff', null, tx)) throw new StaffAccountError('이 휴대폰 번호로 만든 사회복지사 계정이 이미 있습니다.');
        const user = await users.create({ username, passwordHash, userType: 'staff', name, gender: null, phone, district: districts[0], addressDetail: '' }, tx);
        await setDistricts(tx, user.id, districts);
        return user.id;
      });
      return { id, username, password, districts };
    },

    async list(): Promise<StaffAccountRow[]> {
      const rows = await db.query<Omit<StaffAccountRow, 'disabled'> & { disabledAt: Date | null }>(
        `select u.id, u.username, u.name, u.phone, u.disabled_at as "disabledAt",
           coalesce(array_agg(d.district order by d.position, d.district) filter (where d.district is not null), '{}') as districts
         from users u left join staff_districts d on d.staff_id = u.id
         where u.user_type = 'staff' group by u.id order by u.username`,
      );
      return rows.map(({ disabledAt, ...row }) => ({ ...row, id: Number(row.id), disabled: disabledAt !== null }));
    },

    async changeDistricts(username: string, values: string[]): Promise<DistrictCode[]> {
      const districts = districtsOf(values);
      const staffId = await db.transaction(async (tx) => {
        const { id } = await staffByUsername(tx, username);
        await setDistricts(tx, id, districts);
        return id;
      });
      users.profilesChanged([staffId]);
      return districts;
    },

    /** Sign-in refused from now on, and every session ends at once (its tokens get SESSION_ENDED). */
    async disable(username: string): Promise<void> {
      const ended = await db.transaction(async (tx) => {
        const user = await staffByUsername(tx, username);
        await tx.query('update users set disabled_at = now(), updated_at = now() where id = $1', [user.id]);
        return sessions.revokeOtherSessions(user.id, {}, tx);
      });
      sessions.forgetEnded(ended);
    },

    async enable(username: string): Promise<void> {
      await db.transaction(async (tx) => {
        const user = await staffByUsername(tx, username);
        await tx.query('update users set disabled_at = null, updated_at = now() where id = $1', [user.id]);
      });
    },

    describe(row: StaffAccountRow): string {
      return `${row.username}  ${row.name}  ${row.phone}  ${row.districts.map(districtName).join(', ')}${row.disabled ? '  (사용 중지)' : ''}`;
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;

export const staffAccountsPlugin = fp(
  async (app) => {
    app.decorate('staffAccounts', createStaffAccounts({ db: app.db, users: app.users, sessions: app.sessions }));
  },
  { name: 'staff-accounts', dependencies: ['database', 'users', 'sessions'] },
);
