// Rules of help requests that the request form and the API both apply, so the form never offers
// what the API refuses: how far ahead a visit may be booked, and when the elderly user sees the
// volunteer's full phone number (api/README.md "Limits on help requests").
import { HOUR_MS, seoulParts, seoulWallClock } from './seoul-time';

/** A request may start on today's Seoul date or up to this many days after it. */
export const REQUEST_HORIZON_DAYS = 60;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The last Seoul date a request made on `today` may start on. */
export function lastRequestDay(today: CalendarDate): CalendarDate {
  const last = new Date(Date.UTC(today.year, today.month - 1, today.day + REQUEST_HORIZON_DAYS));
  return { year: last.getUTCFullYear(), month: last.getUTCMonth() + 1, day: last.getUTCDate() };
}

/** The first instant a request made at nowMs may no longer start at: 00:00 Seoul after lastRequestDay. */
export function requestHorizonEnd(nowMs: number): number {
  const last = lastRequestDay(seoulParts(nowMs));
  return seoulWallClock(last.year, last.month, last.day + 1).getTime();
}

/**
 * The elderly user sees the matched volunteer's full phone number from this many hours before the
 * visit starts until it ends (masked before and after), so a booking never hands out numbers
 * for visits far ahead or long past.
 */
export const PHONE_VISIBLE_HOURS_BEFORE_START = 48;

export function isPhoneVisible(startMs: number, endMs: number, nowMs: number): boolean {
  return nowMs >= startMs - PHONE_VISIBLE_HOURS_BEFORE_START * HOUR_MS && nowMs < endMs;
}
