import fs from 'node:fs';
import type { SignedInUser } from '../../api/test/helper';
import { startFakeOpenAi, type FakeOpenAi } from '../../tools/fakes/openai-server';
import { VISIT_OFFER_TEXT } from '../src/companion/visit-offer';
import { createEspeakSpeech } from '../src/speech/espeak-speech';
import { type ChatStack, startChatStack } from './chat-helper';

type Host = Awaited<ReturnType<ChatStack['aiHost']>>;

describe('AI host chat against the real API', () => {
  let stack: ChatStack;
  let host: Host;
  const speech = createEspeakSpeech();
  beforeAll(async () => {
    stack = await startChatStack();
    await speech.ready();
    host = await stack.aiHost({}, { speech });
  }, 180_000);
  afterAll(async () => {
    await stack.close();
    await speech.close();
  });
  beforeEach(() => stack.api.reset());

  const bearer = (user: SignedInUser) => ({ authorization: `Bearer ${user.accessToken}` });
  const say = (user: SignedInUser, text: unknown, target: Host = host) =>
    target.app.inject({ method: 'POST', url: '/chat/text', headers: bearer(user), payload: { text } });
  const history = (user: SignedInUser, target: Host = host) => target.app.inject({ method: 'GET', url: '/chat/history', headers: bearer(user) });

  async function elderly(name = '해님') {
    const user = await stack.api.signIn('elderly');
    await user.inject({ method: 'PATCH', url: '/api/elderly', payload: { name } });
    return user;
  }

  it('answers an elderly user with text and an MP3 of the reply, and keeps the conversation', async () => {
    const user = await elderly();
    const response = await say(user, '  안녕하세요 ');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'success', data: { response: { text: expect.any(String), id: expect.any(Number), createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/) } } });
    const { text, audio_path: audioPath } = body.data.response;
    expect(text).toMatch(/해님/);
    expect(body.data.response.suggestion).toBeUndefined();
    expect(audioPath).toMatch(/^\/audio\/[A-Za-z0-9_-]{22}-[A-Za-z0-9_-]{16}\.mp3$/);

    const audio = await host.app.inject({ method: 'GET', url: audioPath });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(audio.rawPayload[0]).toBe(0xff); // an MPEG frame sync, not a WAV
    expect(audio.rawPayload.length).toBeGreaterThan(2000);
    expect(audio.rawPayload.length).toBeLessThan(80_000);

    const listed = await history(user);
    expect(listed.json().data.messages).toEqual([
      { id: expect.any(Number), sender: 'user', text: '안녕하세요', audioPath: null, createdAt: expect.any(String) },
      { id: body.data.response.id, sender: 'ai', text, audioPath, createdAt: body.data.response.createdAt },
    ]);
    const [stored] = await stack.api.db.query<{ emotion: string }>("select emotion from chat_messages where sender = 'user'");
    expect(stored.emotion).toBe('평온');
  });

  it('refuses other roles, missing tokens and bad text with Korean errors', async () => {
    const volunteer = await stack.api.signIn('volunteer');
    const user = await elderly();
    const forbidden = await say(volunteer, '안녕하세요');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ code: 'USER_TYPE_MISMATCH', message: '접근 권한이 없습니다.' });
    expect((await history(volunteer)).statusCode).toBe(403);
    const anonymous = await host.app.inject({ method: 'POST', url: '/chat/text', payload: { text: '안녕' } });
    expect(anonymous.statusCode).toBe(401);
    for (const [text, code] of [
      ['', 'EMPTY_MESSAGE'],
      ['   \n ', 'EMPTY_MESSAGE'],
      ['가'.repeat(501), 'MESSAGE_TOO_LONG'],
      ['\u3164\u200b\u202e', 'EMPTY_MESSAGE'],
      ['안녕\u0007하세요', 'CONTROL_CHARACTERS'],
    ] as const) {
      const refused = await say(user, text);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe(code);
      expect(refused.json().message).toMatch(/[가-힣]/);
    }
    const notText = await say(user, 42);
    expect(notText.statusCode).toBe(400);
    expect((await say(user, '가'.repeat(500))).statusCode).toBe(200);
  });

  it("never shows one user another's history or audio", async () => {
    const first = await elderly('해님');
    const second = await elderly('달님');
    const reply = (await say(first, '손자 민준이가 왔어요')).json().data.response;
    expect((await history(second)).json().data.messages).toEqual([]);
    expect((await history(first)).json().data.messages).toHaveLength(2);

    const foreign = await host.app.inject({ method: 'GET', url: reply.audio_path, headers: bearer(second) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('AUDIO_NOT_FOUND');
    expect((await host.app.inject({ method: 'GET', url: reply.audio_path, headers: bearer(first) })).statusCode).toBe(200);
    const guessed = reply.audio_path.replace(/-[A-Za-z0-9_-]{16}\.mp3$/, '-AAAAAAAAAAAAAAAA.mp3');
    expect((await host.app.inject({ method: 'GET', url: guessed })).statusCode).toBe(404);
    expect((await host.app.inject({ method: 'GET', url: '/audio/..%2F..%2Fsecrets.json' })).statusCode).toBe(404);
  });

  it('answers distress carefully, records a risk signal and never offers a cheerful answer', async () => {
    const user = await elderly();
    const reply = (await say(user, '요즘은 정말 죽고 싶어요')).json().data.response;
    expect(reply.text).toContain('자살예방상담전화 109');
    expect(reply.text).toContain('119');
    const fall = (await say(user, '화장실에서 넘어졌어요')).json().data.response;
    expect(fall.text).toContain('119');
    expect(await stack.api.app.chat.riskSignals(user.user.id)).toEqual([
      { kind: 'SUICIDE', message: '요즘은 정말 죽고 싶어요', createdAt: expect.any(String) },
      { kind: 'FALL', message: '화장실에서 넘어졌어요', createdAt: expect.any(String) },
    ]);
  });

  it('remembers what it was told and brings it up in a later turn', async () => {
    const user = await elderly();
    await say(user, '손자 민준이가 어제 놀러 왔어요');
    // The next day (the grandchild is mentioned at most once a day): move the memory back.
    await stack.api.db.query("update chat_memories set created_at = created_at - interval '2 days'");
    const later = (await say(user, '딸이 전화했어요')).json().data.response;
    expect(later.text).toContain('민준이');
  });

  it('offers a volunteer visit once when the last 14 days lean lonely', async () => {
    const user = await elderly();
    const replies = [];
    for (const text of ['너무 외로워요', '하루 종일 혼자 있었어요', '쓸쓸해요', '말할 사람이 없어요', '적적해요']) replies.push((await say(user, text)).json().data.response);
    expect(replies.slice(0, 4).every((reply) => reply.suggestion === undefined)).toBe(true);
    expect(replies[4].suggestion).toEqual({ kind: 'REQUEST_VISIT', text: VISIT_OFFER_TEXT });
    expect((await say(user, '오늘도 외로워요')).json().data.response.suggestion).toBeUndefined();
  });

  it('rate-limits a user who sends too fast', async () => {
    const limited = await stack.aiHost({ AI_CHAT_MAX_PER_MINUTE: '2', AI_SPEECH: 'off' });
    const user = await elderly();
    expect((await say(user, '안녕', limited)).statusCode).toBe(200);
    expect((await say(user, '안녕', limited)).json().data.response.audio_path).toBeNull();
    const third = await say(user, '안녕', limited);
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('TOO_MANY_REQUESTS');
  });

  it('answers 503 in Korean when the API is down, and keeps serving', async () => {
    const orphan = await stack.aiHost({ AI_API_URL: 'http://127.0.0.1:9', AI_SPEECH: 'off' });
    const user = await elderly();
    const response = await say(user, '안녕하세요', orphan);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 'CHAT_STORE_UNAVAILABLE', message: '지금은 대화 기록을 불러올 수 없어요. 잠시 후 다시 시도해주세요.' });
    expect((await history(user, orphan)).statusCode).toBe(503);
    expect((await orphan.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('expires audio after the retention: refused, gone from history, swept from disk', async () => {
    let clock = Date.now();
    const shortLived = await stack.aiHost({ AI_AUDIO_RETENTION_HOURS: '0.25' }, { now: () => clock, speech });
    const user = await elderly();
    const reply = (await say(user, '안녕하세요', shortLived)).json().data.response;
    expect((await shortLived.app.inject({ method: 'GET', url: reply.audio_path })).statusCode).toBe(200);
    clock += 16 * 60 * 1000; // past the 15 minutes, within the token's hour
    expect((await shortLived.app.inject({ method: 'GET', url: reply.audio_path })).statusCode).toBe(404);
    expect((await history(user, shortLived)).json().data.messages[1].audioPath).toBeNull();
    expect(await shortLived.app.audio.sweep()).toBe(1);
    expect(fs.readdirSync(shortLived.audioDir)).toEqual([]);
  });

  it('allows only the configured origins (CORS) for the embedded widget', async () => {
    const cors = await stack.aiHost({ ALLOWED_ORIGINS: 'http://widget.example:5000, https://care.example', AI_SPEECH: 'off' });
    const preflight = (origin: string) =>
      cors.app.inject({ method: 'OPTIONS', url: '/chat/text', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' } });
    const allowed = await preflight('http://widget.example:5000');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://widget.example:5000');
    expect(String(allowed.headers['access-control-allow-headers'])).toMatch(/authorization/);
    const other = await preflight('http://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const user = await elderly();
    const call = await cors.app.inject({ method: 'POST', url: '/chat/text', headers: { ...bearer(user), origin: 'https://care.example' }, payload: { text: '안녕' } });
    expect(call.headers['access-control-allow-origin']).toBe('https://care.example');
  });

  describe('configured providers (local fake of an OpenAI-compatible API)', () => {
    let fake: FakeOpenAi;
    beforeAll(async () => {
      fake = await startFakeOpenAi();
    });
    afterAll(() => fake.close());

    it('uses the LLM for replies and the cloud voice for audio, the careful reply still its own', async () => {
      const configured = await stack.aiHost({
        AI_LLM_BASE_URL: fake.baseURL,
        AI_LLM_API_KEY: fake.apiKey,
        AI_LLM_MODEL: 'companion-1',
        AI_SPEECH: 'cloud',
        AI_TTS_BASE_URL: fake.baseURL,
        AI_TTS_API_KEY: fake.apiKey,
        AI_TTS_VOICE: 'nova',
      });
      const user = await elderly();
      const reply = (await say(user, '오늘 공원에 다녀왔어요', configured)).json().data.response;
      expect(reply.text).toContain('오늘 공원에 다녀왔어요');
      expect(fake.chatRequests.at(-1)!.model).toBe('companion-1');
      expect(fake.speechRequests.at(-1)).toMatchObject({ voice: 'nova', input: reply.text, response_format: 'mp3' });
      const audio = await configured.app.inject({ method: 'GET', url: reply.audio_path });
      expect(audio.statusCode).toBe(200);
      expect(audio.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xfb]));

      const requestsBefore = fake.chatRequests.length;
      const careful = (await say(user, '죽고 싶어요', configured)).json().data.response;
      expect(careful.text).toContain('109');
      expect(fake.chatRequests.length).toBe(requestsBefore);

      fake.behave({ kind: 'error', status: 500 });
      // Another person: the first one is in care mode now (ai/test/safety/care-mode.test.ts).
      const fallback = (await say(await elderly(), '오늘 날씨가 추워요', configured)).json().data.response;
      expect(fallback.text).toMatch(/\?$/);
      expect(fallback.audio_path).toBeNull(); // the cloud voice failed too: text still arrives
      expect(configured.logs()).toContain('LLM reply failed');
      expect(configured.logs()).toContain('speech failed');
      fake.behave({ kind: 'ok' });
    });
  });
});
