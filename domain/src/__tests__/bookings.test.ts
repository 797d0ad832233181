import { isPhoneVisible, lastRequestDay, REQUEST_HORIZON_DAYS, requestHorizonEnd } from '../bookings';
import { seoulWallClock } from '../seoul-time';

describe('booking rules', () => {
  it('ends the booking horizon 60 days after today, across months, years and leap days', () => {
    expect(REQUEST_HORIZON_DAYS).toBe(60);
    expect(lastRequestDay({ year: 2026, month: 12, day: 3 })).toEqual({ year: 2027, month: 2, day: 1 });
    expect(lastRequestDay({ year: 2028, month: 1, day: 1 })).toEqual({ year: 2028, month: 3, day: 1 });
    expect(lastRequestDay({ year: 2027, month: 1, day: 1 })).toEqual({ year: 2027, month: 3, day: 2 });
  });

  it('lets the API refuse exactly what the form does not offer: the first minute after the last day, in Seoul', () => {
    // 23:59 on 3 December in Seoul is 14:59 UTC: still "today" there whatever the machine's zone.
    const now = seoulWallClock(2026, 12, 3, 23, 59).getTime();
    expect(requestHorizonEnd(now)).toBe(seoulWallClock(2027, 2, 2).getTime());
    expect(requestHorizonEnd(seoulWallClock(2026, 12, 4).getTime())).toBe(seoulWallClock(2027, 2, 3).getTime());
  });

  it('shows a phone from 48 hours before the start until the end', () => {
    const start = seoulWallClock(2026, 12, 10, 14).getTime();
    const end = start + 3 * 3600_000;
    expect(isPhoneVisible(start, end, start - 48 * 3600_000 - 1)).toBe(false);
    expect(isPhoneVisible(start, end, start - 48 * 3600_000)).toBe(true);
    expect(isPhoneVisible(start, end, end - 1)).toBe(true);
    expect(isPhoneVisible(start, end, end)).toBe(false);
  });
});
