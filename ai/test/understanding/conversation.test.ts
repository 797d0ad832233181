import { builtinReply } from '../../src/companion/builtin-engine';
import { classifyEmotion } from '../../src/companion/emotion';
import type { Memory, PastMessage } from '../../src/companion/engine';
import { extractFacts } from '../../src/companion/memory';

/**
 * A scripted 30-turn conversation with the built-in engine (issue 21). The chat store is played
 * here as the API keeps it: learned facts upserted by kind, brought-up ones marked, forgotten ones
 * deleted. Each turn has rules on the reply (must / must not match, and optionally on what is
 * remembered afterwards); at least 90 % of the turns must answer what was said.
 */
interface Turn {
  say: string;
  must: RegExp[];
  mustNot?: RegExp[];
  /** Checked on the remembered kinds after the turn. */
  remembered?: (kinds: string[]) => boolean;
}

const seoul = (local: string) => Date.parse(`${local}+09:00`);
const START = seoul('2026-12-01T10:00:00'); // a Tuesday

const TURNS: Turn[] = [
  { say: '안녕하세요', must: [/안녕|반가|어서 오세요/] },
  { say: '손녀 지민이가 어제 놀러 왔어요', must: [/지민이/], remembered: (kinds) => kinds.includes('손녀:지민') },
  { say: '손주 때문에 요즘 웃을 일이 많아요', must: [/웃|기쁘|좋은 일|기뻐/], mustNot: [/때문에(이| 이야기)/], remembered: (kinds) => !kinds.some((kind) => kind.includes('때문')) },
  { say: '내일 병원에 가요', must: [/내일 병원에 가/], remembered: (kinds) => kinds.includes('plan:2026-12-02:병원') },
  { say: '금요일에는 복지관에 가기로 했어요', must: [/금요일에 복지관에/], remembered: (kinds) => kinds.includes('plan:2026-12-02:병원') && kinds.includes('plan:2026-12-04:복지관') },
  { say: '혈압약을 먹었는지 안 먹었는지 기억이 안 나요', must: [/한 번 더 드시지 마세요|더 드시지 않는/, /약사|약통|약 봉투/], mustNot: [/끼니|식사|입맛/] },
  { say: '작년에 남편이 세상을 떠났어요', must: [/남편분/, /그리|보낸/], mustNot: [/가족분들|반가|좋네요/] },
  { say: '영감 생각이 나서 밤마다 울어요', must: [/남편분|그리/], mustNot: [/가족분들|좋네요/] },
  { say: '내가 내일 어디 간다고 했는지 기억나요?', must: [/내일 병원에 가신다고 하셨어요/], mustNot: [/계획이 있으시다니/] },
  { say: '금요일엔 뭐 하기로 했더라?', must: [/금요일에 복지관에 가신다고/] },
  { say: '내 손녀 이름 기억해요?', must: [/손녀 지민이/] },
  { say: '어젯밤에 잠을 한숨도 못 잤어요', must: [/잠|주무/] },
  { say: '점심은 된장찌개 먹었어요', must: [/식사|드셨|음식|입맛|끼니/] },
  { say: '아침을 못 먹었어요 입맛이 없어서', must: [/드셔|끼니|입맛|죽/] },
  { say: '오늘 날씨가 많이 춥네요', must: [/날씨|따뜻하게|밖에/] },
  { say: '하루 종일 말 한마디 할 사람이 없어요', must: [/적적|쓸쓸|곁에|혼자|불러|여기 있어요/], mustNot: [/편안하게 지내고/] },
  { say: '옛날에 시장에서 장사하던 때가 생각나요', must: [/옛날|시절|그때|젊으셨을/], remembered: (kinds) => !kinds.some((kind) => kind.includes('시장')) },
  { say: '무릎이 쑤시고 아파요', must: [/불편|아프|편찮/] },
  { say: '딸이 전화해 줬어요', must: [/가족|지민|따님/] },
  { say: '병원 얘기는 잊어 줘', must: [/병원.*잊을게요/], remembered: (kinds) => !kinds.some((kind) => kind.includes('병원')) && kinds.includes('plan:2026-12-04:복지관') },
  { say: '내가 내일 어디 간다고 했지?', must: [/말씀해 주신 게 없/], mustNot: [/병원/] },
  { say: '금요일 복지관은 기억하고 있어요?', must: [/금요일에 복지관에 가신다고/] },
  { say: '친구 영희랑 다음 주 화요일에 시장 가기로 했어요', must: [/시장/, /기억/], remembered: (kinds) => kinds.includes('plan:2026-12-08:시장') && kinds.includes('친구:영희') },
  { say: '그건 잊어 주세요', must: [/잊을게요/], remembered: (kinds) => !kinds.some((kind) => kind.includes('시장')) && kinds.includes('plan:2026-12-04:복지관') },
  { say: '아들이 사업 때문에 힘들다고 해서 걱정이에요', must: [/걱정|마음/], remembered: (kinds) => !kinds.some((kind) => kind.includes('사업')) },
  { say: '약을 두 번 먹은 것 같아요', must: [/더는 드시지|약국|병원에 전화/, /119/] },
  { say: '너 이름이 뭐였지?', must: [/해님/] },
  { say: '아까 내가 뭐가 걱정이라고 했지?', must: [/아들이 사업 때문에/] },
  { say: '요즘 너무 외롭고 쓸쓸해요', must: [/적적|쓸쓸|곁에|혼자|불러|여기 있어요/] },
  { say: '고마워요 덕분에 마음이 좋아졌어요', must: [/기뻐|좋은|웃음|기쁜|고마/] },
];

describe('a 30-turn conversation with the built-in engine', () => {
  const memories = new Map<string, Memory>();
  const recent: PastMessage[] = [];
  const outcomes: { turn: number; say: string; reply: string; ok: boolean; why: string[] }[] = [];
  const elapsed: number[] = [];

  beforeAll(() => {
    // The first call of the process pays for compiling the patterns; a server pays it once.
    builtinReply({ text: '안녕하세요', chatBotName: '해님', emotion: '평온', recent: [], memories: [], now: START });
    TURNS.forEach((turn, index) => {
      const now = START + index * 2 * 60_000;
      const started = performance.now();
      const reply = builtinReply({ text: turn.say, chatBotName: '해님', emotion: classifyEmotion(turn.say).label, recent: recent.slice(-12), memories: [...memories.values()], now });
      elapsed.push(performance.now() - started);
      // As the API stores the exchange: facts upserted, mentions marked, forgotten ones removed.
      for (const fact of extractFacts(turn.say, now)) memories.set(fact.kind, { ...fact, createdAt: new Date(now).toISOString(), mentionedAt: null });
      for (const kind of reply.mentioned) {
        const memory = memories.get(kind);
        if (memory) memories.set(kind, { ...memory, mentionedAt: new Date(now).toISOString() });
      }
      for (const kind of reply.forget ?? []) memories.delete(kind);
      recent.push({ sender: 'user', text: turn.say, createdAt: '' }, { sender: 'ai', text: reply.text, createdAt: '' });

      const why = [
        ...turn.must.filter((rule) => !rule.test(reply.text)).map((rule) => `missing ${rule}`),
        ...(turn.mustNot ?? []).filter((rule) => rule.test(reply.text)).map((rule) => `has ${rule}`),
        ...(turn.remembered && !turn.remembered([...memories.keys()]) ? [`remembered: ${[...memories.keys()].join(', ')}`] : []),
      ];
      outcomes.push({ turn: index + 1, say: turn.say, reply: reply.text, ok: why.length === 0, why });
    });
    const failed = outcomes.filter((outcome) => !outcome.ok);
    console.log(
      `${outcomes.length - failed.length} / ${outcomes.length} turns answered what was said` +
        failed.map((outcome) => `\n  turn ${outcome.turn} "${outcome.say}" -> "${outcome.reply}": ${outcome.why.join('; ')}`).join(''),
    );
  });

  it('has 30 turns', () => expect(TURNS).toHaveLength(30));

  it('answers what was said in at least 90 % of the turns', () => {
    expect(outcomes.filter((outcome) => outcome.ok).length).toBeGreaterThanOrEqual(27);
  });

  it('always answers the medicine doubt, the loss and the memory question', () => {
    for (const turn of [6, 7, 9, 11, 20, 26]) expect(outcomes[turn - 1]).toMatchObject({ ok: true });
  });

  it('says its own name now and then: in about one reply in three', () => {
    const named = outcomes.filter((outcome) => outcome.reply.includes('해님')).length;
    expect(named).toBeGreaterThanOrEqual(7);
    expect(named).toBeLessThanOrEqual(15);
  });

  it('answers in a few milliseconds at most (p95 of each turn\'s best of 5: pauses of the shared machine do not count)', () => {
    const best = TURNS.map((turn) => {
      let fastest = Infinity;
      for (let i = 0; i < 5; i += 1) {
        const started = performance.now();
        builtinReply({ text: turn.say, chatBotName: '해님', emotion: classifyEmotion(turn.say).label, recent: recent.slice(-12), memories: [...memories.values()], now: START });
        fastest = Math.min(fastest, performance.now() - started);
      }
      return fastest;
    }).toSorted((a, b) => a - b);
    console.log(`first pass p95 ${elapsed.toSorted((a, b) => a - b)[28].toFixed(2)} ms, best-of-5 p95 ${best[28].toFixed(2)} ms`);
    expect(best[Math.floor(best.length * 0.95)]).toBeLessThan(5);
  });
});
