const SEOUL_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Seoul as {year, month, day}, whatever the machine's zone. */
export function seoulDate(nowMs: number): { year: number; month: number; day: number } {
  const parts = Object.fromEntries(SEOUL_DATE.formatToParts(new Date(nowMs)).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** Full years since a birth date, counted in Seoul. */
export function ageInFullYears(birth: { year: number; month: number; day: number }, nowMs: number): number {
  const today = seoulDate(nowMs);
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}
