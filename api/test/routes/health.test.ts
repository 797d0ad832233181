import net from 'node:net';
import { MESSAGES } from '@ieum/server-kit';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/database';
import { buildTestApp, logCollector, type TestApp } from '../helper';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('reports the database as ok', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database fails', async () => {
    let failing = false;
    const flaky: Database = {
      ...t.db,
      query: (sql, params) => (failing ? Promise.reject(new Error('connection lost')) : t.db.query(sql, params)),
    };
    const app = await buildApp({ config: t.config, db: flaky, logStream: logCollector().stream, seedDemoAccounts: false });
    try {
      failing = true;
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'error',
        database: 'error',
        code: 'DATABASE_UNAVAILABLE',
        message: '데이터베이스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
      });
    } finally {
      await app.close();
    }
  });

  it('answers the Korean 503 of every route while the server shuts down, never a 500', async () => {
    // One health check is held in the database so the connection stays open while close() begins.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holdStarted: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => (holdStarted = resolve));
    let holdNext = true;
    const slow: Database = {
      ...t.db,
      query: async (sql, params) => {
        if (holdNext && sql === 'select 1') {
          holdNext = false;
          holdStarted();
          await held;
        }
        return t.db.query(sql, params);
      },
    };
    const logs = logCollector();
    const app = await buildApp({ config: t.config, db: slow, logStream: logs.stream, seedDemoAccounts: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    const socketClosed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('GET /api/health HTTP/1.1\r\nHost: a\r\n\r\n');
    await holding;
    const closing = app.close();
    // The next request on the same connection arrives while the server shuts down.
    socket.write('GET /api/health HTTP/1.1\r\nHost: a\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await socketClosed;
    await closing;

    const responses = answer.split(/(?=HTTP\/1\.1 )/);
    expect(responses).toHaveLength(2);
    expect(responses[0]).toMatch(/^HTTP\/1\.1 200 /);
    expect(responses[1]).toMatch(/^HTTP\/1\.1 503 /);
    expect(JSON.parse(responses[1].slice(responses[1].indexOf('\r\n\r\n') + 4))).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: MESSAGES.SHUTTING_DOWN,
    });
    expect(logs.text()).not.toContain('FST_ERR_RESPONSE_SERIALIZATION');
  });
});
