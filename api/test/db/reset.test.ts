import { createTestDatabase, resetDatabase, type TestDatabase, testDatabaseKind } from '../database';

// Every API test file resets its database before each test; the tests rely on empty tables,
// identities counting from 1 again and the foreign keys enforced afterwards.
describe(`resetting a test database (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  const addUser = async (username: string) => {
    const [user] = await database.db.query<{ id: number }>(
      `insert into users (username, password_hash, user_type, name, gender, phone, district)
       values ($1, 'x', 'volunteer', '김봉사', 'female', '01012345678', 'MAPO') returning id`,
      [username],
    );
    return user.id;
  };
  const count = async (table: string) => (await database.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n;

  it('empties every table, restarts the identities and keeps the migration record', async () => {
    const migrations = await count('schema_migrations');
    expect(migrations).toBeGreaterThan(0);
    await addUser('first');
    const userId = await addUser('second');
    expect(userId).toBe(2);
    await database.db.query(`insert into refresh_tokens (user_id, family_id, token_hash, expires_at) values ($1, gen_random_uuid(), 'h', now())`, [userId]);

    await resetDatabase(database.db);

    expect(await count('users')).toBe(0);
    expect(await count('refresh_tokens')).toBe(0);
    expect(await count('schema_migrations')).toBe(migrations);
    expect(await addUser('again')).toBe(1);
  });

  // A background worker of the app under test can hold row locks while the reset deletes every table.
  it('runs a reset that PostgreSQL aborted as a deadlock victim again, and passes any other error on', async () => {
    await addUser('left over');
    const failingOnce = (code: string) => {
      let failed = false;
      return Object.assign(Object.create(database.db), {
        query: (...args: Parameters<typeof database.db.query>) => {
          if (failed) return database.db.query(...args);
          failed = true;
          return Promise.reject(Object.assign(new Error('deadlock detected'), { code }));
        },
      }) as typeof database.db;
    };
    await resetDatabase(failingOnce('40P01'));
    expect(await count('users')).toBe(0);
    await expect(resetDatabase(failingOnce('23505'))).rejects.toMatchObject({ code: '23505' });
  });

  it('leaves the foreign keys enforced', async () => {
    await resetDatabase(database.db);
    await expect(
      database.db.query(`insert into refresh_tokens (user_id, family_id, token_hash, expires_at) values (999, gen_random_uuid(), 'h', now())`),
    ).rejects.toThrow(/foreign key/);
  });
});
