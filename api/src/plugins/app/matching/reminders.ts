import type { Queryable } from '../../../db/database';
import type { Notify } from '../notifications';
import { type ClaimedJob, JOB_SENT } from '../scheduled-jobs';
import { lockActivity } from './activity-repository';
import { activityNotifications } from './activity-notifications';
import type { MatchingContext } from './context';

/**
 * The REMINDER job (written by assign, 1 hour before the start): tells both sides, if the activity
 * is still PROGRESS with the same volunteer and has not started. The dedupe key makes a retried
 * job never send twice.
 */
export async function sendReminder(context: MatchingContext, tx: Queryable, notify: Notify, job: ClaimedJob): Promise<string> {
  const activity = await lockActivity(tx, job.activityId);
  if (!activity || activity.status !== 'PROGRESS' || activity.volunteerId !== job.volunteerId) return 'STALE';
  if (activity.startTime.getTime() <= context.now()) return 'TOO_LATE';
  await notify(await activityNotifications(tx, 'REMINDER', ['elderly', 'volunteer'], activity, job.volunteerId, `reminder:${job.id}`));
  return JOB_SENT;
}
