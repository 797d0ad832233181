import { matchingError } from '../../../domain/matching-errors';
import { closeJobsOf } from '../scheduled-jobs';
import { cancelAsElderly, lockActivity } from './activity-repository';
import { activityNotifications } from './activity-notifications';
import { retryWaitingFor } from './auto-match';
import { assertElderlyOwns, type MatchingContext, type MatchOutcome, nowDate, outcomeOf } from './context';

/**
 * The elderly user cancels a MATCHING request, or a PROGRESS one before it starts; the volunteer (if any) is told.
 * `onLeave`: sent by a recommendation page being left, which may end only a request still waiting for
 * the user's choice; one with a volunteer, or handed to automatic matching, is answered unchanged.
 */
export async function cancelByElderly(context: MatchingContext, elderlyId: number, activityId: number, { onLeave = false } = {}): Promise<MatchOutcome> {
  let unchanged: MatchOutcome | undefined;
  const freedVolunteerId = await context.notifications.withNotifications(async (tx, notify) => {
    const activity = await lockActivity(tx, activityId);
    assertElderlyOwns(activity, elderlyId);
    if (activity.status === 'CANCELED') return null;
    if (onLeave && (activity.status !== 'MATCHING' || activity.waiting)) {
      unchanged = outcomeOf(activity);
      return null;
    }
    if (activity.status === 'REVIEWING' || activity.status === 'COMPLETED') throw matchingError('ALREADY_COMPLETED');
    if (activity.status === 'PROGRESS' && activity.startTime.getTime() <= context.now()) throw matchingError('ALREADY_STARTED');
    await cancelAsElderly(tx, activity.id, nowDate(context));
    await closeJobsOf(tx, activity.id, 'ELDERLY_CANCELED', nowDate(context));
    if (activity.volunteerId) {
      await notify(await activityNotifications(tx, 'ELDERLY_CANCELED', ['volunteer'], activity, activity.volunteerId));
    }
    return activity.volunteerId;
  });
  // The volunteer's window is free again: waiting requests may fit them now.
  if (freedVolunteerId) await retryWaitingFor(context, freedVolunteerId);
  return unchanged ?? { matchingId: activityId, status: 'CANCELED', volunteerId: null };
}
