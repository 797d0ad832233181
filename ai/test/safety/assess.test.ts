import type { ReplyEngine } from '../../src/companion/engine';
import { assessMessage, careModeOf, isRefusal, safetyTurn, CONCERN_QUESTION, FIXED_SAFETY_TEXTS } from '../../src/companion/safety';
import type { RiskAssessment } from '../../src/companion/risk';

const engine = (classify?: () => Promise<RiskAssessment | null>): ReplyEngine => ({
  name: 'test',
  reply: async () => ({ text: '네', mentioned: [], engine: 'test' }),
  ...(classify ? { classify } : {}),
});

describe('assessMessage: the rules and the engine classification', () => {
  it('lets the stricter win: the engine sees a crisis the rules missed', async () => {
    const risk = await assessMessage('오늘 좀 그래요', [], engine(async () => ({ level: 'crisis', kind: 'SUICIDE' })));
    expect(risk).toEqual({ level: 'crisis', kind: 'SUICIDE' });
  });

  it('keeps the rules crisis when the engine says none', async () => {
    expect(await assessMessage('자살하고 싶어요', [], engine(async () => ({ level: 'none', kind: null })))).toEqual({ level: 'crisis', kind: 'SUICIDE' });
  });

  it('never waits for a slow engine when the rules see a crisis, and at most the timeout otherwise', async () => {
    const never = () => new Promise<RiskAssessment | null>(() => {});
    let started = Date.now();
    expect((await assessMessage('뛰어내릴까 봐요', [], engine(never), 5000)).level).toBe('crisis');
    expect(Date.now() - started).toBeLessThan(100);
    started = Date.now();
    expect(await assessMessage('안녕하세요', [], engine(never), 150)).toEqual({ level: 'none', kind: null });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('goes on with the rules when the engine classification fails', async () => {
    expect((await assessMessage('사는 게 재미가 없어요', [], engine(() => Promise.reject(new Error('down'))))).level).toBe('concern');
  });
});

describe('care mode and the safety replies', () => {
  const now = Date.parse('2026-12-01T10:00:00Z');
  const crisis = (minutesAgo: number, turns: number) => ({
    kind: 'SUICIDE' as const,
    createdAt: new Date(now - minutesAgo * 60_000).toISOString(),
    userTurnsSince: turns,
    staffAlerted: false,
    familyAlerted: false,
  });

  it('lasts six user turns and two hours after a crisis', () => {
    expect(careModeOf(crisis(5, 0), now)).toMatchObject({ kind: 'SUICIDE', turn: 0 });
    expect(careModeOf(crisis(5, 5), now)).toMatchObject({ turn: 5 });
    expect(careModeOf(crisis(5, 6), now)).toBeNull();
    expect(careModeOf(crisis(119, 1), now)).not.toBeNull();
    expect(careModeOf(crisis(121, 1), now)).toBeNull();
    expect(careModeOf(null, now)).toBeNull();
  });

  it('accepts a refusal without guessing anger and offers 109 again', () => {
    for (const text of ['109에 전화하기 싫어요', '괜찮아요 됐어요', '전화는 안 할래요', '됐어']) expect(isRefusal(text)).toBe(true);
    expect(isRefusal('오늘은 밥을 먹었어요')).toBe(false);
    const turn = safetyTurn({ level: 'none', kind: null }, crisis(3, 1), { welfareWorkerName: null, familyLinked: true }, [], '109에 전화하기 싫어요', now);
    expect(turn.reply).toMatch(/^네, 알겠어요/);
    expect(turn.reply).toContain('109');
    expect(turn.reply).toContain('가족분께 전화해 보시는');
    expect(turn.reply).not.toContain('화가 나셨');
  });

  it('answers a new crisis of another kind with its own reply, and a concern with the gentle question', () => {
    expect(safetyTurn({ level: 'crisis', kind: 'FALL' }, crisis(3, 1), null, [], '넘어졌어요', now).reply).toContain('119');
    expect(safetyTurn({ level: 'concern', kind: null }, null, null, [], '다 귀찮아요', now).reply).toBe(CONCERN_QUESTION);
    expect(safetyTurn({ level: 'none', kind: null }, null, null, [], '안녕', now).reply).toBeNull();
  });

  it('has fixed first replies (no names), each pointing to 109 or 119, never cheerful', () => {
    for (const text of FIXED_SAFETY_TEXTS.filter((reply) => reply !== CONCERN_QUESTION)) {
      expect(text).toMatch(/109|119/);
      expect(text).not.toMatch(/다행|좋네요|재미있/);
    }
  });
});
