import { DISTRICT_CODES } from '@ieum/domain';
import { assertSingleStatement, loadMigrations, runMigrations } from '../../src/db/migrate';
import { openPostgres } from '../../src/db/postgres';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../database';

describe('migrations', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('loads every migrations/NNNN-name.ts file in order', () => {
    const ids = loadMigrations().map((migration) => migration.id);
    expect(ids.slice(0, 2)).toEqual(['0000-extensions', '0001-accounts']);
    expect([...ids].sort()).toEqual(ids);
  });

  it('records what it applied and applies nothing the second time', async () => {
    const ids = loadMigrations().map((migration) => migration.id);
    const recorded = await database.db.query<{ id: string }>('select id from schema_migrations order by id');
    expect(recorded.map((row) => row.id)).toEqual(ids);
    await expect(runMigrations(database.db)).resolves.toEqual([]);
    await expect(runMigrations(database.db)).resolves.toEqual([]);
  });

  it('applies a new migration once, even when two runners race', async () => {
    const extra = [{ id: '9999-test-extra', statements: ['create table test_extra (id int primary key)'] }];
    // On PostgreSQL the second runner is another connection pool, like a second server process.
    const second = database.url ? await openPostgres({ connectionString: database.url }) : database.db;
    try {
      const results = await Promise.all([runMigrations(database.db, extra), runMigrations(second, extra)]);
      expect(results.flat()).toEqual(['9999-test-extra']);
    } finally {
      if (second !== database.db) await second.close();
      await database.db.query('drop table test_extra');
      await database.db.query("delete from schema_migrations where id = '9999-test-extra'");
    }
  });

  it('rolls back a failing migration completely', async () => {
    const broken = [{ id: '9998-broken', statements: ['create table test_broken (id int)', 'select * from no_such_table'] }];
    await expect(runMigrations(database.db, broken)).rejects.toThrow(/no_such_table/);
    const tables = await database.db.query("select 1 from information_schema.tables where table_name = 'test_broken'");
    expect(tables).toHaveLength(0);
    expect(await database.db.query("select 1 from schema_migrations where id = '9998-broken'")).toHaveLength(0);
  });

  it('refuses several statements in one string (PGlite cannot run them)', () => {
    expect(() => assertSingleStatement('create table a (id int); create table b (id int)', 'x')).toThrow(/more than one/);
    expect(() => assertSingleStatement('create table a (id int);', 'x')).not.toThrow();
    expect(() => assertSingleStatement("insert into a values ('x;y')", 'x')).not.toThrow();
    expect(() => assertSingleStatement('create function f() returns int as $$ begin return 1; end $$ language plpgsql', 'x')).not.toThrow();
  });

  it('accepts exactly the 23 district codes of the domain constants', async () => {
    expect(DISTRICT_CODES).toHaveLength(23);
    const rows = await database.db.query<{ definition: string }>(
      "select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'users_district_check'",
    );
    const inConstraint = [...rows[0].definition.matchAll(/'([A-Z]+)'/g)].map((match) => match[1]).sort();
    expect(inConstraint).toEqual([...DISTRICT_CODES].sort());
  });

  it(`has btree_gist for exclusion constraints (${testDatabaseKind})`, async () => {
    await database.db.query('create table test_gist (room int, during tstzrange, exclude using gist (room with =, during with &&))');
    await database.db.query("insert into test_gist values (1, tstzrange('2026-01-01 10:00+09', '2026-01-01 13:00+09'))");
    await expect(
      database.db.query("insert into test_gist values (1, tstzrange('2026-01-01 12:00+09', '2026-01-01 15:00+09'))"),
    ).rejects.toMatchObject({ code: '23P01' });
    await database.db.query('drop table test_gist');
  });
});
