import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { buildTestApp, type TestApp } from '../../helper';

// Failure limits under bursts (api/README.md "Failure limits"): guesses sent at once, over real
// HTTP connections, to one or two API processes, check no more passwords than the same guesses
// one after another. A checked password answers 200 or 401; an unchecked one 429.

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<number> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await response.text();
  if (process.env.DEBUG_BURST) console.log(response.status, text);
  return response.status;
}

function tally(statuses: number[]) {
  const count = (status: number) => statuses.filter((value) => value === status).length;
  return { ok: count(200), wrong: count(401), limited: count(429), other: statuses.length - count(200) - count(401) - count(429) };
}

// One token key for both processes, as in production.
const ENV = { LOGIN_MAX_FAILURES_PER_USERNAME: '10', PASSWORD_CHECK_MAX_FAILURES_PER_USER: '5', JWT_SECRET: randomBytes(32).toString('hex') };

function describeBursts(store: string, redisUrl: string | undefined) {
  (store === 'redis' && !redisUrl ? describe.skip : describe)(`parallel password guesses (${store} counters)`, () => {
    let redis: Redis | undefined;
    let first: TestApp;
    let second: TestApp;
    let firstUrl: string;
    let secondUrl: string;
    beforeAll(async () => {
      // Counters are keyed by user id, and every test database numbers its users from 1: a prefix of
      // this file's own keeps other files and earlier runs on the shared Redis out of its counts.
      redis = redisUrl ? new Redis(redisUrl, { keyPrefix: `test-${randomBytes(6).toString('hex')}:` }) : undefined;
      first = await buildTestApp({ env: ENV, redis });
      // A second API process on the same database (and Redis).
      second = await buildTestApp({ env: ENV, redis, database: first.database });
      firstUrl = await listen(first);
      secondUrl = await listen(second);
    });
    afterAll(async () => {
      await second.close();
      await first.close();
      redis?.disconnect();
    });

    it('checks at most 5 of 30 wrong logins sent at once by one client, split over two processes', async () => {
      const { user } = await first.createUser();
      const statuses = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          post(`${index % 2 ? secondUrl : firstUrl}/api/login`, { username: user.username, password: `guess-${index}` }),
        ),
      );
      expect(tally(statuses)).toEqual({ ok: 0, wrong: 5, limited: 25, other: 0 });
    });

    it('checks at most 10 of 40 guesses from 40 new devices at once, so a right password among them is no better than 11th in a row', async () => {
      const { user, password } = await first.createUser();
      const guesses = Array.from({ length: 40 }, (_, index) => (index === 32 ? password : `guess-${index}`));
      const statuses = await Promise.all(
        guesses.map((guess, index) =>
          post(`${index % 2 ? secondUrl : firstUrl}/api/login`, { username: user.username, password: guess }, { cookie: `ieum_device=burst-device-${index}-xxxxxxxxxxxxxxxxxxxx` }),
        ),
      );
      const result = tally(statuses);
      expect(result.other).toBe(0);
      expect(result.ok + result.wrong).toBe(10);
      expect(result.limited).toBe(30);
      // Afterwards the account is closed to new devices, as after ten failures in a row.
      expect(await post(`${firstUrl}/api/login`, { username: user.username, password }, { cookie: 'ieum_device=another-new-device-xxxxxxxxxxx' })).toBe(result.ok ? 200 : 429);
    });

    it('checks at most 5 of 40 password re-checks sent at once with a stolen token, and the right one then waits too', async () => {
      const victim = await first.signIn('volunteer');
      const headers = { authorization: `Bearer ${victim.accessToken}` };
      const statuses = await Promise.all(
        Array.from({ length: 40 }, (_, index) => post(`${index % 2 ? secondUrl : firstUrl}/api/user/password`, { password: `guess-${index}` }, headers)),
      );
      expect(tally(statuses)).toEqual({ ok: 0, wrong: 5, limited: 35, other: 0 });
      expect(await post(`${secondUrl}/api/user/password`, { password: victim.password }, headers)).toBe(429);
      // The same budget covers a change that carries the current password.
      const change = await fetch(`${firstUrl}/api/user`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ password: 'taken-over-pass-1', currentPassword: victim.password }),
      });
      expect(change.status).toBe(429);
    });

    it('gives right answers back, so a user who signs in often is never limited by it', async () => {
      const { user, password } = await first.createUser();
      const statuses = await Promise.all(Array.from({ length: 12 }, (_, index) => post(`${index % 2 ? secondUrl : firstUrl}/api/login`, { username: user.username, password })));
      // At most 5 can be in flight together from one client; none of them counts once answered.
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(5);
      expect(await post(`${firstUrl}/api/login`, { username: user.username, password })).toBe(200);
      if (!redisUrl) {
        const [row] = await first.db.query<{ count: number }>('select coalesce(sum(count), 0)::int as count from attempt_counters where key like $1', [`%${user.username}%`]);
        expect(Number(row.count)).toBe(0);
      }
    });
  });
}

describeBursts('database', undefined);
describeBursts('redis', process.env.TEST_REDIS_URL);
