import { ADD_DESCRIPTION_MAX_LENGTH, ANIMAL_TYPE_CODES, isHelpType, SLOT_STEP_MINUTES, koreanDateLabel, koreanTimeLabel, koreanWeekdayLabel, lastRequestDay, seoulWallClock, toSeoulIso, type AnimalType, type CalendarDate, type HelpType, type SeoulParts } from '@ieum/domain';

/** The clock parts the form's rules read. */
export type SeoulClock = Pick<SeoulParts, 'year' | 'month' | 'day' | 'hour' | 'minute'>;

export const CLOCK_REFRESH_MS = 60_000;
export const EMPTY_DESCRIPTION = '추가 요청사항 없음';

export const MESSAGES = {
  typeRequired: '신청 유형을 선택해주세요.',
  dateTimeRequired: '날짜와 시간을 모두 선택해주세요.',
  pastTime: '현재 시각 이후의 시간만 선택할 수 있습니다.',
  animalRequired: '반려동물이 있는지 선택해주세요.',
} as const;

export type CalendarDay = CalendarDate;

export interface TimeOfDay {
  hour: number;
  minute: number;
}

export interface RequestDraft {
  type: HelpType | null;
  date: CalendarDay | null;
  time: TimeOfDay | null;
  animal: AnimalType | null;
  description: string;
}

export const EMPTY_DRAFT: RequestDraft = { type: null, date: null, time: null, animal: null, description: '' };

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const dayNumber = ({ year, month, day }: CalendarDay) => Date.UTC(year, month - 1, day);

const monthNumber = (year: number, month: number) => year * 12 + month;

/** The months that can be shown: from this month to the month of the last day a request may start (lastRequestDay in @ieum/domain, the API's rule). */
export function canShowMonth(now: SeoulClock, year: number, month: number): boolean {
  const last = lastRequestDay(now);
  const shown = monthNumber(year, month);
  return shown >= monthNumber(now.year, now.month) && shown <= monthNumber(last.year, last.month);
}

/** The days of a month from today (Seoul) to the last day a request may start. */
export function selectableDays(now: SeoulClock, year: number, month: number): CalendarDay[] {
  const today = dayNumber(now);
  const last = dayNumber(lastRequestDay(now));
  const days: CalendarDay[] = [];
  for (let day = 1; day <= daysInMonth(year, month); day += 1) {
    const candidate = { year, month, day };
    if (dayNumber(candidate) >= today && dayNumber(candidate) <= last) days.push(candidate);
  }
  return days;
}

/** The 30-minute start times of a day still ahead of now (all 48 on a later day). */
export function selectableTimes(now: SeoulClock, date: CalendarDay | null): TimeOfDay[] {
  const times: TimeOfDay[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += SLOT_STEP_MINUTES) {
    const time = { hour: Math.floor(minutes / 60), minute: minutes % 60 };
    if (!date || isAfterNow(now, date, time)) times.push(time);
  }
  return times;
}

export function isAfterNow(now: SeoulClock, date: CalendarDay, time: TimeOfDay): boolean {
  const chosen = dayNumber(date) + (time.hour * 60 + time.minute) * 60_000;
  const current = dayNumber(now) + (now.hour * 60 + now.minute) * 60_000;
  return chosen > current;
}

/** The first problem of the date-and-time step, or null. */
export function dateTimeProblem(now: SeoulClock, draft: RequestDraft): string | null {
  if (!draft.date || !draft.time) return MESSAGES.dateTimeRequired;
  if (daysInMonth(draft.date.year, draft.date.month) < draft.date.day) return MESSAGES.dateTimeRequired;
  if (!isAfterNow(now, draft.date, draft.time)) return MESSAGES.pastTime;
  return null;
}

/** The problem of a step (1-3), or null when the user may go on. */
export function stepProblem(step: number, now: SeoulClock, draft: RequestDraft): string | null {
  if (step === 1) return draft.type ? null : MESSAGES.typeRequired;
  if (step === 2) return dateTimeProblem(now, draft);
  if (step === 3) return draft.animal ? null : MESSAGES.animalRequired;
  return null;
}

/** Every step checked again before sending; the step to go back to with its message. */
export function submitProblem(now: SeoulClock, draft: RequestDraft): { step: number; message: string } | null {
  for (const step of [1, 2, 3]) {
    const message = stepProblem(step, now, draft);
    if (message) return { step, message };
  }
  return null;
}

export function startTimeOf(date: CalendarDay, time: TimeOfDay): string {
  return toSeoulIso(seoulWallClock(date.year, date.month, date.day, time.hour, time.minute));
}

/** 12월 3일 (수) */
export function dateLabel({ year, month, day }: CalendarDay): string {
  return koreanDateLabel(seoulWallClock(year, month, day));
}

/** 수 */
export function weekdayLabel({ year, month, day }: CalendarDay): string {
  return koreanWeekdayLabel(seoulWallClock(year, month, day));
}

/** 오후 2:00 */
export function timeLabel({ hour, minute }: TimeOfDay): string {
  return koreanTimeLabel(seoulWallClock(2000, 1, 1, hour, minute));
}

/**
 * 다른 봉사자 찾기 after a volunteer did not come: the same help, pet and words, a new date and
 * time (so the form opens at step 2). Anything unexpected in the route state is ignored.
 */
export function repeatDraft(state: unknown): RequestDraft | null {
  const repeat = (state as { repeatRequest?: { volunteerType?: unknown; animalType?: unknown; addDescription?: unknown } } | null)?.repeatRequest;
  if (!repeat || !isHelpType(repeat.volunteerType) || !ANIMAL_TYPE_CODES.includes(repeat.animalType as AnimalType)) return null;
  const text = typeof repeat.addDescription === 'string' && repeat.addDescription !== EMPTY_DESCRIPTION ? repeat.addDescription : '';
  return { ...EMPTY_DRAFT, type: repeat.volunteerType, animal: repeat.animalType as AnimalType, description: text.slice(0, ADD_DESCRIPTION_MAX_LENGTH) };
}

export function descriptionToSend(description: string): string {
  return description.trim() || EMPTY_DESCRIPTION;
}
