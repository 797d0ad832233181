import {
  formatTimeOfDay,
  koreanDateTime,
  parseClientDateTime,
  parseGridTime,
  seoulDayStart,
  seoulParts,
  seoulWeekMinute,
  toSeoulIso,
} from '@ieum/domain';
import { containingSlotStarts } from '../../src/domain/activity-rules';

describe('Seoul time, whatever TZ the process has', () => {
  it('reads local text without an offset as Seoul time, and honours Z and offsets', () => {
    expect(parseClientDateTime('2026-12-01T14:30')?.toISOString()).toBe('2026-12-01T05:30:00.000Z');
    expect(parseClientDateTime('2026-12-01T14:30:00')?.toISOString()).toBe('2026-12-01T05:30:00.000Z');
    expect(parseClientDateTime('2026-12-01 14:30:00.000')?.toISOString()).toBe('2026-12-01T05:30:00.000Z');
    expect(parseClientDateTime('2026-12-01T05:30:00Z')?.toISOString()).toBe('2026-12-01T05:30:00.000Z');
    expect(parseClientDateTime('2026-12-01T14:30:00+09:00')?.toISOString()).toBe('2026-12-01T05:30:00.000Z');
    expect(parseClientDateTime('2026-12-01T00:30:00-05:00')?.toISOString()).toBe('2026-12-01T05:30:00.000Z');
  });

  it.each(['', 'tomorrow', '2026-02-30T10:00', '2026-13-01T10:00', '2026-12-01T24:00', '2026-12-01T10:60', '2026-12-01', '1e10', '2026-12-01T10:00+99:00'])(
    'refuses %p',
    (text) => {
      expect(parseClientDateTime(text)).toBeUndefined();
    },
  );

  it('writes Seoul local ISO text without an offset', () => {
    expect(toSeoulIso(new Date('2026-12-01T15:30:00Z'))).toBe('2026-12-02T00:30:00');
    expect(toSeoulIso(Date.parse('2026-12-31T20:00:00Z'))).toBe('2027-01-01T05:00:00');
  });

  it('finds the Seoul weekday, day start and week minute across the UTC date line', () => {
    // 2026-12-06 is a Sunday; 23:30 Sunday in UTC is already Monday 08:30 in Seoul.
    const instant = Date.parse('2026-12-06T23:30:00Z');
    expect(seoulParts(instant)).toMatchObject({ year: 2026, month: 12, day: 7, isoWeekday: 1, hour: 8, minute: 30 });
    expect(seoulWeekMinute(instant)).toBe(8 * 60 + 30);
    expect(seoulDayStart(instant).toISOString()).toBe('2026-12-06T15:00:00.000Z');
  });

  it('says the date and time the Korean way', () => {
    expect(koreanDateTime(Date.parse('2026-12-03T14:00:00+09:00'))).toBe('12월 3일(목) 오후 2시');
    expect(koreanDateTime(Date.parse('2026-12-05T10:30:00+09:00'))).toBe('12월 5일(토) 오전 10시 30분');
    expect(koreanDateTime(Date.parse('2026-12-06T00:00:00+09:00'))).toBe('12월 6일(일) 오전 12시');
    expect(koreanDateTime(Date.parse('2026-12-07T12:00:00+09:00'))).toBe('12월 7일(월) 오후 12시');
  });

  it('accepts only times on the 30-minute grid', () => {
    expect(parseGridTime('00:00')).toBe(0);
    expect(parseGridTime('09:30')).toBe(570);
    expect(parseGridTime('23:30')).toBe(1410);
    for (const bad of ['24:00', '10:15', '10:3', 'ten', '', '-1:00', '9:30', '1:00', '009:30']) expect(parseGridTime(bad)).toBeUndefined();
    expect(formatTimeOfDay(570)).toBe('09:30');
  });

  it('lists the six slot starts whose 3-hour window holds a start time, wrapping over the week', () => {
    // Tuesday 14:00 Seoul: slots from Tuesday 11:30 to 14:00.
    const tuesday = (minute: number) => 1440 + minute;
    expect(containingSlotStarts(new Date('2026-12-01T14:00:00+09:00')).sort((a, b) => a - b)).toEqual(
      [690, 720, 750, 780, 810, 840].map(tuesday),
    );
    // Off the grid (14:10) the 11:30 slot ends at 14:30 and still holds it; 11:00 does not.
    expect(containingSlotStarts(new Date('2026-12-01T14:10:00+09:00'))).not.toContain(tuesday(660));
    expect(containingSlotStarts(new Date('2026-12-01T14:10:00+09:00'))).toContain(tuesday(690));
    // Monday 01:00 is held by Sunday's 22:30..23:30 slots.
    const mondayStarts = containingSlotStarts(new Date('2026-12-07T01:00:00+09:00'));
    expect(mondayStarts).toContain(6 * 1440 + 23 * 60);
    expect(mondayStarts).toContain(0);
    expect(mondayStarts.every((start) => start >= 0 && start < 7 * 1440)).toBe(true);
  });
});
