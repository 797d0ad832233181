import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../database';

describe(`the database interface (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.query('create table test_counter (id int primary key, n int not null)');
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    await database.db.query('delete from test_counter');
    await database.db.query('insert into test_counter values (1, 0)');
  });

  it('returns the same JavaScript types on PGlite and PostgreSQL', async () => {
    const [row] = await database.db.query<Record<string, unknown>>(
      `select 9007199254740991::int8 as big, 12.5::numeric as amount, 3::int as small, date '2026-03-01' as day,
         timestamptz '2026-03-01 09:30:00+09' as instant, '{"a":[1,2]}'::jsonb as doc, true as flag, null::text as nothing,
         current_setting('TimeZone') as zone`,
    );
    expect(row).toEqual({
      big: 9007199254740991,
      amount: 12.5,
      small: 3,
      day: '2026-03-01',
      instant: new Date('2026-03-01T00:30:00.000Z'),
      doc: { a: [1, 2] },
      flag: true,
      nothing: null,
      zone: 'Asia/Seoul',
    });
  });

  it('passes parameters, JSON as text cast to jsonb', async () => {
    const [row] = await database.db.query<{ doc: unknown; text: string }>('select $1::jsonb as doc, $2::text as text', [
      JSON.stringify({ endpoint: 'x' }),
      "it's",
    ]);
    expect(row).toEqual({ doc: { endpoint: 'x' }, text: "it's" });
  });

  it('keeps parameter values off a failing query\'s error (the 500 log prints its properties)', async () => {
    const secret = '$argon2id$v=19$secret-hash';
    const failing = [
      () => database.db.query('select $1::text as secret, 1 / 0 as boom', [secret]),
      () => database.db.transaction((tx) => tx.query('select $1::text as secret, 1 / 0 as boom', [secret])),
    ];
    for (const run of failing) {
      const error = await run().then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toMatchObject({ code: '22012' });
      expect(JSON.stringify({ ...(error as object) })).not.toContain('secret-hash');
    }
  });

  it('commits a transaction and rolls it back when it throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.query('update test_counter set n = n + 1 where id = 1');
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.query('update test_counter set n = n + 100 where id = 1');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const [row] = await database.db.query<{ n: number }>('select n from test_counter where id = 1');
    expect(row.n).toBe(1);
  });

  it('loses no update when many transactions read and write the same row at once', async () => {
    await Promise.all(
      Array.from({ length: 20 }, () =>
        database.db.transaction(async (tx) => {
          const [row] = await tx.query<{ n: number }>('select n from test_counter where id = 1 for update');
          await new Promise((resolve) => setTimeout(resolve, 1));
          await tx.query('update test_counter set n = $1 where id = 1', [row.n + 1]);
        }),
      ),
    );
    const [row] = await database.db.query<{ n: number }>('select n from test_counter where id = 1');
    expect(row.n).toBe(20);
  });

  it('refuses a transaction handle used after its transaction ended', async () => {
    let leaked: { query: (sql: string) => Promise<unknown> } | undefined;
    await database.db.transaction(async (tx) => {
      leaked = tx;
    });
    await expect(leaked!.query('select 1')).rejects.toThrow(/already finished/);
  });

  (testDatabaseKind === 'pglite' ? it : it.skip)('refuses db.query inside a transaction instead of deadlocking (PGlite)', async () => {
    await expect(database.db.transaction(() => database.db.query('select 1'))).rejects.toThrow(/use the tx argument/);
  });
});
