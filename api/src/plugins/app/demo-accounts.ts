import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { USER_TYPES, type UserType } from '@ieum/domain';
import fp from 'fastify-plugin';
import type { Database, Queryable } from '../../db/database';
import { hashPassword } from '../../lib/passwords';
import { readablePassword } from '../../lib/random';
import type { NewUser, User, UsersRepository } from './users';

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo sign-ins on the embedded database (printed at start), else null. */
    demoAccounts: DemoAccount[] | null;
  }
}

export interface DemoAccount {
  username: string;
  password: string;
  userType: UserType;
  name: string;
}

export const DEMO_ACCOUNTS_FILE = 'demo-accounts.json';

const DEMO_USERS: Omit<NewUser, 'passwordHash'>[] = [
  {
    username: 'demo-volunteer',
    userType: 'volunteer',
    name: '김하늘',
    birthDate: '1996-04-12',
    age: 30,
    gender: 'female',
    phone: '01012345678',
    district: 'GANGNAM',
    addressDetail: '테헤란로 152',
    bio: '어르신들과 이야기 나누고 산책하는 것을 좋아합니다.',
  },
  {
    username: 'demo-elderly',
    userType: 'elderly',
    name: '박순자',
    birthDate: '1948-09-03',
    age: 78,
    gender: 'female',
    phone: '01087654321',
    district: 'GANGNAM',
    addressDetail: '역삼로 21',
  },
  // The demo elderly user's district's welfare worker, and her son linked as family.
  {
    username: 'demo-staff',
    userType: 'staff',
    name: '이복지',
    gender: null,
    phone: '01055550123',
    district: 'GANGNAM',
    addressDetail: '',
  },
  {
    username: 'demo-family',
    userType: 'guardian',
    name: '최민수',
    birthDate: '1975-05-20',
    age: 51,
    gender: 'male',
    phone: '01033330456',
    district: 'GANGNAM',
    addressDetail: '역삼로 21',
  },
];

/** What a demo account needs besides its row: the worker's district, the family member's link. */
async function completeDemoUser(tx: Queryable, user: User, at: Date): Promise<void> {
  if (user.userType === 'staff') {
    await tx.query('insert into staff_districts (staff_id, district, position) values ($1, $2, 0) on conflict do nothing', [user.id, user.district]);
  }
  if (user.userType === 'guardian') {
    await tx.query(
      `insert into care_links (elderly_id, guardian_id, created_at)
       select id, $1, $2 from users where lower(username) = 'demo-elderly' and user_type = 'elderly' on conflict do nothing`,
      [user.id, at],
    );
  }
}

export function readDemoAccounts(dataDir: string): DemoAccount[] | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, DEMO_ACCOUNTS_FILE), 'utf8')) as DemoAccount[];
  } catch {
    return null;
  }
}

function writeDemoAccounts(dataDir: string, accounts: DemoAccount[]) {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DEMO_ACCOUNTS_FILE);
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(accounts, null, 2) + '\n', { mode: 0o600 });
  fs.renameSync(temporary, file);
}

/**
 * On the embedded database only: when there are no users yet, creates one demo account per role
 * with random passwords and writes them to <dataDir>/demo-accounts.json. A data folder seeded
 * before a role existed gets that role's demo account added. Returns the file's accounts.
 */
export async function ensureDemoAccounts(db: Database, users: UsersRepository, dataDir: string): Promise<DemoAccount[] | null> {
  const seeded = (await users.count()) > 0 ? readDemoAccounts(dataDir) : [];
  // Every start but the first: no new passwords to hash (argon2, tens of ms and 19 MiB each).
  if (seeded === null) return null;
  const missing = DEMO_USERS.filter((user) => !seeded.some((account) => account.userType === user.userType));
  if (missing.length === 0) return seeded;
  const accounts: DemoAccount[] = missing.map((user) => ({ username: user.username, password: readablePassword(), userType: user.userType, name: user.name }));
  const hashes = await Promise.all(accounts.map((account) => hashPassword(account.password)));
  const created = await db.transaction(async (tx) => {
    // Checked again inside: another process may have seeded meanwhile.
    if (seeded.length === 0 && (await users.count(tx)) > 0) return [];
    const made: DemoAccount[] = [];
    for (const [index, user] of missing.entries()) {
      if (await users.isUsernameTaken(user.username, tx)) continue;
      await completeDemoUser(tx, await users.create({ ...user, passwordHash: hashes[index] }, tx), new Date());
      made.push(accounts[index]);
    }
    return made;
  });
  if (created.length > 0) writeDemoAccounts(dataDir, [...seeded, ...created]);
  return readDemoAccounts(dataDir);
}

/** The start-up message telling a newcomer how to sign in. */
export function demoAccountsBanner(accounts: DemoAccount[], appUrl: string, file: string): string {
  const lines = accounts.map(
    (account) =>
      `  ${USER_TYPES[account.userType]} (${account.userType})  아이디 ${account.username}  비밀번호 ${account.password}  (${account.name})`,
  );
  return [
    '',
    '================ 데모 계정 / demo accounts ================',
    `Open ${appUrl}/login, choose the role, and sign in with:`,
    ...lines,
    `(from ${file}; embedded database only)`,
    '===========================================================',
    '',
  ].join('\n');
}

/** With seed (the embedded database only), makes sure the demo accounts exist: app.demoAccounts. */
export const demoAccountsPlugin = fp(
  async (app, { seed }: { seed: boolean }) => {
    app.decorate('demoAccounts', seed ? await ensureDemoAccounts(app.db, app.users, app.config.DATA_DIR) : null);
  },
  { name: 'demo-accounts', dependencies: ['config', 'database', 'users'] },
);
