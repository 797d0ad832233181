import { connectRedis } from '@ieum/server-kit';
import type { Redis } from 'ioredis';
import pino from 'pino';
import { readOutbox } from '../../src/sms/outbox-sender';
import { buildTestApp, type TestApp } from '../helper';
import { startTcpProxy, type TcpProxy } from '../../../tools/fakes/tcp-proxy';
import { waitFor } from '../wait';

// Runs when TEST_REDIS_URL is set: Redis behind a TCP proxy the test can take down.
const redisUrl = process.env.TEST_REDIS_URL;
const UNAVAILABLE = { code: 'SERVICE_UNAVAILABLE', message: '서비스에 잠시 연결할 수 없습니다. 잠시 후 다시 시도해주세요.' };

(redisUrl ? describe : describe.skip)('rate limits while Redis does not answer', () => {
  let proxy: TcpProxy;
  let redis: Redis;
  let first: TestApp;
  let second: TestApp;
  const env = { LOGIN_MAX_ATTEMPTS_PER_IP: '5', PHONE_CODE_MAX_SENDS_PER_IP: '1000', PHONE_CODE_MAX_SENDS_PER_NUMBER: '3' };
  beforeAll(async () => {
    const target = new URL(redisUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    redis = connectRedis(`redis://127.0.0.1:${proxy.port}`, pino({ level: 'silent' }));
    await waitFor(() => redis.status === 'ready', { what: 'Redis through the proxy' });
    first = await buildTestApp({ redis, env });
    second = await buildTestApp({ redis, env, database: first.database });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    redis?.disconnect();
    await proxy?.close();
  });

  // Random addresses and numbers: other runs may share this Redis.
  const address = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const login = (t: TestApp, remoteAddress: string) =>
    t.inject({ method: 'POST', url: '/api/login', payload: { username: `nobody${Math.random()}`.replace('.', ''), password: 'wrong-1' }, remoteAddress });
  const send = (t: TestApp, phoneNumber: string, remoteAddress: string) => t.inject({ method: 'POST', url: '/api/auth', payload: { phoneNumber }, remoteAddress });

  it('keeps counting in each process (with a warning), refuses every SMS send with 503, and shares counters again when Redis is back', async () => {
    proxy.drop();
    await waitFor(() => redis.status !== 'ready', { what: 'the client to notice' });

    // Login per address: 5 allowed in this process, the 6th refused (before: every attempt let through).
    const client = address();
    const statuses = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await login(first, client)).statusCode);
    expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(first.logs()).toContain('rate limits: Redis did not answer, counting in this process');
    expect(first.logs().match(/rate limits: Redis did not answer/g)).toHaveLength(1);

    // SMS sends fail closed: 70 attempts, 70 refusals, nothing sent.
    const phone = `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const sends = await Promise.all(Array.from({ length: 70 }, (_, i) => send(i % 2 ? second : first, phone, address())));
    for (const response of sends) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(UNAVAILABLE);
    }
    expect(await readOutbox(first.dataDir)).toEqual([]);
    expect(await readOutbox(second.dataDir)).toEqual([]);

    proxy.open();
    await waitFor(() => redis.status === 'ready', { timeoutMs: 20_000, what: 'the client to reconnect' });
    // The per-number limit of 3 is shared by both processes again.
    const after = [];
    for (let i = 0; i < 5; i += 1) after.push((await send(i % 2 ? second : first, phone, address())).statusCode);
    expect(after).toEqual([200, 200, 200, 429, 429]);
    expect(first.logs()).toContain('rate limits: Redis answers again');
  }, 60_000);

  it('treats a Redis that hangs like one that is down, after the 1 s command time limit', async () => {
    proxy.freeze();
    try {
      const started = Date.now();
      const response = await send(first, `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, address());
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(UNAVAILABLE);
      expect(Date.now() - started).toBeLessThan(5_000);
      const client = address();
      const statuses = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await login(second, client)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      proxy.open();
    }
  }, 60_000);
});
