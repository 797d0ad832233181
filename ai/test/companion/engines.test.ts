import pino from 'pino';
import { startFakeOpenAi, type FakeOpenAi } from '../../../tools/fakes/openai-server';
import { builtinReply, detectTopic } from '../../src/companion/builtin-engine';
import type { Memory, PastMessage, ReplyInput } from '../../src/companion/engine';
import { createLlmEngine } from '../../src/companion/llm-engine';
import { extractFacts } from '../../src/companion/memory';
import { shouldOfferVisit } from '../../src/companion/visit-offer';
import { classifyEmotion } from '../../src/companion/emotion';

const seoul = (local: string) => Date.parse(`${local}+09:00`);
const NOW = seoul('2026-12-01T10:00:00');

function input(text: string, overrides: Partial<ReplyInput> = {}): ReplyInput {
  return { text, chatBotName: '해님', emotion: classifyEmotion(text).label, recent: [], memories: [], now: NOW, ...overrides };
}

/** 존댓말: every sentence ends politely (요, 다, 까 ... never a plain 반말 ending). */
function isPolite(text: string): boolean {
  return text
    .split(/(?<=[.?!])\s+/)
    .filter(Boolean)
    .every((sentence) => /(요|니다|세요|까요|지요|시죠|군요|네요|어요|예요|에요|게요|래요|해요|나요|가요|죠)[.?!]$/.test(sentence));
}

describe('built-in engine', () => {
  const topics: [string, string][] = [
    ['안녕하세요', 'greeting'],
    ['요즘 무릎이 아파요', 'pain'],
    ['혈압약을 먹고 있어요', 'health'],
    ['점심으로 김치찌개를 먹었어요', 'meals'],
    ['어젯밤에 잠을 설쳤어요', 'sleep'],
    ['딸이 전화했어요', 'family'],
    ['혼자 있으니 적적해요', 'loneliness'],
    ['오늘 날씨가 추워요', 'weather'],
    ['옛날에 고향에서 농사지었어요', 'memories'],
    ['주말에 복지관에 가려고 해요', 'plans'],
  ];
  it.each(topics)('recognises %s as %s and answers politely with one follow-up question', (text, topic) => {
    expect(detectTopic(text)).toBe(topic);
    const reply = builtinReply(input(text)).text;
    expect(isPolite(reply)).toBe(true);
    expect(reply.match(/\?/g)).toHaveLength(1);
    expect(reply.endsWith('?')).toBe(true);
    expect(reply.split(/(?<=[.?!])\s+/).length).toBeLessThanOrEqual(3);
  });

  it('uses the companion name with the right particle', () => {
    const replies = new Set<string>();
    for (let i = 0; i < 12; i += 1) replies.add(builtinReply(input('안녕하세요', { recent: Array.from({ length: i }, () => ({ sender: 'user' as const, text: 'x', createdAt: '' })) })).text);
    const all = [...replies].join(' ');
    expect(all).toMatch(/해님이에요|해님도|해님이 /);
    const vowelName = builtinReply(input('안녕하세요', { chatBotName: '하루' })).text;
    expect(vowelName).not.toMatch(/하루이에요|하루이 /);
  });

  it('never says the same thing twice in a row', () => {
    const recent: PastMessage[] = [];
    let previous = '';
    for (const text of ['안녕하세요', '안녕하세요', '안녕하세요', '네', '네', '네', '오늘 날씨가 추워요', '오늘 날씨가 추워요', '심심해요', '심심해요']) {
      const reply = builtinReply(input(text, { recent: [...recent] })).text;
      expect(reply).not.toBe(previous);
      recent.push({ sender: 'user', text, createdAt: '' }, { sender: 'ai', text: reply, createdAt: '' });
      previous = reply;
    }
  });

  it('answers a feeling when no topic is recognised, with care for sad ones', () => {
    expect(builtinReply(input('너무 슬퍼요')).text).toMatch(/무거우시|속상|마음이 아파/);
    expect(builtinReply(input('정말 화가 나요')).text).toMatch(/화가|속상/);
  });

  describe('memory', () => {
    it('learns a grandchild name and a hospital visit tomorrow', () => {
      expect(extractFacts('손자 민준이가 어제 왔어요', NOW)).toEqual([{ kind: '손자:민준', value: '민준' }]);
      expect(extractFacts('우리 손녀 이름은 지유예요', NOW)).toEqual([{ kind: '손녀:지유', value: '지유' }]);
      expect(extractFacts('손자가 왔어요', NOW)).toEqual([]);
      expect(extractFacts('내일 병원에 가요', NOW)).toEqual([{ kind: 'plan:2026-12-02:병원', value: '2026-12-02|병원' }]);
      expect(extractFacts('모레 치과 예약이 있어요', NOW)).toEqual([{ kind: 'plan:2026-12-03:치과', value: '2026-12-03|치과' }]);
    });

    it('does not take particles or common words for names, and keeps several people and appointments', () => {
      for (const text of ['손주 때문에 속상해요', '손주 때문에', '아들 회사가 어렵대요', '손녀 둘이 왔어요', '딸 결혼식이 15일이에요', '아들 녀석이 전화했어요', '손자 덕분에 웃었어요']) {
        expect(extractFacts(text, NOW)).toEqual([]);
      }
      expect(extractFacts('손녀 지민이가 놀러 왔어요', NOW)).toEqual([{ kind: '손녀:지민', value: '지민' }]);
      expect(extractFacts('손녀딸 서연이는 대학생이에요', NOW)).toEqual([{ kind: '손녀:서연', value: '서연' }]);
      // 2026-12-01 is a Tuesday: 금요일 is the 4th, 다음 주 화요일 the 8th.
      expect(extractFacts('내일은 병원 가고 금요일엔 복지관 가요', NOW).map((fact) => fact.kind)).toEqual(['plan:2026-12-02:병원', 'plan:2026-12-04:복지관']);
      expect(extractFacts('친구 영희랑 다음 주 화요일에 시장 가기로 했어요', NOW).map((fact) => fact.kind)).toEqual(['친구:영희', 'plan:2026-12-08:시장']);
      expect(extractFacts('내일 병원 안 가요', NOW)).toEqual([]);
    });

    it('acknowledges what it learned', () => {
      expect(builtinReply(input('손자 민준이가 어제 왔어요')).text).toMatch(/민준이/);
      expect(builtinReply(input('내일 병원에 가요')).text).toMatch(/내일 병원에 가신다고|내일 병원에 가시는군요/);
    });

    it('brings them up later: the visit on the day, asks after it the day after, and the grandchild by name', () => {
      const plan: Memory = { kind: 'plan:2026-12-02:병원', value: '2026-12-02|병원', createdAt: new Date(NOW).toISOString(), mentionedAt: null };
      const onTheDay = builtinReply(input('좋은 아침이에요', { memories: [plan], now: seoul('2026-12-02T08:00:00') }));
      expect(onTheDay.text).toContain('오늘 병원에 가시는 날이지요');
      expect(onTheDay.mentioned).toEqual(['plan:2026-12-02:병원']);
      const dayAfter = builtinReply(input('점심 먹었어요', { memories: [{ ...plan, mentionedAt: new Date(seoul('2026-12-02T08:00:00')).toISOString() }], now: seoul('2026-12-03T12:00:00') }));
      expect(dayAfter.text).toMatch(/병원에는 잘 다녀오셨어요\?$/);
      // Asked once: not again after it was brought up on the 3rd.
      const later = builtinReply(input('점심 먹었어요', { memories: [{ ...plan, mentionedAt: new Date(seoul('2026-12-03T12:00:00')).toISOString() }], now: seoul('2026-12-03T18:00:00') }));
      expect(later.text).not.toContain('병원');

      const grandchild: Memory = { kind: '손자', value: '민준', createdAt: new Date(NOW - 3 * 86_400_000).toISOString(), mentionedAt: null };
      const family = builtinReply(input('딸이 전화했어요', { memories: [grandchild] }));
      expect(family.text).toMatch(/손자 민준이는 요즘 잘 지내요\?$/);
      expect(family.mentioned).toEqual(['손자']);
      const soon = builtinReply(input('딸이 전화했어요', { memories: [{ ...grandchild, mentionedAt: new Date(NOW - 3600_000).toISOString() }] }));
      expect(soon.text).not.toContain('민준');
    });
  });
});

describe('visit offer', () => {
  const day = 86_400_000;
  it('offers when 외로움/슬픔 reach half of at least 5 messages in 14 days, at most once a week', () => {
    expect(shouldOfferVisit({ 외로움: 2, 슬픔: 1, 평온: 1 }, '외로움', null, NOW)).toBe(true);
    expect(shouldOfferVisit({ 외로움: 2, 평온: 2 }, '기쁨', null, NOW)).toBe(false);
    expect(shouldOfferVisit({ 외로움: 3 }, '외로움', null, NOW)).toBe(false);
    expect(shouldOfferVisit({ 외로움: 4 }, '슬픔', new Date(NOW - 6 * day).toISOString(), NOW)).toBe(false);
    expect(shouldOfferVisit({ 외로움: 4 }, '슬픔', new Date(NOW - 7 * day).toISOString(), NOW)).toBe(true);
  });
});

describe('LLM engine (OpenAI-compatible, against the local fake)', () => {
  let fake: FakeOpenAi;
  const logs: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void logs.push(line) });
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.behave({ kind: 'ok' });
    logs.length = 0;
  });

  it('sends the persona, memories and recent turns and returns the completion', async () => {
    const engine = createLlmEngine({ baseURL: fake.baseURL, apiKey: fake.apiKey, model: 'test-model', timeoutMs: 2000, log });
    const reply = await engine.reply(
      input('오늘 뭐 하셨어요', {
        recent: [
          { sender: 'user', text: '안녕하세요', createdAt: '' },
          { sender: 'ai', text: '반가워요.', createdAt: '' },
        ],
        memories: [{ kind: '손자', value: '민준', createdAt: '', mentionedAt: null }],
      }),
    );
    expect(reply).toMatchObject({ engine: 'llm', text: expect.stringContaining('오늘 뭐 하셨어요') });
    const sent = fake.chatRequests.at(-1)!;
    expect(sent.model).toBe('test-model');
    expect(sent.messages[0].role).toBe('system');
    expect(sent.messages[0].content).toContain('"해님"');
    expect(sent.messages[0].content).toContain('존댓말');
    expect(sent.messages[0].content).toContain('민준');
    expect(sent.messages.slice(1).map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
  });

  it.each([
    ['a server error', { kind: 'error', status: 500 } as const],
    ['a timeout', { kind: 'hang', ms: 1500 } as const],
    ['an empty answer', { kind: 'empty' } as const],
  ])('falls back to the built-in engine on %s and logs why', async (_name, behaviour) => {
    fake.behave(behaviour);
    const engine = createLlmEngine({ baseURL: fake.baseURL, apiKey: fake.apiKey, model: 'm', timeoutMs: 500, log });
    const reply = await engine.reply(input('오늘 날씨가 추워요'));
    expect(reply.engine).toBe('builtin-fallback');
    expect(reply.text).toBe(builtinReply(input('오늘 날씨가 추워요')).text);
    expect(logs.join('')).toContain('LLM reply failed');
  });

  it('falls back on a wrong key or an unreachable endpoint', async () => {
    const wrongKey = createLlmEngine({ baseURL: fake.baseURL, apiKey: 'sk-wrong', model: 'm', timeoutMs: 1000, log });
    expect((await wrongKey.reply(input('안녕하세요'))).engine).toBe('builtin-fallback');
    const nowhere = createLlmEngine({ baseURL: 'http://127.0.0.1:9/v1', apiKey: 'k', model: 'm', timeoutMs: 1000, log });
    expect((await nowhere.reply(input('안녕하세요'))).engine).toBe('builtin-fallback');
  });
});
