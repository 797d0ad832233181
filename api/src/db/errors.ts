// SQLSTATE codes we turn into answers; both pg and PGlite put them on error.code.
export const UNIQUE_VIOLATION = '23505';
export const EXCLUSION_VIOLATION = '23P01';
/** Two transactions waited for each other; PostgreSQL aborted this one. Also what two bookings get
 * when they check an exclusion constraint at the same moment (each waits for the other's row). */
export const DEADLOCK_DETECTED = '40P01';

export function isDatabaseError(error: unknown, sqlState: string, constraint?: string): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return code === sqlState && (constraint === undefined || violated === constraint);
}
