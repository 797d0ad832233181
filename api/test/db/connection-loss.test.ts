import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import type { Database } from '../../src/db/database';
import { DATABASE_UNAVAILABLE, openPostgres } from '../../src/db/postgres';
import { createSessionLiveness } from '../../src/plugins/app/session-liveness';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../database';
import { buildTestApp, type TestApp } from '../helper';
import { spawnApi } from '../spawned-api';
import { startTcpProxy, type TcpProxy, throughProxy } from '../../../tools/fakes/tcp-proxy';
import { waitFor } from '../wait';

const UNAVAILABLE = { code: 'SERVICE_UNAVAILABLE', message: '서비스에 잠시 연결할 수 없습니다. 잠시 후 다시 시도해주세요.' };
const TRIALS = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A connection can only be cut on a real server; PGlite runs in the process.
const describeOnPostgres = TEST_DATABASE_URL ? describe : describe.skip;

describeOnPostgres('a database connection that ends inside a transaction', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let db: Database;
  const reported: Error[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.query('create table cut_counter (id int primary key, n int not null)');
    await database.db.query('insert into cut_counter values (1, 0)');
    const url = new URL(database.url as string);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    db = await openPostgres({ connectionString: throughProxy(database.url as string, proxy), onIdleError: (error) => reported.push(error) });
  });
  afterAll(async () => {
    await db?.close();
    await proxy?.close();
    await database?.drop();
  });

  async function counter() {
    const [row] = await database.db.query<{ n: number }>('select n from cut_counter where id = 1');
    return row.n;
  }

  it(`rejects with ${DATABASE_UNAVAILABLE} when cut between two statements, and the pool serves the next query (${TRIALS} trials)`, async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const outcome = db.transaction(async (tx) => {
        await tx.query('update cut_counter set n = n + 1 where id = 1');
        proxy.cut();
        // Let the socket's close reach the client while no statement is running (the case that used to crash).
        await sleep(50);
        await tx.query('update cut_counter set n = n + 1 where id = 1');
      });
      await expect(outcome).rejects.toMatchObject({ code: DATABASE_UNAVAILABLE });
      expect(await db.query('select 1 as one')).toEqual([{ one: 1 }]);
    }
    // The server rolled every cut transaction back.
    expect(await counter()).toBe(0);
    expect(reported.length).toBeGreaterThanOrEqual(TRIALS);
  }, 60_000);

  it(`rejects with ${DATABASE_UNAVAILABLE} when cut during a statement, and the pool serves the next query (${TRIALS} trials)`, async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const outcome = db.transaction(async (tx) => {
        await tx.query('insert into cut_counter values ($1, 1)', [100 + trial]);
        setTimeout(() => proxy.cut(), 100);
        await tx.query('select pg_sleep(1)');
      });
      await expect(outcome).rejects.toMatchObject({ code: DATABASE_UNAVAILABLE });
      expect(await db.query('select 1 as one')).toEqual([{ one: 1 }]);
    }
    // PostgreSQL notices the lost client when the statement ends, and rolls back.
    await waitFor(async () => (await database.db.query('select 1 from cut_counter where id >= 100')).length === 0, {
      what: 'the cut transactions to roll back',
    });
  }, 60_000);

  it('rejects a plain query cut mid-flight and keeps the other pooled connections usable', async () => {
    const slow = Array.from({ length: 4 }, () => db.query('select pg_sleep(2)'));
    await sleep(100);
    proxy.cut();
    for (const outcome of await Promise.allSettled(slow)) {
      expect(outcome).toMatchObject({ status: 'rejected', reason: { code: DATABASE_UNAVAILABLE } });
    }
    const after = await Promise.all(Array.from({ length: 4 }, () => db.query<{ one: number }>('select 1 as one')));
    expect(after.flat()).toEqual(Array.from({ length: 4 }, () => ({ one: 1 })));
  }, 30_000);
});

describeOnPostgres('a running API process whose database connection ends inside a write transaction', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let setup: TestApp;
  let child: ChildProcess;
  let output: () => string = () => '';
  let baseUrl: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    setup = await buildTestApp({ database });
    const url = new URL(database.url as string);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const api = spawnApi({ DATABASE_URL: throughProxy(database.url as string, proxy) });
    child = api.child;
    output = api.output;
    baseUrl = await api.url;
  }, 60_000);
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await setup?.close();
    await proxy?.close();
    await database?.drop();
  });

  async function post(url: string, body: unknown) {
    const response = await fetch(`${baseUrl}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it(`answers that request 503 SERVICE_UNAVAILABLE, keeps running and serves the next ones (${TRIALS} trials)`, async () => {
    const { user, password } = await setup.createUser({ userType: 'elderly' });
    const login = () => post('/api/login', { username: user.username, password });
    const first = await login();
    expect(first.status).toBe(200);
    let refreshToken = first.body.refreshToken as string;

    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    try {
      for (let trial = 0; trial < TRIALS; trial += 1) {
        // Hold the user's refresh-token rows so the refresh waits inside its transaction (after BEGIN, in its SELECT ... FOR UPDATE).
        await locker.query('begin');
        await locker.query('select id from refresh_tokens where user_id = $1 for update', [user.id]);
        const refresh = post('/api/auth/refresh', { refreshToken });
        // Asked on another connection: inside the locker's transaction pg_stat_activity is a snapshot.
        await waitFor(async () => {
          const rows = await database.db.query(
            `select 1 from pg_stat_activity where wait_event_type = 'Lock' and state = 'active' and query like '%refresh_tokens%for update%'`,
          );
          return rows.length > 0;
        });
        proxy.cut();
        const cut = await refresh;
        expect(cut).toEqual({ status: 503, body: UNAVAILABLE });
        await locker.query('rollback');

        expect(child.exitCode).toBeNull();
        // The cut transaction did not rotate the token: it still refreshes, on a connection the pool opened again.
        const next = await post('/api/auth/refresh', { refreshToken });
        expect(next.status).toBe(200);
        refreshToken = next.body.refreshToken as string;
        expect((await login()).status).toBe(200);
      }
    } finally {
      await locker.end();
    }
    expect(output()).not.toMatch(/uncaught|unhandled/i);
  }, 120_000);
});

describeOnPostgres('a LISTEN connection that dies without a word', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(database.url as string);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    db = await openPostgres({ connectionString: throughProxy(database.url as string, proxy), listenHeartbeatMs: 300 });
  });
  afterAll(async () => {
    proxy?.open();
    await db?.close();
    await proxy?.close();
    await database?.drop();
  });

  it('is found by the heartbeat, reported deaf (caches off) and listened to again once the server answers', async () => {
    const events: string[] = [];
    const heard: string[] = [];
    const stop = await db.listen('deaf_test', {
      onMessage: (payload) => heard.push(payload),
      onGap: () => events.push('gap'),
      onHearing: (hearing) => events.push(hearing ? 'hearing' : 'deaf'),
    });
    try {
      await database.db.query(`select pg_notify('deaf_test', 'one')`);
      await waitFor(() => heard.includes('one'), { what: 'the first message' });

      // Bytes stop, sockets stay open: no 'end' or 'error' ever comes from the socket itself.
      proxy.freeze();
      await waitFor(() => events.includes('deaf'), { what: 'the heartbeat to notice' });
      expect(events.slice(0, 2)).toEqual(['deaf', 'gap']);

      proxy.open();
      await waitFor(() => events.includes('hearing'), { timeoutMs: 30_000, what: 'listening again' });
      expect(events.slice(-2)).toEqual(['gap', 'hearing']);
      await database.db.query(`select pg_notify('deaf_test', 'two')`);
      await waitFor(() => heard.includes('two'), { what: 'a message after reconnecting' });
    } finally {
      await stop();
    }
  }, 60_000);

  it('answers session checks from the database while deaf, so a session ended elsewhere is refused at once', async () => {
    const t = await buildTestApp({ database });
    try {
      const signedIn = await t.signIn('volunteer');
      const liveness = createSessionLiveness({ db: t.db, now: Date.now });
      const user = await t.app.accessTokens.verify(signedIn.accessToken);
      liveness.setHearing(false);
      expect(await liveness.isLive(user)).toBe(true);
      // Ended by another process, whose announcement this one cannot hear: the answer above was not kept.
      await t.db.query('update refresh_tokens set revoked_at = now() where user_id = $1', [signedIn.user.id]);
      expect(await liveness.isLive(user)).toBe(false);
    } finally {
      await t.close();
    }
  }, 60_000);
});
