import { matchingError } from '../../../domain/matching-errors';
import { lockActivity, markReviewing } from './activity-repository';
import { activityNotifications } from './activity-notifications';
import { assertElderlyOwns, type MatchingContext, type MatchOutcome, nowDate, outcomeOf } from './context';

/** The elderly user marks a PROGRESS activity done, only after its start: REVIEWING, the volunteer asked for a review. */
export function markDone(context: MatchingContext, elderlyId: number, activityId: number): Promise<MatchOutcome> {
  return context.notifications.withNotifications(async (tx, notify) => {
    const activity = await lockActivity(tx, activityId);
    assertElderlyOwns(activity, elderlyId);
    const outcome = outcomeOf(activity);
    if (activity.status === 'REVIEWING' || activity.status === 'COMPLETED') return outcome;
    if (activity.status === 'CANCELED') throw matchingError('REQUEST_CLOSED');
    if (activity.status === 'MATCHING') throw matchingError('NOT_MATCHED');
    if (activity.startTime.getTime() > context.now()) throw matchingError('NOT_STARTED');
    await markReviewing(tx, activity.id, nowDate(context));
    await notify(await activityNotifications(tx, 'MARKED_DONE', ['volunteer'], activity, activity.volunteerId));
    return { ...outcome, status: 'REVIEWING' as const };
  });
}
