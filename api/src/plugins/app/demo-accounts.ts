import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { USER_TYPES, type UserType } from '@ieum/domain';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { hashPassword } from '../../lib/passwords';
import { readablePassword } from '../../lib/random';
import type { NewUser, UsersRepository } from './users';

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
];

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
 * with random passwords and writes them to <dataDir>/demo-accounts.json. Returns the file's accounts.
 */
export async function ensureDemoAccounts(db: Database, users: UsersRepository, dataDir: string): Promise<DemoAccount[] | null> {
  // Every start but the first: no new passwords to hash (argon2, tens of ms and 19 MiB each).
  if ((await users.count()) > 0) return readDemoAccounts(dataDir);
  const accounts: DemoAccount[] = DEMO_USERS.map((user) => ({
    username: user.username,
    password: readablePassword(),
    userType: user.userType,
    name: user.name,
  }));
  const hashes = await Promise.all(accounts.map((account) => hashPassword(account.password)));
  const created = await db.transaction(async (tx) => {
    // Checked again inside: another process may have seeded meanwhile.
    if ((await users.count(tx)) > 0) return false;
    for (const [index, user] of DEMO_USERS.entries()) await users.create({ ...user, passwordHash: hashes[index] }, tx);
    return true;
  });
  if (created) writeDemoAccounts(dataDir, accounts);
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
    `Open ${appUrl}/login, choose the role toggle, and sign in with:`,
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
