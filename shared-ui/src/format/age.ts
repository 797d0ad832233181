export interface BirthDate {
  year: number;
  month: number;
  day: number;
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
