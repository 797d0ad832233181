// Every business rule runs on Seoul wall-clock time, whatever TZ the process has. Korea has kept
// UTC+9 without daylight saving since 1988, so a fixed offset is exact for every date we handle.
import { SLOT_STEP_MINUTES } from './activities';

export const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const MINUTES_PER_WEEK = 7 * 24 * 60;

export const DAYS_OF_WEEK = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];
const KOREAN_WEEKDAY = ['월', '화', '수', '목', '금', '토', '일'];

export interface SeoulParts {
  year: number;
  month: number;
  day: number;
  /** ISO weekday: 1 = Monday ... 7 = Sunday. */
  isoWeekday: number;
  hour: number;
  minute: number;
  /** Minutes since Seoul midnight. */
  minuteOfDay: number;
}

export function seoulParts(instant: Date | number): SeoulParts {
  const shifted = new Date((typeof instant === 'number' ? instant : instant.getTime()) + SEOUL_OFFSET_MS);
  const hour = shifted.getUTCHours();
  const minute = shifted.getUTCMinutes();
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    isoWeekday: ((shifted.getUTCDay() + 6) % 7) + 1,
    hour,
    minute,
    minuteOfDay: hour * 60 + minute,
  };
}

/** Full years since a birth date, counted in Seoul. */
export function ageInFullYears(birth: { year: number; month: number; day: number }, nowMs: number): number {
  const today = seoulParts(nowMs);
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/** Minutes since Monday 00:00 Seoul: the unit weekly slots are stored in. */
export function seoulWeekMinute(instant: Date | number): number {
  const parts = seoulParts(instant);
  return (parts.isoWeekday - 1) * 1440 + parts.minuteOfDay;
}

/** The instant of Seoul midnight that starts the Seoul day containing the instant. */
export function seoulDayStart(instant: Date | number): Date {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return new Date(Math.floor((ms + SEOUL_OFFSET_MS) / DAY_MS) * DAY_MS - SEOUL_OFFSET_MS);
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Seoul local ISO text without offset, as the client reads it: 2026-12-01T14:30:00. */
export function toSeoulIso(instant: Date | number): string {
  const shifted = new Date((typeof instant === 'number' ? instant : instant.getTime()) + SEOUL_OFFSET_MS);
  return (
    `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}` +
    `T${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`
  );
}

/** Seoul local date as YYYY-MM-DD. */
export function toSeoulDate(instant: Date | number): string {
  return toSeoulIso(instant).slice(0, 10);
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Reads a date-time from the client: Seoul local text without offset ("2026-12-01T14:30" or with
 * seconds), or any instant with Z / an offset. Returns undefined for anything else, including
 * impossible dates such as February 30.
 */
export function parseClientDateTime(text: string): Date | undefined {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s = '0', zone] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return undefined;
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wallClockAsUtc);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return undefined;
  let offsetMs = SEOUL_OFFSET_MS;
  if (zone === 'Z') offsetMs = 0;
  else if (zone) {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    const offsetHours = Number(digits.slice(0, 2));
    const offsetMinutes = Number(digits.slice(2));
    if (offsetHours > 14 || offsetMinutes > 59) return undefined;
    offsetMs = sign * (offsetHours * 60 + offsetMinutes) * MINUTE_MS;
  }
  return new Date(wallClockAsUtc - offsetMs);
}

/** Written like a date-time, whether or not that day and time exist (2026-02-30T10:00 does). */
export function looksLikeDateTime(text: string): boolean {
  return DATE_TIME.test(text.trim());
}

/** "HH:mm" (two digits each: "1:00" is refused) -> minutes since midnight, only on the schedule grid (30 minutes); undefined otherwise. */
export function parseGridTime(text: string): number | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59 || minute % SLOT_STEP_MINUTES !== 0) return undefined;
  return hour * 60 + minute;
}

export function formatTimeOfDay(minuteOfDay: number): string {
  return `${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}`;
}

/** "오후 2시" / "오전 10시 30분": the way people say a time in Korean. */
export function koreanClock(instant: Date | number): string {
  const { hour, minute } = seoulParts(instant);
  const period = hour < 12 ? '오전' : '오후';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${period} ${hour12}시${minute ? ` ${minute}분` : ''}`;
}

/** "12월 3일(수) 오후 2시" in Seoul time. */
export function koreanDateTime(instant: Date | number): string {
  const { month, day, isoWeekday } = seoulParts(instant);
  return `${month}월 ${day}일(${KOREAN_WEEKDAY[isoWeekday - 1]}) ${koreanClock(instant)}`;
}

/**
 * "오후 2:00": a time of day as the app shows it on cards and lists, in Seoul whatever the
 * device's time zone. Text is read as the API sends it (Seoul local text, or an instant with Z
 * or an offset); '' for text that is not a date-time.
 */
export function koreanTimeLabel(value: string | Date | number): string {
  const instant = typeof value === 'string' ? parseClientDateTime(value) : value;
  if (instant === undefined) return '';
  const { hour, minute } = seoulParts(instant);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour < 12 ? '오전' : '오후'} ${hour12}:${pad(minute)}`;
}

/** "12월 3일 (수)" in Seoul time. */
export function koreanDateLabel(instant: Date | number): string {
  const { month, day, isoWeekday } = seoulParts(instant);
  return `${month}월 ${day}일 (${KOREAN_WEEKDAY[isoWeekday - 1]})`;
}

/**
 * "12월 3일 (수) 오후 2:00" for a date-time as the API sends it (Seoul local text) or an instant;
 * '' for text that is not a date-time, so a bad value never shows "Invalid Date".
 */
export function koreanDateTimeLabel(value: string | Date | number): string {
  const instant = typeof value === 'string' ? parseClientDateTime(value) : value;
  if (instant === undefined) return '';
  return `${koreanDateLabel(instant)} ${koreanTimeLabel(instant)}`;
}

/** The instant of a Seoul wall-clock date and time (the request form's choices). */
export function seoulWallClock(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - SEOUL_OFFSET_MS);
}

/** "수": the Korean weekday of an instant in Seoul. */
export function koreanWeekdayLabel(instant: Date | number): string {
  return KOREAN_WEEKDAY[seoulParts(instant).isoWeekday - 1];
}
