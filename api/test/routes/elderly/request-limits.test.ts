import { type Actor, helpRequest, seoul, useMatchingTestApp } from '../../matching-fixtures';

// One elderly account once collected 112 volunteers' phones by making and cancelling requests:
// recommendations are limited per user per hour, and a day's self-cancelled requests per Seoul day.
describe('limits on help requests', () => {
  const t = useMatchingTestApp(seoul('2026-12-01T09:00'), {
    env: { RECOMMEND_MAX_PER_USER_PER_HOUR: '3', HELP_REQUEST_MAX_CANCELS_PER_DAY: '2' },
  });

  const recommend = (elderly: Actor, start: string) => elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: helpRequest(start) });
  const cancel = (elderly: Actor, matchingId: number) => elderly.inject({ method: 'DELETE', url: `/api/elderly/matching/${matchingId}` });

  it('answers the recommendation over the hourly limit with a Korean 429 that says how long to wait', async () => {
    await t.volunteer();
    const elderly = await t.elderly();
    for (const day of ['02', '03', '04']) expect((await recommend(elderly, `2026-12-${day}T14:00`)).statusCode).toBe(200);

    const refused = await recommend(elderly, '2026-12-05T14:00');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_RECOMMENDATIONS');
    expect(refused.json().message).toMatch(/^봉사자 추천을 너무 자주 요청하셨어요\. (\d+분|1시간) 후에 다시 시도해주세요\.$/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await t.db.query('select 1 from activities where elderly_id = $1', [elderly.id])).toHaveLength(3);

    // Counted per user: another elderly user is not held back.
    expect((await recommend(await t.elderly(), '2026-12-05T14:00')).statusCode).toBe(200);
  });

  it('takes no new request after the day\'s cancels until the next Seoul day, whichever call makes it', async () => {
    const elderly = await t.elderly();
    t.clock.set(seoul('2026-12-01T09:00'));
    for (let cycle = 0; cycle < 2; cycle += 1) {
      const created = await elderly.inject({ method: 'POST', url: '/api/elderly/matching', payload: helpRequest('2026-12-01T14:00') });
      expect(created.statusCode).toBe(200);
      expect((await cancel(elderly, created.json().matchingId)).statusCode).toBe(200);
    }

    const expected = {
      code: 'TOO_MANY_CANCELED_REQUESTS',
      message: '오늘 신청을 여러 번 취소하셔서 새 신청을 잠시 받을 수 없어요. 15시간 후에 다시 시도해주세요.',
    };
    const byRecommend = await recommend(elderly, '2026-12-03T14:00');
    expect(byRecommend.statusCode).toBe(429);
    expect(byRecommend.json()).toEqual(expected);
    expect(byRecommend.headers['retry-after']).toBe(String(15 * 3600));
    t.clock.set(seoul('2026-12-01T23:50'));
    const byMatching = await elderly.inject({ method: 'POST', url: '/api/elderly/matching', payload: helpRequest('2026-12-03T14:00') });
    expect(byMatching.json()).toEqual({ ...expected, message: expected.message.replace('15시간', '10분') });

    // Cancelling stays possible, and the next Seoul day starts afresh.
    t.clock.set(seoul('2026-12-02T00:01'));
    expect((await recommend(elderly, '2026-12-03T14:00')).statusCode).toBe(200);
    // Someone else is not affected.
    t.clock.set(seoul('2026-12-01T10:00'));
    const other = await t.elderly();
    expect((await other.inject({ method: 'POST', url: '/api/elderly/matching', payload: helpRequest('2026-12-01T14:00') })).statusCode).toBe(200);
  });
});

// Its own app: the limiter's counters are per user id, and ids start again after each test's reset.
describe('asking again for an open request\'s volunteers', () => {
  const t = useMatchingTestApp(seoul('2026-12-01T09:00'), { env: { RECOMMEND_MAX_PER_USER_PER_HOUR: '3' } });

  it('counts towards the recommendation limit', async () => {
    await t.volunteer();
    const elderly = await t.elderly();
    const recommend = (start: string) => elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: helpRequest(start) });
    const { matchingId } = (await recommend('2026-12-02T14:00')).json();
    const again = () => elderly.inject({ method: 'GET', url: `/api/elderly/recommend/${matchingId}` });
    expect((await again()).json()).toEqual(expect.objectContaining({ matchingId }));
    expect((await again()).statusCode).toBe(200);
    const refused = await again();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_RECOMMENDATIONS');
    expect((await recommend('2026-12-03T14:00')).statusCode).toBe(429);
  });
});
