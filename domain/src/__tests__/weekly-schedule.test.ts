import { clockLabel, DAY_OF_WEEK_LABELS, DAYS_OF_WEEK, SLOT_START_TIMES, slotEndTime } from '../index';

describe('weekly schedule rules', () => {
  it('offers the 48 starts of a day on the 30-minute grid', () => {
    expect(SLOT_START_TIMES).toHaveLength(48);
    expect(SLOT_START_TIMES.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(SLOT_START_TIMES.at(-1)).toBe('23:30');
  });

  it('ends a slot 3 hours after its start, past midnight too', () => {
    expect(slotEndTime('13:30')).toBe('16:30');
    expect(slotEndTime('22:30')).toBe('01:30');
  });

  it('labels times as the app shows them and every weekday in Korean', () => {
    expect(clockLabel('00:30')).toBe('오전 12:30');
    expect(clockLabel('12:00')).toBe('오후 12:00');
    expect(clockLabel('14:00')).toBe('오후 2:00');
    expect(clockLabel('25:00')).toBe('');
    expect(DAYS_OF_WEEK.map((day) => DAY_OF_WEEK_LABELS[day]).join('')).toBe('월화수목금토일');
  });
});
