import { largestRemainderPercents, monthlyFeedback, previousSeoulMonth } from '../../src/domain/sentiment';

describe('largestRemainderPercents', () => {
  it.each([
    [{}, {}],
    [{ 기쁨: 0 }, {}],
    [{ 기쁨: 1 }, { 기쁨: 100 }],
    [{ 기쁨: 1, 슬픔: 1, 분노: 1 }, { 기쁨: 34, 슬픔: 33, 분노: 33 }],
    [{ 기쁨: 2, 외로움: 1 }, { 기쁨: 67, 외로움: 33 }],
    [{ 기쁨: 1, 평온: 1, 설렘: 1, 슬픔: 1, 외로움: 1, 불안: 1 }, { 기쁨: 17, 평온: 17, 설렘: 17, 슬픔: 17, 외로움: 16, 불안: 16 }],
    [{ 기쁨: 1, 평온: 1, 설렘: 1, 슬픔: 1, 외로움: 1, 불안: 1, 분노: 1 }, { 기쁨: 15, 평온: 15, 설렘: 14, 슬픔: 14, 외로움: 14, 불안: 14, 분노: 14 }],
    // 0.497 % would round to 0: a feeling felt at least once still shows 1 %, taken from the largest.
    [{ 평온: 200, 분노: 1 }, { 평온: 99, 분노: 1 }],
    [{ 평온: 999, 분노: 1 }, { 평온: 99, 분노: 1 }],
    [{ 평온: 997, 슬픔: 1, 불안: 1, 분노: 1 }, { 평온: 97, 슬픔: 1, 불안: 1, 분노: 1 }],
    [{ 기쁨: 3, 슬픔: 3, 외로움: 1 }, { 기쁨: 43, 슬픔: 43, 외로움: 14 }],
    [{ 기쁨: 7, 평온: 7, 설렘: 6 }, { 기쁨: 35, 평온: 35, 설렘: 30 }],
  ])('%j -> %j', (counts, expected) => {
    const result = largestRemainderPercents(counts);
    expect(result).toEqual(expected);
    const total = Object.values(result).reduce((a, b) => a + (b ?? 0), 0);
    expect(total).toBe(Object.keys(expected).length ? 100 : 0);
  });

  it('always sums to 100 for many random distributions', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const labels = ['기쁨', '평온', '설렘', '슬픔', '외로움', '불안', '분노'] as const;
    for (let i = 0; i < 500; i += 1) {
      const counts = Object.fromEntries(labels.map((label) => [label, Math.floor(random() * 40)]));
      const result = largestRemainderPercents(counts);
      const total = Object.values(result).reduce((a, b) => a + (b ?? 0), 0);
      if (Object.values(counts).some((n) => n > 0)) expect(total).toBe(100);
      for (const [label, percent] of Object.entries(result)) {
        const exact = (counts[label] * 100) / Object.values(counts).reduce((a, b) => a + b, 0);
        // Within a point, except the 1 % floor that keeps a rare feeling on the chart (whose point
        // comes from a large share, which may then be off by up to two).
        if (exact >= 1) expect(Math.abs(percent! - exact)).toBeLessThan(2);
        else expect(percent).toBe(1);
      }
    }
  });
});

describe('previousSeoulMonth', () => {
  const at = (iso: string) => Date.parse(iso);
  it('uses the Seoul calendar, not UTC', () => {
    // 2026-11-30T15:00Z is 2026-12-01 00:00 in Seoul: the previous month is November.
    expect(previousSeoulMonth(at('2026-11-30T15:00:00Z')).month).toBe('2026-11');
    // One second earlier it is still November 30 in Seoul: the previous month is October.
    expect(previousSeoulMonth(at('2026-11-30T14:59:59Z')).month).toBe('2026-10');
    const { start, end } = previousSeoulMonth(at('2026-12-15T03:00:00Z'));
    expect(start.toISOString()).toBe('2026-10-31T15:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-30T15:00:00.000Z');
  });
  it('crosses the year', () => {
    expect(previousSeoulMonth(at('2026-12-31T15:30:00Z')).month).toBe('2026-12');
    expect(previousSeoulMonth(at('2027-01-15T00:00:00Z')).month).toBe('2026-12');
  });
});

describe('monthlyFeedback', () => {
  it('is empty without data and names the leading feeling otherwise', () => {
    expect(monthlyFeedback({}, '해님')).toBe('');
    expect(monthlyFeedback({ 기쁨: 6, 슬픔: 4 }, '해님')).toBe('지난달에는 기쁜 순간이 가장 많으셨어요(60%). 그 웃음이 이번 달에도 이어지도록 해님도 곁에서 함께할게요.');
    expect(monthlyFeedback({ 외로움: 7, 평온: 3 }, '해님')).toMatch(/외로운/);
    expect(monthlyFeedback({ 외로움: 5, 슬픔: 1 }, '해님')).toContain('외로운 마음이 가장 많으셨어요(83%)');
    expect(monthlyFeedback({ 슬픔: 8, 분노: 2 }, '해님')).toContain('해님이 귀 기울여');
    expect(monthlyFeedback({ 슬픔: 8, 분노: 2 }, '하루')).toContain('하루가 귀 기울여');
    for (const text of [monthlyFeedback({ 불안: 1 }, '해님'), monthlyFeedback({ 분노: 51, 기쁨: 49 }, '해님')]) {
      expect(text.split(/(?<=[.?!])\s/).length).toBeLessThanOrEqual(2);
    }
  });

  it('names both feelings of a tie, whichever order the labels come in, with their honest percents', () => {
    const tie = monthlyFeedback({ 외로움: 4, 기쁨: 4, 평온: 2 }, '해님');
    expect(tie).toBe('지난달에는 기쁜 순간과 외로운 마음이 똑같이 많으셨어요(기쁨 40%, 외로움 40%). 언제든 해님에게 말 걸어 주시고, 봉사자 방문도 신청해 보세요.');
    expect(monthlyFeedback({ 기쁨: 4, 외로움: 4, 평온: 2 }, '해님')).toBe(tie);
    // Equal counts whose rounded percents differ (34 / 33) are still a tie, shown as they are charted.
    expect(monthlyFeedback({ 기쁨: 1, 평온: 1 }, '해님')).toContain('기쁜 순간과 평온한 날이 똑같이 많으셨어요(기쁨 50%, 평온 50%)');
    expect(monthlyFeedback({ 기쁨: 1, 평온: 1, 설렘: 1 }, '해님')).toBe(
      '지난달에는 여러 마음이 비슷하게 오갔어요(기쁨 34%, 평온 33%, 설렘 33%). 그 웃음이 이번 달에도 이어지도록 해님도 곁에서 함께할게요.',
    );
  });

  it('never calls a month with risky messages calm: it speaks of them kindly and of help', () => {
    const calmMonth = { 평온: 28, 기쁨: 1, 슬픔: 1 };
    expect(monthlyFeedback(calmMonth, '해님')).toContain('평온한 날');
    const crisis = monthlyFeedback(calmMonth, '해님', { kinds: ['SUICIDE'] });
    expect(crisis).not.toMatch(/평온|편안|기쁜/);
    expect(crisis).toContain('털어놓으신 날이 있었어요');
    for (const part of ['109', '주변 사람', '담당 사회복지사']) expect(crisis).toContain(part);
    const fall = monthlyFeedback(calmMonth, '해님', { kinds: ['FALL'] });
    expect(fall).toContain('119');
    expect(fall).not.toContain('109');
    expect(monthlyFeedback({}, '해님', { kinds: ['SELF_HARM', 'ACUTE_ILLNESS'] })).toMatch(/109.*119/);
  });
});
