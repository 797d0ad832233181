import { ageInFullYears } from '@ieum/domain';

/** Parts of a YYYY-MM-DD date that exists (not 2월 30일), else null. */
export function birthDateParts(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? { year, month, day } : null;
}

/** Full years today in Seoul for a date birthDateSchema accepted. */
export function ageOnBirthDate(birthDate: string, nowMs: number): number {
  const parts = birthDateParts(birthDate);
  if (!parts) throw new Error(`not a birth date: ${birthDate}`);
  return ageInFullYears(parts, nowMs);
}
