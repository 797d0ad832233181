// Pure rules of help requests and their matches (no database, no clock of their own).
import { ACTIVITY_HOURS, HOUR_MS, MINUTES_PER_WEEK, SLOT_LENGTH_MINUTES, SLOT_STEP_MINUTES, seoulWeekMinute } from '@ieum/domain';

export const ACTIVITY_DURATION_MS = ACTIVITY_HOURS * HOUR_MS;
/** Both sides are reminded this long before the start (at once when matched later than that). */
export const REMINDER_LEAD_MS = HOUR_MS;

/** Weekly slot starts (minutes since Monday 00:00 Seoul) whose 3-hour window contains the instant. */
export function containingSlotStarts(start: Date): number[] {
  const weekMinute = seoulWeekMinute(start);
  const latest = weekMinute - (weekMinute % SLOT_STEP_MINUTES);
  const starts: number[] = [];
  for (let offset = 0; offset < SLOT_LENGTH_MINUTES; offset += SLOT_STEP_MINUTES) {
    const slotStart = latest - offset;
    if (weekMinute - slotStart < SLOT_LENGTH_MINUTES) starts.push((slotStart + MINUTES_PER_WEEK) % MINUTES_PER_WEEK);
  }
  return starts;
}
