import { EXCLUSION_VIOLATION, isDatabaseError } from '../../../db/errors';
import { matchingError } from '../../../domain/matching-errors';
import { findCandidates, isBooked, isVolunteer, lockActivity, lockVolunteerBookings, lostBookingRace, wasRecommended } from './activity-repository';
import { assign } from './assignment';
import { ASSIGN_ATTEMPTS } from './auto-match';
import { assertElderlyOwns, type MatchingContext, type MatchOutcome, outcomeOf } from './context';

/** One attempt at the elderly user's pick, in one transaction under the request's row lock. */
function pickOnce(context: MatchingContext, elderlyId: number, activityId: number, volunteerId: number): Promise<MatchOutcome> {
  return context.notifications.withNotifications(async (tx, notify) => {
    const activity = await lockActivity(tx, activityId);
    assertElderlyOwns(activity, elderlyId);
    if (activity.status === 'PROGRESS' && activity.volunteerId === volunteerId) return outcomeOf(activity);
    if (activity.status === 'CANCELED') throw matchingError('REQUEST_CLOSED');
    if (activity.status !== 'MATCHING') throw matchingError('ALREADY_MATCHED');
    if (activity.startTime.getTime() <= context.now()) throw matchingError('REQUEST_EXPIRED');
    if (!(await isVolunteer(tx, volunteerId))) throw matchingError('VOLUNTEER_NOT_FOUND');
    if (!(await wasRecommended(tx, activity.id, volunteerId))) throw matchingError('VOLUNTEER_NOT_RECOMMENDED');
    await lockVolunteerBookings(tx, volunteerId);
    const [qualified] = await findCandidates(tx, activity, context.now(), volunteerId);
    if (!qualified) {
      throw matchingError((await isBooked(tx, volunteerId, activity.startTime, activity.endTime)) ? 'VOLUNTEER_TAKEN' : 'VOLUNTEER_UNAVAILABLE');
    }
    await assign(context, tx, notify, activity, volunteerId);
    return { matchingId: activity.id, status: 'PROGRESS' as const, volunteerId };
  });
}

/**
 * The elderly user picks one of the volunteers this request's recommendations showed. Atomic: 409
 * VOLUNTEER_TAKEN when the volunteer was booked meanwhile.
 */
export async function pick(context: MatchingContext, elderlyId: number, activityId: number, volunteerId: number): Promise<MatchOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await pickOnce(context, elderlyId, activityId, volunteerId);
    } catch (error) {
      if (!lostBookingRace(error)) throw error;
      // A deadlock victim: the other booking has finished now, so looking again gives the true
      // answer (usually VOLUNTEER_TAKEN from the row check).
      if (isDatabaseError(error, EXCLUSION_VIOLATION) || attempt >= ASSIGN_ATTEMPTS) throw matchingError('VOLUNTEER_TAKEN');
    }
  }
}
