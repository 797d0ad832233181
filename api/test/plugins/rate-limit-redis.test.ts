import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { buildTestApp, type TestApp } from '../helper';

// Runs when TEST_REDIS_URL is set (e.g. redis://127.0.0.1:6379): counters shared through Redis.
const redisUrl = process.env.TEST_REDIS_URL;

(redisUrl ? describe : describe.skip)('login throttling with the Redis store', () => {
  let redis: Redis;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    redis = new Redis(redisUrl!);
    first = await buildTestApp({ redis, env: { LOGIN_MAX_FAILURES_PER_USERNAME: '2' } });
    // A second API process on the same database and Redis.
    second = await buildTestApp({ redis, database: first.database, env: { LOGIN_MAX_FAILURES_PER_USERNAME: '2' } });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    redis.disconnect();
  });

  it('counts failures across processes', async () => {
    // Random names: other test runs may share this Redis.
    const username = `redis-${randomBytes(6).toString('hex')}`;
    const attempt = (t: TestApp) => t.inject({ method: 'POST', url: '/api/login', payload: { username, password: 'wrong' } });
    expect((await attempt(first)).statusCode).toBe(401);
    expect((await attempt(second)).statusCode).toBe(401);
    expect((await attempt(first)).statusCode).toBe(429);
    expect((await attempt(second)).statusCode).toBe(429);
  });
});
