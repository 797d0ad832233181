import { koreanDateLabel, koreanDateTimeLabel, koreanTimeLabel } from '../seoul-time';

describe('the app’s Korean date-time labels (Seoul time, whatever the phone’s zone)', () => {
  it('shows the API’s Seoul-local text as the user reads it', () => {
    expect(koreanDateTimeLabel('2026-12-03T14:00:00')).toBe('12월 3일 (목) 오후 2:00');
    expect(koreanDateTimeLabel('2026-12-06T00:30:00')).toBe('12월 6일 (일) 오전 12:30');
    expect(koreanDateTimeLabel('2026-12-07T12:05')).toBe('12월 7일 (월) 오후 12:05');
  });

  it('converts instants to Seoul, so a late-evening UTC time is the next Seoul day', () => {
    const instant = Date.UTC(2026, 11, 2, 23, 30); // 08:30 on 3 December in Seoul
    expect(koreanDateLabel(instant)).toBe('12월 3일 (목)');
    expect(koreanTimeLabel(instant)).toBe('오전 8:30');
  });

  it('shows nothing for text that is not a date-time instead of "Invalid Date"', () => {
    expect(koreanDateTimeLabel('')).toBe('');
    expect(koreanDateTimeLabel('내일 오후')).toBe('');
    expect(koreanDateTimeLabel('2026-02-30T10:00:00')).toBe('');
  });
});
