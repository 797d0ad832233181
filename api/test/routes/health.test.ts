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
});
