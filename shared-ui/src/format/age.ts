export interface BirthDate {
  year: number;
  month: number;
  day: number;
}

/** Whether the day exists in that month (the lists offer 31 days in every month, so 2월 31일 can be chosen). */
export function isRealDate({ year, month, day }: BirthDate): boolean {
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

/** Full years from the birth date until `today` (a birthday later this year does not count yet). */
export function ageFromBirthDate({ year, month, day }: BirthDate, today: Date = new Date()): number {
  const hadBirthday = today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (hadBirthday ? 0 : 1);
}

/** The birth-year choices: this year and the 99 before it, newest first. */
export function birthYearChoices(count = 100, today: Date = new Date()): number[] {
  const thisYear = today.getFullYear();
  return Array.from({ length: count }, (_, index) => thisYear - index);
}
