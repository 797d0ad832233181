import { CLIENT_ERROR_REPORTS_PER_MINUTE, CLIENT_ERROR_TEXT_MAX_LENGTH } from '@ieum/domain';
import { buildTestApp, type TestApp } from '../helper';

const report = { app: 'volunteer', version: '2026.11.26-abc123', route: '/matchinglist', message: "Cannot read properties of undefined (reading 'startTime')", stack: 'TypeError: ...\n    at MatchingList (remote.js:1:2)' };

describe('POST /api/client-errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('logs a report with the app, its version and the route, without a sign-in, and answers 204', async () => {
    const response = await t.inject({ method: 'POST', url: '/api/client-errors', payload: report, remoteAddress: '10.1.1.1' });
    expect(response.statusCode).toBe(204);
    const logged = t
      .logs()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'client error');
    expect(logged?.clientError).toEqual(report);
    expect(logged?.level).toBe(40);
  });

  it('refuses a report that is not one (400 with a Korean message)', async () => {
    const missingRoute = await t.inject({ method: 'POST', url: '/api/client-errors', payload: { ...report, route: undefined }, remoteAddress: '10.1.1.2' });
    expect(missingRoute.statusCode).toBe(400);
    expect(missingRoute.json().code).toBe('VALIDATION_FAILED');
    const tooLong = await t.inject({ method: 'POST', url: '/api/client-errors', payload: { ...report, message: 'x'.repeat(CLIENT_ERROR_TEXT_MAX_LENGTH + 1) }, remoteAddress: '10.1.1.2' });
    expect(tooLong.statusCode).toBe(400);
    const badApp = await t.inject({ method: 'POST', url: '/api/client-errors', payload: { ...report, app: '<script>' }, remoteAddress: '10.1.1.2' });
    expect(badApp.statusCode).toBe(400);
  });

  it(`takes ${CLIENT_ERROR_REPORTS_PER_MINUTE} reports a minute from one address, then answers 429 in Korean`, async () => {
    for (let i = 0; i < CLIENT_ERROR_REPORTS_PER_MINUTE; i += 1) {
      expect((await t.inject({ method: 'POST', url: '/api/client-errors', payload: report, remoteAddress: '10.1.1.3' })).statusCode).toBe(204);
    }
    const refused = await t.inject({ method: 'POST', url: '/api/client-errors', payload: report, remoteAddress: '10.1.1.3' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: '요청이 너무 많습니다. 1분 후에 다시 시도해주세요.' });
    expect((await t.inject({ method: 'POST', url: '/api/client-errors', payload: report, remoteAddress: '10.1.1.4' })).statusCode).toBe(204);
  });
});
