import { emotionSlices, koreanMonth, previousSeoulMonth } from '../emotion-summary';

describe('emotion summary', () => {
  it('sorts largest first, leaves out zeros, and cycles the palette by sorted position', () => {
    const slices = emotionSlices({ a: 1, b: 30, c: 0, d: 12, e: 9, f: 8, g: 7, h: 6, i: 27 });
    expect(slices.map((slice) => slice.label)).toEqual(['b', 'i', 'd', 'e', 'f', 'g', 'h', 'a']);
    expect(slices[0].color).toBe('#5D47FF');
    expect(slices[6].color).toBe('#C084FC');
    expect(slices[7].color).toBe('#5D47FF');
    expect(emotionSlices(undefined)).toEqual([]);
  });

  it("writes months the Korean way", () => {
    expect(koreanMonth('2026-01')).toBe('2026년 1월');
    expect(koreanMonth('2025-12')).toBe('2025년 12월');
    expect(koreanMonth('garbage')).toBeNull();
  });

  it("takes the previous month by Seoul's calendar, not the device's", () => {
    // 1 January 00:30 in Seoul is still 31 December in UTC.
    expect(previousSeoulMonth(new Date('2025-12-31T15:30:00Z'))).toBe('2025-12');
    expect(previousSeoulMonth(new Date('2025-12-31T14:30:00Z'))).toBe('2025-11');
    expect(previousSeoulMonth(new Date('2026-03-31T15:00:00Z'))).toBe('2026-03');
  });
});
