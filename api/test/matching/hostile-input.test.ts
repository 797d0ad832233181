import { type Actor, buildMatchingTestApp, helpRequest, type MatchingTestApp, seoul } from '../matching-fixtures';

// Every matching call, with junk from both roles: a 4xx with a Korean {message, code}, never a 500
// and never a success (the one well-formed request, a poll with a junk ETag, is marked).
describe('hostile input to the matching calls', () => {
  let t: MatchingTestApp;
  let volunteer: Actor;
  let elderly: Actor;
  let matchingId: number;
  beforeAll(async () => {
    t = await buildMatchingTestApp(seoul('2026-12-01T09:00'));
    volunteer = await t.volunteer();
    elderly = await t.elderly();
    const created = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: helpRequest('2026-12-01T14:00') });
    matchingId = created.json().matchingId;
  });
  afterAll(() => t.close());

  const sql = "1' OR '1'='1'; drop table activities; --";
  const script = '<script>alert(1)</script>';
  const huge = 'x'.repeat(300_000);
  const json = { 'content-type': 'application/json' };
  const ids = [sql, script, '-1', '0', '1.5', '1e308', 'NaN', '9'.repeat(40), '%00', '..%2F..%2Fetc'];

  const requests = [
    ...ids.flatMap((id) => [
      { method: 'GET', url: `/api/volunteerActivity/matching/${encodeURIComponent(id)}` },
      { method: 'GET', url: `/api/volunteerActivity/registration/${encodeURIComponent(id)}` },
      { method: 'DELETE', url: `/api/volunteer/matching/${encodeURIComponent(id)}` },
      { method: 'DELETE', url: `/api/elderly/matching/${encodeURIComponent(id)}` },
      { method: 'POST', url: `/api/elderly/matching/${encodeURIComponent(id)}` },
      { method: 'GET', url: `/api/review/${encodeURIComponent(id)}` },
      { method: 'PATCH', url: `/api/user/notification/${encodeURIComponent(id)}` },
    ]),
    { method: 'GET', url: `/api/user/notification?userType=${encodeURIComponent(script)}` },
    { method: 'GET', url: `/api/user/notification?afterId=${encodeURIComponent(sql)}&limit=-5` },
    { method: 'GET', url: '/api/user/notification?userType=elderly&userType=volunteer' },
    { method: 'GET', url: '/api/user/notification', headers: { 'if-none-match': huge.slice(0, 8000) }, succeeds: true },
    { method: 'GET', url: `/api/volunteer?userType=${'a'.repeat(5000)}` },
    { method: 'POST', url: '/api/volunteer/schedule', payload: { schedules: [{ dayOfWeek: sql, time: script }], category: 1 } },
    { method: 'POST', url: '/api/volunteer/schedule', payload: { schedules: [{ dayOfWeek: 'MONDAY', time: '10:00' }], category: '1; drop' } },
    { method: 'POST', url: '/api/volunteer/schedule', payload: { schedules: [{ dayOfWeek: 'MONDAY', time: '10:00' }], category: -1 } },
    { method: 'POST', url: '/api/volunteer/schedule', payload: { schedules: [null], category: 1 } },
    { method: 'POST', url: '/api/volunteer/schedule', payload: { schedules: { length: 3 }, category: 1 } },
    { method: 'POST', url: '/api/volunteer/schedule', payload: '{"schedules": [', headers: json },
    { method: 'POST', url: '/api/volunteer/schedule', payload: 'null', headers: json },
    { method: 'POST', url: '/api/elderly/recommend', payload: { ...helpRequest(sql), volunteerType: script } },
    { method: 'POST', url: '/api/elderly/recommend', payload: { ...helpRequest('2026-12-01T14:00'), address: 'MAPO' } },
    { method: 'POST', url: '/api/elderly/recommend', payload: { ...helpRequest('2026-12-01T14:00'), address: { district: sql, detail: script } } },
    { method: 'POST', url: '/api/elderly/recommend', payload: { ...helpRequest('9999-12-31T23:59') } },
    { method: 'POST', url: '/api/elderly/recommend', payload: { ...helpRequest('0000-01-01T00:00') } },
    { method: 'POST', url: '/api/elderly/recommend', payload: { ...helpRequest('2026-12-01T14:00'), addDescription: huge } },
    { method: 'POST', url: '/api/elderly/recommend', payload: { ...helpRequest('2026-12-01T14:00'), startTime: { $gt: '' } } },
    { method: 'POST', url: '/api/elderly/recommend', payload: '{"__proto__": {"admin": true}, "volunteerType": "HEALTH"}', headers: json },
    { method: 'POST', url: '/api/elderly/recommend', payload: 'volunteerType=HEALTH', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    { method: 'POST', url: '/api/elderly/recommend', payload: { ...helpRequest('2026-12-01T15:00'), addDescription: 'a\u0000b' } },
    { method: 'POST', url: '/api/elderly/matching', payload: { ...helpRequest('2026-12-02T14:00'), address: { district: 'MAPO', detail: 'a\u0000b' } } },
    { method: 'POST', url: '/api/review', payload: { volunteerActivityId: 1, content: 'a\u0000b', imageUrls: ['a\u0000b'] } },
    { method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId: sql, volunteerId: script } },
    { method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId: [1], volunteerId: { id: 1 } } },
    { method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId: 2 ** 60, volunteerId: 1 } },
    { method: 'GET', url: `/api/elderly/recommend/${encodeURIComponent(sql)}` },
    { method: 'GET', url: `/api/elderly/recommend/${2 ** 60}` },
    { method: 'GET', url: '/api/elderly/recommend/-1' },
    { method: 'POST', url: '/api/elderly/matching', payload: { matchingId: sql } },
    { method: 'POST', url: '/api/elderly/matching', payload: { matchingId: null, volunteerType: 'HEALTH' } },
    { method: 'POST', url: '/api/elderly/matching', payload: [] },
    { method: 'POST', url: '/api/review', payload: { volunteerActivityId: sql, content: script, imageUrls: [sql] } },
    { method: 'POST', url: '/api/review', payload: { volunteerActivityId: 1, content: huge, imageUrls: ['a'] } },
    { method: 'POST', url: '/api/review', payload: { volunteerActivityId: 1, content: 'x', imageUrls: 'not-an-array' } },
    { method: 'POST', url: '/api/review', payload: { volunteerActivityId: 1, content: 'x', imageUrls: [{ url: 'x' }] } },
    { method: 'POST', url: '/api/review', payload: { volunteerActivityId: 1, content: 'x', imageUrls: ['x'.repeat(3000)] } },
  ] as const;

  it.each(requests.flatMap((request) => (['volunteer', 'elderly'] as const).map((role) => [`${role} ${request.method} ${request.url.slice(0, 70)}`, role, request] as const)))(
    '%s',
    async (_name, role, request) => {
      const actor = role === 'volunteer' ? volunteer : elderly;
      const { succeeds, ...options } = request as typeof request & { succeeds?: boolean };
      const response = await actor.inject(options as Parameters<Actor['inject']>[0]);
      if (succeeds) return expect(response.statusCode).toBe(200);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['code', 'message']);
      expect(body.message).toMatch(/[가-힣]/);
    },
  );

  it('left the data intact and logged no unexpected error', async () => {
    const [row] = await t.db.query<{ status: string }>('select status from activities where id = $1', [matchingId]);
    expect(row.status).toBe('MATCHING');
    expect(t.logs()).not.toContain('unexpected error');
  });
});
