import { DAY_OF_WEEK_LABELS, SLOT_START_TIMES, type DayOfWeek, type HelpType } from '@ieum/domain';

export interface ScheduleForm {
  /** Chosen days, Monday first. */
  days: DayOfWeek[];
  /** Start time (HH:mm) per day; kept for a day switched off and on again. */
  starts: Partial<Record<DayOfWeek, string>>;
  types: HelpType[];
}

/** The first thing wrong with the form, in the order the user reads it, or null. */
export function scheduleProblem(form: ScheduleForm): string | null {
  if (form.days.length === 0) return '요일을 선택해주세요.';
  if (form.types.length === 0) return '봉사 유형을 선택해주세요.';
  const missing = form.days.filter((day) => !SLOT_START_TIMES.includes(form.starts[day] ?? ''));
  if (missing.length > 0) return `시간을 선택해주세요 (${missing.map((day) => DAY_OF_WEEK_LABELS[day]).join(', ')})`;
  return null;
}
