import { buildTestApp, type TestApp } from '../helper';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../database';
import { spawnApi } from '../spawned-api';
import { startTcpProxy, type TcpProxy } from '../../../tools/fakes/tcp-proxy';

const UNAVAILABLE = { code: 'SERVICE_UNAVAILABLE', message: '서비스에 잠시 연결할 수 없습니다. 잠시 후 다시 시도해주세요.' };
// DATABASE_TIMEOUTS: connect 3 s + one statement 5.5 s, with room for a loaded machine.
const BOUND_MS = 15_000;

// Needs a real PostgreSQL server to put the proxy in front of; PGlite has no connection to lose.
const describeOnPostgres = TEST_DATABASE_URL ? describe : describe.skip;

describeOnPostgres('a database that hangs or drops connections', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let t: TestApp;
  let proxiedUrl: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(database.url as string);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    proxiedUrl = url.toString();
    // The app opens its own pool through the proxy (no shared db handle).
    t = await buildTestApp({ env: { DATABASE_URL: proxiedUrl }, database: { ...database, db: undefined as never } });
  });
  afterAll(async () => {
    await t?.app.close();
    await proxy?.close();
    await database?.drop();
  });

  async function timed(request: () => Promise<{ statusCode: number; json(): unknown }>) {
    const started = Date.now();
    const response = await request();
    return { response, ms: Date.now() - started };
  }

  it('answers 503 SERVICE_UNAVAILABLE within a bounded time while the database is frozen or dropping, and recovers', async () => {
    const { user, password } = await t.createUser({ userType: 'elderly' });
    const login = () => t.inject({ method: 'POST', url: '/api/login', payload: { username: user.username, password } });
    expect((await login()).statusCode).toBe(200);
    const signedIn = await t.signIn('volunteer');

    proxy.freeze();
    // Many at once, as in an outage with traffic: every one ends, with 503, none hangs.
    const frozen = await Promise.all([
      ...Array.from({ length: 12 }, () => timed(login)),
      timed(() => signedIn.inject({ method: 'GET', url: '/api/user/notification' })),
      timed(() => t.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: signedIn.refreshToken } })),
    ]);
    for (const { response, ms } of frozen) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(UNAVAILABLE);
      expect(ms).toBeLessThan(BOUND_MS);
    }

    proxy.drop();
    const dropped = await Promise.all(Array.from({ length: 5 }, () => timed(login)));
    for (const { response, ms } of dropped) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(UNAVAILABLE);
      expect(ms).toBeLessThan(BOUND_MS);
    }
    expect(t.logs()).not.toContain('"statusCode":500');

    proxy.open();
    const deadline = Date.now() + 20_000;
    let recovered = await login();
    while (recovered.statusCode !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      recovered = await login();
    }
    expect(recovered.statusCode).toBe(200);
  }, 120_000);

  it('exits within the shutdown deadline on SIGTERM while the database is frozen', async () => {
    proxy.open();
    const { child, url: listening } = spawnApi({ DATABASE_URL: proxiedUrl });
    const url = await listening;
    // A request waits on the frozen database while the signal arrives.
    proxy.freeze();
    const pending = fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'nobody-here', password: 'whatever-1' }),
    }).then((response) => response.status, () => 'connection closed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    await exited;
    expect(Date.now() - started).toBeLessThan(BOUND_MS);
    expect(await pending).toEqual(expect.anything());
    proxy.open();
  }, 120_000);
});
