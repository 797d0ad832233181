/** The API gives Seoul wall-clock times without an offset; a phone abroad must still read them as Seoul time. */
export function parseServerTime(value: string): number {
  const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/i.test(value);
  return Date.parse(hasOffset ? value : `${value}+09:00`);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 방금 전 under a minute, then N분 전, N시간 전, N일 전. A time ahead of the phone's clock is 방금 전. */
export function relativeKoreanTime(createdAt: string, now: number = Date.now()): string {
  const elapsed = now - parseServerTime(createdAt);
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return '방금 전';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}분 전`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}시간 전`;
  return `${Math.floor(elapsed / DAY)}일 전`;
}
