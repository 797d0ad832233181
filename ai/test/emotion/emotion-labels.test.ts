import { EMOTION_LABELS, type EmotionLabel } from '@ieum/domain';
import { classifyEmotion } from '../../src/companion/emotion';
import { CRISIS_UNRATED, LABELLED, WITH_RISK } from './labelled';

/**
 * Accuracy on the labelled set. The rule: at least 90 % overall AND at least 90 % within every
 * label (so a good average cannot hide a label that is mostly wrong, as 슬픔 2 of 5 once did).
 */
describe('emotion labels (ai/test/emotion/labelled.ts)', () => {
  const results = LABELLED.map(([sentence, expected]) => ({ sentence, expected, got: classifyEmotion(sentence).label }));
  const misses = results.filter((result) => result.got !== result.expected);

  it('has at least 300 sentences, at least 35 per label', () => {
    expect(LABELLED.length).toBeGreaterThanOrEqual(300);
    for (const label of EMOTION_LABELS) expect(LABELLED.filter(([, expected]) => expected === label).length).toBeGreaterThanOrEqual(35);
  });

  it('is right on at least 90 % overall', () => {
    if (misses.length) console.log(misses.map((miss) => `${miss.expected} <- ${miss.got}: ${miss.sentence}`).join('\n'));
    expect(results.length - misses.length).toBeGreaterThanOrEqual(Math.ceil(results.length * 0.9));
  });

  it.each(EMOTION_LABELS)('is right on at least 90 %% of the %s sentences', (label: EmotionLabel) => {
    const own = results.filter((result) => result.expected === label);
    const right = own.filter((result) => result.got === label).length;
    expect(right / own.length).toBeGreaterThanOrEqual(0.9);
  });

  it.each(WITH_RISK)('a risky message carries its feeling: %s', (sentence, risk, expected) => {
    const result = classifyEmotion(sentence, risk);
    expect(result.label).toBe(expected);
    expect(['평온', '기쁨', '설렘']).not.toContain(result.label);
  });

  it.each(CRISIS_UNRATED)('hears the feeling of a crisis sentence even before it is rated: %s', (sentence) => {
    expect(['평온', '기쁨', '설렘']).not.toContain(classifyEmotion(sentence).label);
  });

  it('is never calm about a risky message, even one that says 괜찮아요', () => {
    for (const risk of [{ level: 'crisis', kind: 'SUICIDE' }, { level: 'concern', kind: null }, { level: 'crisis', kind: 'FALL' }] as const) {
      expect(classifyEmotion('괜찮아요 좋아요 편안해요', risk).label).not.toBe('평온');
    }
    expect(classifyEmotion('넘어졌어요', { level: 'crisis', kind: 'FALL' }).label).toBe('불안');
  });

  it('calls a plain statement 평온 without evidence, and a named calm with it', () => {
    expect(classifyEmotion('텔레비전을 봤어요')).toMatchObject({ label: '평온', evidence: false });
    expect(classifyEmotion('푹 자고 나니 편안해요')).toMatchObject({ label: '평온', evidence: true });
  });

  it('reads stems across conjugations, spacing and typos alike', () => {
    for (const sentence of ['외로워요', '외롭네', '외로운 밤', '외로웠어', '외로버요', '너무외로워', '외롭 데이']) {
      expect(classifyEmotion(sentence).label).toBe('외로움');
    }
    for (const [sentence, label] of [['배고파 죽겠네', '평온'], ['웃겨 죽겠어요', '기쁨'], ['좋아 죽겠어요', '기쁨']] as const) expect(classifyEmotion(sentence).label).toBe(label);
    for (const sentence of ['안 외로워요', '안외로워요', '외롭지 않아요', '외롭진않아']) expect(classifyEmotion(sentence).label).toBe('평온');
  });

  it('labels a message in well under a millisecond', () => {
    const started = performance.now();
    for (let round = 0; round < 5; round += 1) for (const [sentence] of LABELLED) classifyEmotion(sentence);
    expect((performance.now() - started) / (LABELLED.length * 5)).toBeLessThan(1);
  });
});
