import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { DEMO_ACCOUNTS_FILE, demoAccountsBanner, ensureDemoAccounts } from '../../src/plugins/app/demo-accounts';
import { hashPassword } from '../../src/lib/passwords';
import { createUsersRepository } from '../../src/plugins/app/users';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../database';
import { logCollector, tempDataDir } from '../helper';

// Counts the argon2 hashes (each about 20-30 ms and 19 MiB) while still computing them.
jest.mock('../../src/lib/passwords', () => {
  const actual = jest.requireActual('../../src/lib/passwords');
  return { ...actual, hashPassword: jest.fn(actual.hashPassword) };
});

describe(`demo accounts (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  // Like server.ts: no seedDemoAccounts option, so buildApp decides from the database and config.
  const start = (env: Record<string, string>) =>
    buildApp({ config: loadConfig({ JWT_SECRET: 'j'.repeat(40), ...env }), db: database.db, logStream: logCollector().stream });
  const userCount = async () => (await database.db.query<{ n: number }>('select count(*) as n from users'))[0].n;

  it('does no password hashing at start when the database already has users', async () => {
    const users = createUsersRepository(database.db);
    if ((await userCount()) === 0) {
      await users.create({ username: 'someone', passwordHash: 'x', userType: 'elderly', name: '누구', gender: 'male', phone: '01000000000', district: 'MAPO', addressDetail: '' });
    }
    jest.mocked(hashPassword).mockClear();
    try {
      await ensureDemoAccounts(database.db, users, tempDataDir());
      expect(hashPassword).not.toHaveBeenCalled();
    } finally {
      await database.db.query('truncate users cascade');
    }
  });

  if (testDatabaseKind === 'pglite') {
    it('creates one account per role once, writes them to the data folder, and reads them back later', async () => {
      const dataDir = tempDataDir();
      const first = await start({ DATA_DIR: dataDir });
      try {
        expect(first.demoAccounts).toHaveLength(4);
        expect(first.demoAccounts!.map((account) => account.userType).sort()).toEqual(['elderly', 'guardian', 'staff', 'volunteer']);
        const file = path.join(dataDir, DEMO_ACCOUNTS_FILE);
        expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(first.demoAccounts);
        expect(fs.statSync(file).mode & 0o777).toBe(0o600);
        for (const account of first.demoAccounts!) {
          const response = await first.inject({ method: 'POST', url: '/api/login', payload: account });
          expect(response.statusCode).toBe(200);
          expect(response.json().name).toBe(account.name);
        }
        const banner = demoAccountsBanner(first.demoAccounts!, 'http://localhost:3000', file);
        for (const account of first.demoAccounts!) expect(banner).toContain(account.password);
        expect(banner).toContain('사회복지사 (staff)  아이디 demo-staff');
        // The worker covers the demo elderly user's district; the family member is linked to her.
        const signIn = async (userType: string) => {
          const account = first.demoAccounts!.find((candidate) => candidate.userType === userType)!;
          const { accessToken } = (await first.inject({ method: 'POST', url: '/api/login', payload: account })).json();
          return (url: string) => first.inject({ method: 'GET', url, headers: { authorization: `Bearer ${accessToken}` } });
        };
        expect((await (await signIn('staff'))('/api/care/me')).json()).toMatchObject({ name: '이복지', districts: ['GANGNAM'] });
        expect((await (await signIn('guardian'))('/api/guardian/people')).json().people).toEqual([
          expect.objectContaining({ name: '박순자', district: 'GANGNAM' }),
        ]);
      } finally {
        await first.close();
      }

      const second = await start({ DATA_DIR: dataDir });
      try {
        expect(await userCount()).toBe(4);
        expect(second.demoAccounts).toEqual(first.demoAccounts);
      } finally {
        await second.close();
      }
    });

    it('adds the demo accounts of roles that came later to a data folder seeded before them', async () => {
      await database.db.query('truncate users cascade');
      const dataDir = tempDataDir();
      const first = await start({ DATA_DIR: dataDir });
      await first.close();
      const file = path.join(dataDir, DEMO_ACCOUNTS_FILE);
      const earlier = JSON.parse(fs.readFileSync(file, 'utf8')).filter((account: { userType: string }) => ['volunteer', 'elderly'].includes(account.userType));
      fs.writeFileSync(file, JSON.stringify(earlier));
      await database.db.query(`delete from users where user_type in ('staff', 'guardian')`);

      const later = await start({ DATA_DIR: dataDir });
      try {
        expect(later.demoAccounts!.slice(0, 2)).toEqual(earlier);
        expect(later.demoAccounts!.map((account) => account.userType)).toEqual(['volunteer', 'elderly', 'staff', 'guardian']);
        expect(await userCount()).toBe(4);
        const family = later.demoAccounts![3];
        expect((await later.inject({ method: 'POST', url: '/api/login', payload: family })).statusCode).toBe(200);
      } finally {
        await later.close();
        await database.db.query('truncate users cascade');
      }
    });

    it('never seeds when DATABASE_URL is set', async () => {
      await database.db.query('truncate users cascade');
      const dataDir = tempDataDir();
      const app = await start({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://elsewhere/db' });
      try {
        expect(app.demoAccounts).toBeNull();
        expect(await userCount()).toBe(0);
        expect(fs.existsSync(path.join(dataDir, DEMO_ACCOUNTS_FILE))).toBe(false);
      } finally {
        await app.close();
      }
    });
  } else {
    it('never seeds on PostgreSQL', async () => {
      const dataDir = tempDataDir();
      const app = await start({ DATA_DIR: dataDir, DATABASE_URL: database.url! });
      try {
        expect(app.demoAccounts).toBeNull();
        expect(await userCount()).toBe(0);
        expect(fs.existsSync(path.join(dataDir, DEMO_ACCOUNTS_FILE))).toBe(false);
      } finally {
        await app.close();
      }
    });
  }
});
