import type { Queryable } from '../../../db/database';
import { REMINDER_LEAD_MS } from '../../../domain/activity-rules';
import type { Notify } from '../notifications';
import { scheduleJob } from '../scheduled-jobs';
import { type Activity, assignVolunteer } from './activity-repository';
import { activityNotifications } from './activity-notifications';
import { type MatchingContext, nowDate } from './context';

/**
 * The one way a volunteer gets an activity (a pick, an automatic match, a replacement): PROGRESS,
 * the reminder job (1 hour before the start, at once when that has passed) and MATCHED to both
 * sides, all in the caller's transaction under the activity's row lock and the volunteer's booking lock.
 */
export async function assign(context: MatchingContext, tx: Queryable, notify: Notify, activity: Activity, volunteerId: number): Promise<void> {
  const at = nowDate(context);
  await assignVolunteer(tx, activity.id, volunteerId, at);
  const remindAt = new Date(Math.max(activity.startTime.getTime() - REMINDER_LEAD_MS, at.getTime()));
  await scheduleJob(tx, { kind: 'REMINDER', activityId: activity.id, volunteerId, runAt: remindAt }, at);
  await notify(await activityNotifications(tx, 'MATCHED', ['elderly', 'volunteer'], activity, volunteerId));
}
