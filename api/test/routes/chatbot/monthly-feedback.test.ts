import { SERVICE_KEY_HEADER, serviceKey } from '@ieum/server-kit';
import { buildTestApp, type TestApp } from '../../helper';

const seoul = (local: string) => Date.parse(`${local}+09:00`);

/** GET /api/sentimentAnalysis: ties, and a month with risky messages (issue 21). */
describe('monthly emotion feedback', () => {
  let t: TestApp;
  let clock = seoul('2026-12-01T00:30:00');
  beforeAll(async () => {
    t = await buildTestApp({ now: () => clock });
  }, 120_000);
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    clock = seoul('2026-12-01T00:30:00');
  });

  const internalKey = () => serviceKey(new TextEncoder().encode(t.config.JWT_SECRET!));
  async function say(userId: number, at: string, emotion: string, times = 1, risk?: string) {
    const saved = clock;
    clock = seoul(at);
    for (let i = 0; i < times; i += 1) {
      const response = await t.inject({
        method: 'POST',
        url: '/internal/chat/exchange',
        payload: { userId, user: { text: '말', emotion }, ai: { text: '네', audioPath: null }, ...(risk ? { risk } : {}) },
        headers: { [SERVICE_KEY_HEADER]: internalKey() },
      });
      expect(response.statusCode).toBe(200);
    }
    clock = saved;
  }

  it('never calls a month with a crisis message calm: kind words, 109, 주변 사람, 담당 사회복지사; the crisis still shows on the chart', async () => {
    const elderly = await t.signIn('elderly');
    await elderly.inject({ method: 'PATCH', url: '/api/elderly', payload: { name: '해님' } });
    await say(elderly.user.id, '2026-11-03T10:00:00', '평온', 150);
    await say(elderly.user.id, '2026-11-20T22:00:00', '슬픔', 1, 'SUICIDE');
    // A risk signal of October does not colour November.
    const other = await t.signIn('elderly');
    await say(other.user.id, '2026-10-20T22:00:00', '슬픔', 1, 'SUICIDE');
    await say(other.user.id, '2026-11-02T10:00:00', '평온', 3);

    const body = (await elderly.inject({ method: 'GET', url: '/api/sentimentAnalysis' })).json();
    expect(body.sentimentPercentages).toEqual({ 평온: 99, 슬픔: 1 });
    expect(body.feedback).not.toMatch(/평온|편안/);
    for (const part of ['털어놓으신 날', '109', '주변 사람', '담당 사회복지사', '해님']) expect(body.feedback).toContain(part);

    const calm = (await other.inject({ method: 'GET', url: '/api/sentimentAnalysis' })).json();
    expect(calm.feedback).toContain('평온한 날이 가장 많으셨어요(100%)');
  });

  it('names both leading feelings of a tied month', async () => {
    const elderly = await t.signIn('elderly');
    await say(elderly.user.id, '2026-11-05T10:00:00', '외로움', 3);
    await say(elderly.user.id, '2026-11-06T10:00:00', '기쁨', 3);
    await say(elderly.user.id, '2026-11-07T10:00:00', '불안', 1);
    const body = (await elderly.inject({ method: 'GET', url: '/api/sentimentAnalysis' })).json();
    expect(body.sentimentPercentages).toEqual({ 기쁨: 43, 외로움: 43, 불안: 14 });
    expect(body.feedback).toContain('기쁜 순간과 외로운 마음이 똑같이 많으셨어요(기쁨 43%, 외로움 43%)');
  });
});
