import { SLOT_LENGTH_MINUTES, SLOT_STEP_MINUTES } from './activities';
import { DAYS_OF_WEEK, type DayOfWeek } from './seoul-time';

/** The weekdays' short Korean labels (the schedule names days MONDAY..SUNDAY). */
export const DAY_OF_WEEK_LABELS: Record<DayOfWeek, string> = {
  MONDAY: '월',
  TUESDAY: '화',
  WEDNESDAY: '수',
  THURSDAY: '목',
  FRIDAY: '금',
  SATURDAY: '토',
  SUNDAY: '일',
};

export function isDayOfWeek(value: unknown): value is DayOfWeek {
  return typeof value === 'string' && (DAYS_OF_WEEK as readonly string[]).includes(value);
}

/** The 48 start times of a day as HH:mm, from 00:00 to 23:30. */
export const SLOT_START_TIMES: readonly string[] = Array.from({ length: (24 * 60) / SLOT_STEP_MINUTES }, (_, index) => {
  const minutes = index * SLOT_STEP_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** HH:mm plus the slot length, wrapping past midnight. */
export function slotEndTime(start: string): string {
  const [hours, minutes] = start.split(':').map(Number);
  const end = (hours * 60 + minutes + SLOT_LENGTH_MINUTES) % (24 * 60);
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

/** "14:00" -> "오후 2:00", "00:30" -> "오전 12:30": a weekly slot's start as the app shows it; '' if not HH:mm. */
export function clockLabel(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return '';
  const hour = Number(match[1]);
  if (hour > 23 || Number(match[2]) > 59) return '';
  return `${hour < 12 ? '오전' : '오후'} ${hour % 12 === 0 ? 12 : hour % 12}:${match[2]}`;
}
