// Korean day and time expressions, read on the Seoul calendar (domain/seoul-time).
import { type CalendarDate, DAY_MS, seoulParts } from '@ieum/domain';

export type DayPart = 'MORNING' | 'NOON' | 'AFTERNOON' | 'EVENING';

export interface WhenFound {
  date?: CalendarDate;
  /** Minutes since Seoul midnight; may be off the 30-minute grid (the rules explain it). */
  minuteOfDay?: number;
  /** A part of the day said without an hour (모레 아침에): the hour is still to ask. */
  dayPart?: DayPart;
  /** A weekday of this week that already went by (이번 주 월요일 on a Thursday). */
  pastWeekday?: boolean;
}

const WEEKDAYS = '월화수목금토일';
const NATIVE_HOURS: [string, number][] = [
  ['열두', 12], ['열한', 11], ['열', 10], ['아홉', 9], ['여덟', 8], ['일곱', 7], ['여섯', 6], ['다섯', 5], ['네', 4], ['넉', 4], ['세', 3], ['석', 3], ['두', 2], ['한', 1],
];
const SINO_MINUTES: Record<string, number> = { 십: 10, 십오: 15, 이십: 20, 삼십: 30, 사십: 40, 사십오: 45, 오십: 50 };
const RELATIVE_DAY_WORDS: Record<string, number> = { 하루: 1, 이틀: 2, 사흘: 3, 나흘: 4, 닷새: 5, 엿새: 6, 이레: 7, 일주일: 7 };

const HOUR = `(\\d{1,2}|${NATIVE_HOURS.map(([word]) => word).join('|')})`;
const MARKER = '(오전|오후|아침|점심|저녁|밤|새벽|낮)';
// 시 but not 시간 (a duration) and not 시장/시청 (places).
const TIME_RE = new RegExp(`(?:${MARKER}\\s*)?${HOUR}\\s*시(?![간장청내])\\s*(?:(반)|(\\d{1,2}|십오|사십오|이십|삼십|사십|오십|십)\\s*분)?`);
const NOON_RE = /정오|한낮/;
const DAY_PART_RE = /(오전|아침|새벽|점심|오후|낮|저녁|밤)(?!\s*(?:밥|식사|약|을|를|먹|드셨|드시))/;

const toDate = (ms: number): CalendarDate => {
  const parts = seoulParts(ms);
  return { year: parts.year, month: parts.month, day: parts.day };
};
const addDays = (today: CalendarDate, days: number): CalendarDate => {
  const shifted = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
};
const dayIndex = (date: CalendarDate) => Date.UTC(date.year, date.month - 1, date.day) / DAY_MS;
export const compareDates = (a: CalendarDate, b: CalendarDate) => dayIndex(a) - dayIndex(b);

function hourOf(word: string): number {
  return /^\d+$/.test(word) ? Number(word) : (NATIVE_HOURS.find(([native]) => native === word)?.[1] ?? NaN);
}

const PART_OF_MARKER: Record<string, DayPart> = { 오전: 'MORNING', 아침: 'MORNING', 새벽: 'MORNING', 점심: 'NOON', 낮: 'AFTERNOON', 오후: 'AFTERNOON', 저녁: 'EVENING', 밤: 'EVENING' };

/**
 * An hour said without 오전/오후 is read as a daytime visit: 1-6 -> afternoon, 7-11 -> morning,
 * 12 -> noon. A part of the day said earlier (아침, 저녁) settles it the same way as a marker.
 */
export function resolveHour(hour: number, part: DayPart | undefined): number {
  if (hour >= 13) return hour;
  switch (part) {
    case 'MORNING':
      return hour === 12 ? 0 : hour;
    case 'NOON':
      return hour <= 3 ? hour + 12 : hour;
    case 'AFTERNOON':
    case 'EVENING':
      return hour === 12 ? 12 : hour + 12;
    default:
      return hour === 12 ? 12 : hour <= 6 ? hour + 12 : hour;
  }
}

function findDate(text: string, today: CalendarDate, isoWeekday: number): Pick<WhenFound, 'date' | 'pastWeekday'> {
  if (/내일\s*모레/.test(text)) return { date: addDays(today, 2) };
  if (/오늘/.test(text)) return { date: today };
  if (/내일|낼(?!게|께)/.test(text)) return { date: addDays(today, 1) };
  if (/모레/.test(text)) return { date: addDays(today, 2) };
  if (/글피/.test(text)) return { date: addDays(today, 3) };

  const relative = /(\d{1,2}|하루|이틀|사흘|나흘|닷새|엿새|이레|일주일)\s*일?\s*(?:뒤|후|있다가)/.exec(text);
  if (relative) {
    const days = RELATIVE_DAY_WORDS[relative[1]] ?? Number(relative[1]);
    return { date: addDays(today, days) };
  }

  const weekday = /(이번\s*주|금주|다음\s*주|담\s*주|다다음\s*주|오는|이번|다음)?\s*([월화수목금토일])\s*요일/.exec(text);
  if (weekday) {
    const target = WEEKDAYS.indexOf(weekday[2]) + 1;
    const which = (weekday[1] ?? '').replace(/\s/g, '');
    const weekOffset = which.startsWith('다다음') ? 2 : /^(다음주|담주)$/.test(which) ? 1 : which === '이번주' || which === '금주' ? 0 : null;
    if (weekOffset === null) {
      // 화요일 / 오는 화요일 / 다음 화요일: the next such day from today on.
      const ahead = (target - isoWeekday + 7) % 7;
      return { date: addDays(today, which === '다음' && ahead === 0 ? 7 : ahead) };
    }
    const offset = weekOffset * 7 + target - isoWeekday;
    return offset < 0 ? { date: addDays(today, offset), pastWeekday: true } : { date: addDays(today, offset) };
  }

  const monthDay = /(\d{1,2})\s*월\s*(\d{1,2})\s*일/.exec(text);
  if (monthDay) {
    const month = Number(monthDay[1]);
    const day = Number(monthDay[2]);
    const thisYear = { year: today.year, month, day };
    return { date: compareDates(thisYear, today) < 0 ? { year: today.year + 1, month, day } : thisYear };
  }
  const dayOnly = /(?<![\d월])(\d{1,2})\s*일(?!\s*(?:뒤|후|동안|간|째))/.exec(text);
  if (dayOnly) {
    const day = Number(dayOnly[1]);
    const thisMonth = { year: today.year, month: today.month, day };
    if (day >= today.day) return { date: thisMonth };
    const next = addDays({ year: today.year, month: today.month, day: 1 }, 32);
    return { date: { year: next.year, month: next.month, day } };
  }
  return {};
}

function findTime(text: string, knownPart: DayPart | undefined): Pick<WhenFound, 'minuteOfDay' | 'dayPart'> {
  const time = TIME_RE.exec(text);
  if (time) {
    const [, marker, hourWord, half, minuteWord] = time;
    const hour = hourOf(hourWord);
    if (Number.isFinite(hour) && hour <= 24) {
      const minute = half ? 30 : minuteWord ? (SINO_MINUTES[minuteWord] ?? Number(minuteWord)) : 0;
      const part = marker ? PART_OF_MARKER[marker] : (findDayPart(text.slice(0, time.index)) ?? knownPart);
      return { minuteOfDay: (resolveHour(hour, part) % 24) * 60 + minute };
    }
  }
  if (NOON_RE.test(text)) return { minuteOfDay: 12 * 60 };
  const part = findDayPart(text);
  return part ? { dayPart: part } : {};
}

function findDayPart(text: string): DayPart | undefined {
  const match = DAY_PART_RE.exec(text);
  return match ? PART_OF_MARKER[match[1]] : undefined;
}

/** The day and time said in one message, against "now" in Seoul; knownPart is a part of the day said before. */
export function findWhen(text: string, nowMs: number, knownPart?: DayPart): WhenFound {
  const parts = seoulParts(nowMs);
  const today = toDate(nowMs);
  return { ...findDate(text, today, parts.isoWeekday), ...findTime(text, knownPart) };
}
