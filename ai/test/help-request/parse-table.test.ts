import { normalExpectation, parsedAsWritten, WISHES } from './wishes';

describe('Korean wishes for help -> request form fields (issue 26 table)', () => {
  it('has at least 200 wishes and answers', () => {
    expect(WISHES.length).toBeGreaterThanOrEqual(200);
  });

  it('extracts at least 95 % of them exactly', () => {
    const misses = WISHES.map(([text, expected]) => ({ text, expected: normalExpectation(expected), got: parsedAsWritten(text) })).filter((row) => row.got !== row.expected);
    const share = 1 - misses.length / WISHES.length;
    if (misses.length) console.log(`${misses.length} of ${WISHES.length} differ:\n${misses.map((m) => `  ${m.text}\n    want ${m.expected}\n    got  ${m.got}`).join('\n')}`);
    expect(share).toBeGreaterThanOrEqual(0.95);
  });
});
