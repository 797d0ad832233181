import type { Question } from '../../src/companion/help-request/parse';
import { parseUtterance } from '../../src/companion/help-request/parse';
import { NOW, WISHES } from './wishes';

const pad = (n: number) => String(n).padStart(2, '0');

/** What the parser found, written like the table's expectations. */
function describe_(text: string): string {
  const question = /^\[(\w+)\]\s*/.exec(text);
  const said = parseUtterance(question ? text.slice(question[0].length) : text, NOW, (question?.[1] as Question | undefined) ?? null);
  const { date, minuteOfDay, dayPart, help, animal } = said.fields;
  const parts: string[] = [];
  if (date) parts.push(`d=${date.year === 2026 ? '' : `${date.year}-`}${pad(date.month)}-${pad(date.day)}`);
  if (minuteOfDay !== undefined) parts.push(`t=${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}`);
  if (dayPart) parts.push(`p=${dayPart}`);
  if (help) parts.push(`h=${help.type}`);
  if (animal) parts.push(`a=${animal}`);
  if (said.helpChoices.length > 1) parts.push(`choices=${said.helpChoices.length}`);
  if (said.pastWeekday) parts.push('pastWeekday');
  const intent = said.cancelRequest ? 'cancel' : said.stop ? 'stop' : said.yes ? 'yes' : said.no ? 'no' : said.wish ? 'wish' : '';
  if (intent) parts.push(intent);
  return parts.sort().join(' ');
}

const normal = (expected: string) => expected.split(/\s+/).filter(Boolean).sort().join(' ');

describe('Korean wishes for help -> request form fields (issue 26 table)', () => {
  it('has at least 200 wishes and answers', () => {
    expect(WISHES.length).toBeGreaterThanOrEqual(200);
  });

  it('extracts at least 95 % of them exactly', () => {
    const misses = WISHES.map(([text, expected]) => ({ text, expected: normal(expected), got: describe_(text) })).filter((row) => row.got !== row.expected);
    const share = 1 - misses.length / WISHES.length;
    if (misses.length) console.log(`${misses.length} of ${WISHES.length} differ:\n${misses.map((m) => `  ${m.text}\n    want ${m.expected}\n    got  ${m.got}`).join('\n')}`);
    expect(share).toBeGreaterThanOrEqual(0.95);
  });
});
