import { HOUR_MS, NO_SHOW_LATE_CANCEL_HOURS } from '@ieum/domain';
import { matchingError } from '../../../domain/matching-errors';
import { closeJobsOf } from '../scheduled-jobs';
import { hasCancelled, lockActivity, releaseVolunteer } from './activity-repository';
import { activityNotifications } from './activity-notifications';
import { retryWaitingFor, tryAutoMatch } from './auto-match';
import { type MatchingContext, type MatchOutcome, nowDate } from './context';

/**
 * The assigned volunteer cancels before the start. The request does not end: it goes back to the
 * waiting pool, a replacement is searched at once, and this volunteer is never proposed for it again.
 */
export async function cancelByVolunteer(context: MatchingContext, volunteerId: number, activityId: number): Promise<MatchOutcome> {
  const released = await context.notifications.withNotifications(async (tx, notify) => {
    const activity = await lockActivity(tx, activityId);
    if (!activity) throw matchingError('MATCHING_NOT_FOUND');
    if (activity.volunteerId !== volunteerId) {
      if (await hasCancelled(tx, activityId, volunteerId)) return false; // Already cancelled by this volunteer: nothing more to do.
      throw matchingError('NOT_YOUR_MATCHING');
    }
    if (activity.status === 'CANCELED') throw matchingError('REQUEST_CLOSED');
    if (activity.status !== 'PROGRESS') throw matchingError('ALREADY_COMPLETED');
    if (activity.startTime.getTime() <= context.now()) throw matchingError('ALREADY_STARTED');
    await releaseVolunteer(tx, activity, volunteerId, nowDate(context));
    if (activity.startTime.getTime() - context.now() < NO_SHOW_LATE_CANCEL_HOURS * HOUR_MS) {
      // A late cancel counts as a no-show in the ranking (api/src/domain/ranking.ts); the request is re-matched below.
      await tx.query(
        `insert into volunteer_no_shows (activity_id, volunteer_id, kind, recorded_at) values ($1, $2, 'LATE_CANCEL', $3)
         on conflict do nothing`,
        [activity.id, volunteerId, nowDate(context)],
      );
    }
    await closeJobsOf(tx, activity.id, 'VOLUNTEER_CANCELED', nowDate(context));
    await notify(await activityNotifications(tx, 'VOLUNTEER_CANCELED', ['elderly'], activity, volunteerId));
    return true;
  });
  if (released) {
    await tryAutoMatch(context, activityId, true);
    await retryWaitingFor(context, volunteerId, activityId);
  }
  return { matchingId: activityId, status: 'CANCELED', volunteerId: null };
}
