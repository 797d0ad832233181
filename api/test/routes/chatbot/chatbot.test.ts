import { SERVICE_KEY_HEADER, serviceKey } from '@ieum/server-kit';
import { IMAGES } from '../../images';
import { buildTestApp, type SignedInUser, type TestApp } from '../../helper';

const seoul = (local: string) => Date.parse(`${local}+09:00`);

describe('chatbot, sentiment analysis and the AI host internal routes', () => {
  let t: TestApp;
  let clock = seoul('2026-12-01T00:30:00');
  beforeAll(async () => {
    t = await buildTestApp({ now: () => clock, env: { ALLOWED_ORIGINS: 'http://widget.example:5000,https://care.example/' } });
  }, 120_000);
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    clock = seoul('2026-12-01T00:30:00');
  });

  const internalKey = () => serviceKey(new TextEncoder().encode(t.config.JWT_SECRET!));
  const internal = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.inject({ method, url, payload, headers: { [SERVICE_KEY_HEADER]: internalKey(), ...headers } });

  async function uploadAiProfile(user: SignedInUser): Promise<string> {
    const presign = await user.inject({ method: 'GET', url: '/api/aws/s3/user/preSigned?type=ai_profile&contentType=image/png' });
    expect(presign.statusCode).toBe(200);
    const { preSignedUrl, imageUrl } = presign.json();
    const put = await t.inject({ method: 'PUT', url: preSignedUrl, payload: IMAGES.png, headers: { 'content-type': 'image/png' } });
    expect(put.statusCode).toBeLessThan(300);
    return imageUrl;
  }

  describe('GET /api/elderly/chatBot and PATCH /api/elderly', () => {
    it('404 CHATBOT_NOT_SET before naming, then the saved name and default picture', async () => {
      const elderly = await t.signIn('elderly');
      const before = await elderly.inject({ method: 'GET', url: '/api/elderly/chatBot' });
      expect(before.statusCode).toBe(404);
      expect(before.json()).toEqual({ code: 'CHATBOT_NOT_SET', message: '챗봇 이름이 없습니다.' });

      const saved = await elderly.inject({ method: 'PATCH', url: '/api/elderly', payload: { name: '  햇살이 ', profileImage: '' } });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ name: '햇살이', profileImage: 'preset:sun' });
      const after = await elderly.inject({ method: 'GET', url: '/api/elderly/chatBot' });
      expect(after.json()).toEqual({ name: '햇살이', profileImage: 'preset:sun' });

      const changed = await elderly.inject({ method: 'PATCH', url: '/api/elderly', payload: { name: '달님', profileImage: 'preset:moon' } });
      expect(changed.json()).toEqual({ name: '달님', profileImage: 'preset:moon' });
    });

    it('refuses empty, too long and invisible names with Korean 400s', async () => {
      const elderly = await t.signIn('elderly');
      const cases: [unknown, string][] = [
        ['', '챗봇 이름이 없습니다.'],
        ['   ', '챗봇 이름이 없습니다.'],
        ['가'.repeat(21), '챗봇 이름은 20자 이하로 입력해주세요.'],
        ['해\u200b님', '챗봇 이름에 쓸 수 없는 문자가 들어 있습니다.'],
        ['\u3164', '챗봇 이름에 쓸 수 없는 문자가 들어 있습니다.'],
        ['a\u0007b', '챗봇 이름에 쓸 수 없는 문자가 들어 있습니다.'],
        // Only combining marks or variation selectors: nothing to see, so the same refusal.
        ['\u0301\u0301\u0301', '챗봇 이름에 쓸 수 없는 문자가 들어 있습니다.'],
        ['\ufe0f\u034f', '챗봇 이름에 쓸 수 없는 문자가 들어 있습니다.'],
      ];
      for (const [name, message] of cases) {
        const response = await elderly.inject({ method: 'PATCH', url: '/api/elderly', payload: { name } });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message });
      }
      const missing = await elderly.inject({ method: 'PATCH', url: '/api/elderly', payload: {} });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/[가-힣]/);
      const twenty = await elderly.inject({ method: 'PATCH', url: '/api/elderly', payload: { name: '가'.repeat(20) } });
      expect(twenty.statusCode).toBe(200);
    });

    it("stores the app's own bundled pictures as their paths (the reference client's naming screen sends /profile.svg)", async () => {
      const elderly = await t.signIn('elderly');
      for (const [profileImage, kept] of [
        ['/profile.svg', '/profile.svg'],
        ['/ai-icon.svg', '/ai-icon.svg'],
        ['http://192.168.0.7:3000/profile.svg', '/profile.svg'],
      ]) {
        const saved = await elderly.inject({ method: 'PATCH', url: '/api/elderly', payload: { name: '온기', profileImage } });
        expect(saved.statusCode).toBe(200);
        expect(saved.json()).toEqual({ name: '온기', profileImage: kept });
        expect((await elderly.inject({ method: 'GET', url: '/api/elderly/chatBot' })).json()).toEqual({ name: '온기', profileImage: kept });
      }
      for (const profileImage of ['/profile.svg?x=1', '/other.svg', 'javascript:/profile.svg', '/api/uploads/profile.svg']) {
        const refused = await elderly.inject({ method: 'PATCH', url: '/api/elderly', payload: { name: '온기', profileImage } });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().code).toBe('INVALID_IMAGE_URL');
      }
    });

    it('accepts only ai_profile pictures this user uploaded', async () => {
      const elderly = await t.signIn('elderly');
      const other = await t.signIn('elderly');
      const mine = await uploadAiProfile(elderly);
      const theirs = await uploadAiProfile(other);

      const ok = await elderly.inject({ method: 'PATCH', url: '/api/elderly', payload: { name: '해님', profileImage: mine } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().profileImage).toBe(mine);

      for (const profileImage of [theirs, 'https://evil.example/cat.png', 'preset:dragon', mine.replace(/[^/]+$/, 'never-uploaded.png')]) {
        const refused = await elderly.inject({ method: 'PATCH', url: '/api/elderly', payload: { name: '해님', profileImage } });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().code).toBe('INVALID_IMAGE_URL');
      }
      expect((await elderly.inject({ method: 'GET', url: '/api/elderly/chatBot' })).json().profileImage).toBe(mine);
    });

    it('is for elderly users only and needs a token', async () => {
      const volunteer = await t.signIn('volunteer');
      for (const request of [
        { method: 'GET' as const, url: '/api/elderly/chatBot' },
        { method: 'PATCH' as const, url: '/api/elderly', payload: { name: '해님' } },
        { method: 'GET' as const, url: '/api/sentimentAnalysis' },
      ]) {
        const refused = await volunteer.inject(request);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ code: 'USER_TYPE_MISMATCH', message: '접근 권한이 없습니다.' });
        expect((await t.inject(request)).statusCode).toBe(401);
      }
    });
  });

  describe('internal routes', () => {
    it('refuse calls without the service key, with a wrong one, or through a proxy (404)', async () => {
      const elderly = await t.signIn('elderly');
      const url = `/internal/chat/context?userId=${elderly.user.id}`;
      expect((await t.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect((await t.inject({ method: 'GET', url, headers: { [SERVICE_KEY_HEADER]: 'x'.repeat(43) } })).statusCode).toBe(404);
      expect((await internal('GET', url, undefined, { 'x-forwarded-for': '10.0.0.1' })).statusCode).toBe(404);
      // The user's own bearer token is not the service key.
      expect((await elderly.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect((await internal('GET', url)).statusCode).toBe(200);
      // Not under /api, where the shell proxies.
      expect((await internal('GET', `/api${url}`)).statusCode).toBe(404);
    });

    it('store an exchange with memories, risk and offer, and give each user only their own history', async () => {
      const elderly = await t.signIn('elderly');
      const other = await t.signIn('elderly');
      await elderly.inject({ method: 'PATCH', url: '/api/elderly', payload: { name: '해님' } });
      const saved = await internal('POST', '/internal/chat/exchange', {
        userId: elderly.user.id,
        user: { text: '손자 민준이가 왔어요', emotion: '기쁨' },
        ai: { text: '반가우셨겠어요.', audioPath: '/audio/abc.mp3' },
        memories: [{ kind: 'grandchild', value: '민준' }],
        risk: 'FALL',
        visitOffered: true,
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().user).toMatchObject({ sender: 'user', text: '손자 민준이가 왔어요', audioPath: null, createdAt: '2026-12-01T00:30:00' });
      expect(saved.json().ai).toMatchObject({ sender: 'ai', text: '반가우셨겠어요.', audioPath: '/audio/abc.mp3' });

      const context = (await internal('GET', `/internal/chat/context?userId=${elderly.user.id}`)).json();
      expect(context.chatbot).toEqual({ name: '해님', profileImage: 'preset:sun' });
      expect(context.memories).toEqual([{ kind: 'grandchild', value: '민준', createdAt: '2026-11-30T15:30:00.000Z', mentionedAt: null }]);
      expect(context.recent.map((m: { sender: string }) => m.sender)).toEqual(['user', 'ai']);
      expect(context.emotionCounts14d).toEqual({ 기쁨: 1 });
      expect(context.lastVisitOfferAt).toEqual(expect.any(String));
      expect(await t.app.chat.riskSignals(elderly.user.id)).toEqual([{ kind: 'FALL', message: '손자 민준이가 왔어요', createdAt: '2026-12-01T00:30:00' }]);

      const history = (await internal('GET', `/internal/chat/history?userId=${other.user.id}`)).json();
      expect(history.messages).toEqual([]);
      const otherContext = (await internal('GET', `/internal/chat/context?userId=${other.user.id}`)).json();
      expect(otherContext).toMatchObject({ chatbot: null, recent: [], memories: [] });
    });

    it('refuse an exchange for a volunteer or an unknown user, and a label outside the seven', async () => {
      const volunteer = await t.signIn('volunteer');
      const elderly = await t.signIn('elderly');
      const body = (userId: number, emotion = '평온') => ({ userId, user: { text: '안녕', emotion }, ai: { text: '안녕하세요', audioPath: null } });
      expect((await internal('POST', '/internal/chat/exchange', body(volunteer.user.id))).statusCode).toBe(404);
      expect((await internal('POST', '/internal/chat/exchange', body(999999))).statusCode).toBe(404);
      expect((await internal('POST', '/internal/chat/exchange', body(elderly.user.id, '행복'))).statusCode).toBe(400);
    });
  });

  describe('GET /api/sentimentAnalysis', () => {
    async function say(userId: number, at: string, emotion: string, times = 1) {
      const saved = clock;
      clock = seoul(at);
      for (let i = 0; i < times; i += 1) {
        const response = await internal('POST', '/internal/chat/exchange', { userId, user: { text: '말', emotion }, ai: { text: '네', audioPath: null } });
        expect(response.statusCode).toBe(200);
      }
      clock = saved;
    }

    it('counts the previous calendar month in Seoul time, percents summing to 100', async () => {
      const elderly = await t.signIn('elderly');
      await elderly.inject({ method: 'PATCH', url: '/api/elderly', payload: { name: '해님' } });
      // November in Seoul: from 11-01 00:00 to 11-30 23:59:59 Seoul time.
      await say(elderly.user.id, '2026-10-31T23:59:59', '분노', 5); // October in Seoul (Oct 31 14:59 UTC)
      await say(elderly.user.id, '2026-11-01T00:00:00', '기쁨'); // November 1 in Seoul although still October 31 in UTC
      await say(elderly.user.id, '2026-11-15T12:00:00', '기쁨');
      await say(elderly.user.id, '2026-11-30T23:59:59', '외로움'); // November 30 in Seoul
      await say(elderly.user.id, '2026-12-01T00:00:00', '슬픔', 3); // December in Seoul although still November 30 in UTC

      clock = seoul('2026-12-01T00:30:00');
      const response = await elderly.inject({ method: 'GET', url: '/api/sentimentAnalysis' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ month: '2026-11', chatBotName: '해님', sentimentPercentages: { 기쁨: 67, 외로움: 33 } });
      expect(body.feedback).toMatch(/기쁜/);
    });

    it('answers {} and empty feedback with no data, and computes each month once', async () => {
      const elderly = await t.signIn('elderly');
      const empty = await elderly.inject({ method: 'GET', url: '/api/sentimentAnalysis' });
      expect(empty.json()).toEqual({ sentimentPercentages: {}, feedback: '', chatBotName: '', month: '2026-11' });

      clock = seoul('2027-01-01T09:00:00');
      await say(elderly.user.id, '2026-12-10T10:00:00', '평온', 2);
      const later = await t.inject({ method: 'POST', url: '/api/login', payload: { username: elderly.user.username, password: elderly.password } });
      const inject = (url: string) => t.inject({ method: 'GET', url, headers: { authorization: `Bearer ${later.json().accessToken}` } });
      const first = (await inject('/api/sentimentAnalysis')).json();
      expect(first).toMatchObject({ month: '2026-12', sentimentPercentages: { 평온: 100 } });
      // A message stored later for that month (not possible in practice) does not change the kept result.
      await say(elderly.user.id, '2026-12-11T10:00:00', '분노', 5);
      const again = (await inject('/api/sentimentAnalysis')).json();
      expect(again).toEqual(first);
      const [row] = await t.db.query<{ count: number }>('select count(*)::int as count from chat_monthly_analyses where user_id = $1', [elderly.user.id]);
      expect(Number(row.count)).toBe(2);
    });
  });

  describe('CORS allowlist (ALLOWED_ORIGINS) for the embedded chat widget', () => {
    const preflight = (origin: string) =>
      t.inject({ method: 'OPTIONS', url: '/api/elderly/chatBot', headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } });

    it('answers listed origins and only them', async () => {
      for (const origin of ['http://widget.example:5000', 'https://care.example']) {
        const response = await preflight(origin);
        expect(response.statusCode).toBe(204);
        expect(response.headers['access-control-allow-origin']).toBe(origin);
        expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      }
      for (const origin of ['http://evil.example', 'http://widget.example:5001', 'null']) {
        expect((await preflight(origin)).headers['access-control-allow-origin']).toBeUndefined();
      }
      const elderly = await t.signIn('elderly');
      const call = await elderly.inject({ method: 'GET', url: '/api/elderly/chatBot', headers: { origin: 'https://care.example' } });
      expect(call.statusCode).toBe(404);
      expect(call.headers['access-control-allow-origin']).toBe('https://care.example');
    });
  });
});
