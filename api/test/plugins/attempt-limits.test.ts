import { Redis } from 'ioredis';
import { buildTestApp, type TestApp } from '../helper';

// app.attemptLimits (plugins/app/attempt-limits.ts): counted before the attempt runs, shared,
// fixed windows, given back on request, and still shared when Redis stops answering.
describe('attempt limits', () => {
  let clock = Date.parse('2026-12-01T00:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ now: () => clock });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const limits = [
    { key: 'a', max: 2, windowMs: 60_000 },
    { key: 'b', max: 3, windowMs: 120_000 },
  ];

  it('counts against every limit or none, and names each used-up one with its wait', async () => {
    expect((await t.app.attemptLimits.reserve(limits)).granted).toBe(true);
    expect((await t.app.attemptLimits.reserve(limits)).granted).toBe(true);
    clock += 10_000;
    const refused = await t.app.attemptLimits.reserve(limits);
    expect(refused).toEqual({ granted: false, refused: [{ limit: limits[0], retryAfterSeconds: 50 }] });
    // The refusal counted nowhere: b still has one left.
    expect((await t.app.attemptLimits.reserve([limits[1]])).granted).toBe(true);
    expect(await t.app.attemptLimits.reserve(limits)).toEqual({
      granted: false,
      refused: [
        { limit: limits[0], retryAfterSeconds: 50 },
        { limit: limits[1], retryAfterSeconds: 110 },
      ],
    });
    // A window that ended starts again at the first attempt.
    clock += 50_000;
    expect((await t.app.attemptLimits.reserve([limits[0]])).granted).toBe(true);
  });

  it('gives an attempt back once, never below zero', async () => {
    const first = await t.app.attemptLimits.reserve([limits[0]]);
    const second = await t.app.attemptLimits.reserve([limits[0]]);
    if (!first.granted || !second.granted) throw new Error('expected both granted');
    await first.release();
    await first.release();
    expect((await t.app.attemptLimits.reserve([limits[0]])).granted).toBe(true);
    expect((await t.app.attemptLimits.reserve([limits[0]])).granted).toBe(false);
    const [row] = await t.db.query<{ count: number }>("select count from attempt_counters where key = 'a'");
    expect(row.count).toBe(2);
  });

  it('takes and gives back in parallel without a deadlock, and every right answer is given back', async () => {
    // Keys in the order a login names them, which is not the order they are locked in.
    const loginLimits = ['login-client-5:x', 'login-client-10:x', 'login-client-20:x', 'login-user:x'].map((key) => ({ key, max: 1_000, windowMs: 600_000 }));
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, async () => {
        for (let round = 0; round < 20; round += 1) {
          const reservation = await t.app.attemptLimits.reserve(loginLimits);
          if (!reservation.granted) throw new Error('expected granted');
          await reservation.release();
        }
        return 'ok';
      }).map((run) => run.catch((error: unknown) => String(error))),
    );
    expect(outcomes).toEqual(Array(12).fill('ok'));
    expect(t.logs()).not.toContain('attempt limits: could not give an attempt back');
    const rows = await t.db.query<{ count: number }>("select count from attempt_counters where key like 'login-%:x'");
    expect(rows.map((row) => row.count)).toEqual([0, 0, 0, 0]);
  });

  it('removes counters whose window ended when it sweeps', async () => {
    await t.app.attemptLimits.reserve(limits);
    clock += 61_000;
    expect(await t.app.attemptLimits.removeEnded()).toBe(1);
    expect((await t.db.query('select key from attempt_counters')).map((row) => row.key)).toEqual(['b']);
  });
});

describe('attempt limits with Redis configured but not answering', () => {
  let redis: Redis;
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every command fails at once.
    redis = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null, lazyConnect: true });
    redis.on('error', () => undefined);
    t = await buildTestApp({ redis });
  });
  afterAll(async () => {
    await t.close();
    redis.disconnect();
  });

  it('keeps the wrong-password limits in the database', async () => {
    const { user } = await t.createUser();
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, index) => t.inject({ method: 'POST', url: '/api/login', payload: { username: user.username, password: `guess-${index}` } })),
    );
    expect(statuses.filter((response) => response.statusCode === 401)).toHaveLength(5);
    expect(statuses.filter((response) => response.statusCode === 429)).toHaveLength(7);
    expect(t.logs()).toContain('attempt limits: Redis did not answer, counting in the database');
  });
});
