import pino from 'pino';
import { startFakeOpenAi, type FakeOpenAi } from '../../../tools/fakes/openai-server';
import { builtinReply } from '../../src/companion/builtin-engine';
import type { ReplyInput } from '../../src/companion/engine';
import { createLlmEngine } from '../../src/companion/llm-engine';
import { replyProblem } from '../../src/companion/llm/checks';

const NOW = Date.parse('2026-12-01T10:00:00+09:00');

function input(text: string, overrides: Partial<ReplyInput> = {}): ReplyInput {
  return { text, chatBotName: '해님', emotion: '평온', recent: [], memories: [], now: NOW, ...overrides };
}

// Everything below goes over HTTP to the local fake of the OpenAI protocol, through the real openai client.
describe('LLM engine against the OpenAI-protocol fake', () => {
  let fake: FakeOpenAi;
  const logs: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void logs.push(line) });
  const engine = () => createLlmEngine({ baseURL: fake.baseURL, apiKey: fake.apiKey, model: 'test-model', timeoutMs: 600, log });
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    logs.length = 0;
  });

  describe('classify', () => {
    it('asks for a strict JSON schema with the recent turns and returns the assessment', async () => {
      fake.scriptClassifications({ level: 'crisis', kind: 'SUICIDE' });
      const recent = [
        { sender: 'user' as const, text: '요즘 밤에 잠이 안 와요', createdAt: '' },
        { sender: 'ai' as const, text: '걱정되네요.', createdAt: '' },
      ];
      await expect(engine().classify!('자다가 안 깨어났으면 좋겠어요', recent)).resolves.toEqual({ level: 'crisis', kind: 'SUICIDE' });
      const sent = fake.chatRequests.at(-1)!;
      expect(sent.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'risk_assessment', strict: true } });
      expect(sent.temperature).toBe(0);
      expect(sent.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
      expect(sent.messages.at(-1)!.content).toBe('자다가 안 깨어났으면 좋겠어요');
    });

    it('reads none and a kindless concern; a crisis without a kind counts as a concern', async () => {
      fake.scriptClassifications({ level: 'none', kind: 'SUICIDE' }, { level: 'concern', kind: null }, { level: 'crisis', kind: null });
      await expect(engine().classify!('웃겨 죽겠어요', [])).resolves.toEqual({ level: 'none', kind: null });
      await expect(engine().classify!('다 부질없네요', [])).resolves.toEqual({ level: 'concern', kind: null });
      await expect(engine().classify!('이제 끝낼래요', [])).resolves.toEqual({ level: 'concern', kind: null });
    });

    it('retries once after an invalid answer, then succeeds', async () => {
      fake.scriptClassifications('{"level":"maybe"}', { level: 'crisis', kind: 'FALL' });
      await expect(engine().classify!('화장실에서 넘어져서 못 일어나요', [])).resolves.toEqual({ level: 'crisis', kind: 'FALL' });
      expect(fake.chatRequests).toHaveLength(2);
    });

    it.each([
      ['text that is not JSON', ['위험합니다', '아니요']],
      ['a server error then a timeout', [{ kind: 'error', status: 500 } as const, { kind: 'hang', ms: 1000 } as const]],
      ['an unknown kind twice', [{ level: 'crisis', kind: 'DANGER' }, { level: 'crisis', kind: 'DANGER' }]],
    ])('gives null (the rules decide) after %s twice, and logs why', async (_name, answers) => {
      fake.scriptClassifications(...answers);
      await expect(engine().classify!('오늘 좀 우울해요', [])).resolves.toBeNull();
      expect(logs.join('')).toContain('LLM classification failed');
    });
  });

  describe('reply', () => {
    it('sends a system prompt naming 109, 119 and the care rules', async () => {
      await engine().reply(input('오늘 뭐 하셨어요'));
      const system = fake.chatRequests.at(-1)!.messages[0];
      expect(system.role).toBe('system');
      expect(system.content).toContain('자살예방상담전화 109');
      expect(system.content).toContain('119');
      expect(system.content).toContain('밝게 넘기거나 화제를 바꾸지');
      expect(system.content).toContain('거절하시면 존중');
    });

    it('sends a good reply as it came', async () => {
      fake.scriptReplies('산책 다녀오셨군요. 바람이 차지는 않았어요?');
      await expect(engine().reply(input('아침에 공원에 다녀왔어요'))).resolves.toEqual({ text: '산책 다녀오셨군요. 바람이 차지는 않았어요?', mentioned: [], engine: 'llm' });
    });

    it.each([
      ['crisis', { level: 'crisis', kind: 'SUICIDE' } as const, '109'],
      ['crisis (a fall)', { level: 'crisis', kind: 'FALL' } as const, '119'],
      ['concern', { level: 'concern', kind: null } as const, '혹시 마음이 많이 힘드신가요?'],
    ])('never sends a generated reply to a %s message: the safe text answers', async (_name, risk, expected) => {
      const reply = await engine().reply(input('그냥 다 그만두고 싶어요', { risk }));
      expect(fake.chatRequests).toHaveLength(0);
      expect(reply.engine).toBe('llm-safe');
      expect(reply.text).toContain(expected);
      expect(reply.text).not.toContain('다행');
    });

    it('replaces a cheerful answer to distress: one retry, and the retry is used when it is careful', async () => {
      fake.scriptReplies('다행이에요! 오늘은 즐거운 일이 있었나요?', '많이 외로우셨겠어요. 오늘은 누구와 이야기하셨어요?');
      const reply = await engine().reply(input('하루 종일 말 한마디 할 사람이 없어요', { emotion: '외로움' }));
      expect(reply).toMatchObject({ engine: 'llm', text: '많이 외로우셨겠어요. 오늘은 누구와 이야기하셨어요?' });
      expect(fake.chatRequests).toHaveLength(2);
      expect(logs.join('')).toContain('cheerful or dismissive toward distress');
    });

    it.each([
      ['cheerful toward distress', '저까지 웃음이 나요. 좋은 일 있으셨나 봐요?', '요즘 너무 힘들고 슬퍼요'],
      ['dismissive', '별일 아니에요. 금방 괜찮아질 거예요.', '요즘 너무 힘들고 슬퍼요'],
      ['empty', '', '오늘 날씨가 추워요'],
      ['too long', `${'정말 그렇군요. '.repeat(40)}`, '오늘 날씨가 추워요'],
      ['not Korean', "That sounds lovely! What did you do today?", '오늘 날씨가 추워요'],
    ])('falls back to the built-in engine when both attempts are %s', async (_name, bad, text) => {
      fake.scriptReplies(bad, bad);
      const reply = await engine().reply(input(text));
      expect(reply.engine).toBe('builtin-fallback');
      expect(reply.text).toBe(builtinReply(input(text)).text);
      expect(fake.chatRequests).toHaveLength(2);
      expect(logs.join('')).toContain('LLM reply failed');
    });

    it('retries once after a timeout or a server error, within two timeouts', async () => {
      fake.scriptReplies({ kind: 'hang', ms: 1500 }, { kind: 'error', status: 503 });
      const started = Date.now();
      const reply = await engine().reply(input('오늘 날씨가 추워요'));
      expect(reply.engine).toBe('builtin-fallback');
      expect(Date.now() - started).toBeLessThan(1500);
      fake.scriptReplies({ kind: 'error', status: 500 }, '춥다니 따뜻하게 입으세요. 오늘은 집에 계세요?');
      expect(await engine().reply(input('오늘 날씨가 추워요'))).toMatchObject({ engine: 'llm', text: '춥다니 따뜻하게 입으세요. 오늘은 집에 계세요?' });
    });
  });
});

describe('reply checks', () => {
  it.each([
    ['네, 말씀 잘 들었어요. 오늘은 어떻게 지내셨어요?', '오늘 날씨가 좋아요', null],
    ['다행이에요. 산책은 즐거우셨어요?', '산책하고 왔어요', null],
    ['다행이에요. 푹 쉬세요.', '남편이 보고 싶어요', 'cheerful or dismissive toward distress'],
    ['좋네요! 또 말씀해 주세요.', '요즘 우울해요', 'cheerful or dismissive toward distress'],
    ['그런 생각 마세요. 식사는 하셨어요?', '사는 게 의미가 없어요', 'cheerful or dismissive toward distress'],
    ['그 마음 충분히 이해돼요. 어떤 점이 제일 힘드세요?', '요즘 우울해요', null],
    ['Okay 좋아요', '오늘 날씨가 좋아요', 'not Korean'],
  ])('%s (to %s) -> %s', (reply, text, problem) => {
    expect(replyProblem(reply, input(text))).toBe(problem);
  });

  it('refuses the same reply as the previous one', () => {
    expect(replyProblem('반가워요.', input('안녕', { recent: [{ sender: 'ai', text: '반가워요.', createdAt: '' }] }))).toBe('same as the previous reply');
  });
});
