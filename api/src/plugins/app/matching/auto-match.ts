// Automatic matching: the best-ranked volunteer who still qualifies gets a waiting request. Runs
// when the elderly user asks for it, when a volunteer's time frees up or their schedule changes,
// and from the sweep for the whole waiting pool.
import { HOUR_MS } from '@ieum/domain';
import { matchingError } from '../../../domain/matching-errors';
import { rankCandidates } from '../../../domain/ranking';
import {
  type Activity,
  findActivity,
  findCandidates,
  type HelpRequest,
  joinWaitingPool,
  lockActivity,
  lockVolunteerBookings,
  lostBookingRace,
  markMatchAttempted,
  waitingRequestsDue,
  waitingRequestsFitting,
} from './activity-repository';
import { activityNotifications } from './activity-notifications';
import { assign } from './assignment';
import { assertElderlyOwns, type MatchingContext, type MatchOutcome, nowDate, outcomeOf } from './context';
import { createRequest } from './request';

// A failed assignment because someone else booked the volunteer first is retried with a fresh ranking.
export const ASSIGN_ATTEMPTS = 3;
/** The sweep looks at each waiting request about this often (saves and cancellations retry at once). */
export const WAITING_RETRY_INTERVAL_MS = HOUR_MS;

const eligible = (context: MatchingContext, activity: Activity): boolean =>
  activity.status === 'MATCHING' && activity.waiting && activity.startTime.getTime() > context.now();

/** The "no volunteer yet" notice, under the row lock so it is never sent after a match. */
async function announceWaiting(context: MatchingContext, activityId: number): Promise<void> {
  await context.notifications.withNotifications(async (tx, notify) => {
    const activity = await lockActivity(tx, activityId);
    if (activity?.status === 'MATCHING') await notify(await activityNotifications(tx, 'WAITING', ['elderly'], activity, null));
  });
}

/**
 * Assigns the best-ranked qualified volunteer to a waiting request. With announce, tells the
 * elderly user when nobody qualifies (under the row lock, so it never follows a match). The
 * search runs before any lock: most sweep retries find nobody and cost two statements.
 */
export async function tryAutoMatch(context: MatchingContext, activityId: number, announce = false): Promise<MatchOutcome> {
  const { db } = context;
  for (let attempt = 1; attempt <= ASSIGN_ATTEMPTS; attempt += 1) {
    const activity = await findActivity(db, activityId);
    if (!activity) throw matchingError('MATCHING_NOT_FOUND');
    const unchanged = outcomeOf(activity);
    if (!eligible(context, activity)) return unchanged;
    const ranked = rankCandidates(activity, await findCandidates(db, activity, context.now()));
    if (ranked.length === 0) {
      await markMatchAttempted(db, activity.id, nowDate(context));
      if (announce) await announceWaiting(context, activityId);
      return unchanged;
    }
    try {
      const outcome = await context.notifications.withNotifications(async (tx, notify) => {
        const locked = await lockActivity(tx, activityId);
        if (!locked) return unchanged;
        if (!eligible(context, locked)) return outcomeOf(locked);
        // The first ranked volunteer who still qualifies now that the row is ours.
        for (const candidate of ranked) {
          await lockVolunteerBookings(tx, candidate.volunteerId);
          const [stillQualified] = await findCandidates(tx, locked, context.now(), candidate.volunteerId);
          if (!stillQualified) continue;
          await markMatchAttempted(tx, locked.id, nowDate(context));
          await assign(context, tx, notify, locked, candidate.volunteerId);
          return { matchingId: locked.id, status: 'PROGRESS' as const, volunteerId: candidate.volunteerId };
        }
        return undefined;
      });
      if (outcome) return outcome;
    } catch (error) {
      // Someone booked the volunteer in between: search again.
      if (!lostBookingRace(error)) throw error;
    }
  }
  // Lost every race: stay in the waiting pool; the sweep tries again.
  if (announce) await announceWaiting(context, activityId);
  return { matchingId: activityId, status: 'MATCHING', volunteerId: null };
}

/** POST /api/elderly/matching {matchingId}: match automatically now, or keep the request waiting. */
export async function requestAutomaticMatch(context: MatchingContext, elderlyId: number, activityId: number): Promise<MatchOutcome> {
  const joined = await context.db.transaction(async (tx) => {
    const activity = await lockActivity(tx, activityId);
    assertElderlyOwns(activity, elderlyId);
    if (activity.status === 'CANCELED') throw matchingError('REQUEST_CLOSED');
    if (activity.status !== 'MATCHING') return { activity, newlyWaiting: false };
    if (activity.startTime.getTime() <= context.now()) throw matchingError('REQUEST_EXPIRED');
    if (!activity.waiting) await joinWaitingPool(tx, activity.id, nowDate(context));
    return { activity, newlyWaiting: !activity.waiting };
  });
  if (joined.activity.status !== 'MATCHING') return { ...outcomeOf(joined.activity), matchingId: activityId };
  return tryAutoMatch(context, activityId, joined.newlyWaiting);
}

/** POST /api/elderly/matching with a help request: create it in the waiting pool and try to match. */
export async function createAndMatch(context: MatchingContext, elderlyId: number, request: HelpRequest): Promise<MatchOutcome> {
  const activity = await createRequest(context, elderlyId, request, true);
  return tryAutoMatch(context, activity.id, true);
}

/** After a volunteer's schedule changed or their time freed up: match the waiting requests they now fit. */
export async function retryWaitingFor(context: MatchingContext, volunteerId: number, excludeActivityId?: number, limit = 20): Promise<number> {
  const fitting = await waitingRequestsFitting(context.db, volunteerId, nowDate(context));
  let matched = 0;
  for (const id of fitting.filter((fitId) => fitId !== excludeActivityId).slice(0, limit)) {
    if ((await tryAutoMatch(context, id)).status === 'PROGRESS') matched += 1;
  }
  return matched;
}

/** The sweep's retry of the waiting pool, least recently tried first; returns how many were matched. */
export async function retryWaitingPool(context: MatchingContext, limit = 50): Promise<number> {
  // Schedule saves and cancellations retry at once; this backstop (a volunteer who moved
  // district, a lost race) only needs to look at each request about once an hour.
  const ids = await waitingRequestsDue(context.db, nowDate(context), WAITING_RETRY_INTERVAL_MS, limit);
  let matched = 0;
  for (const id of ids) {
    if ((await tryAutoMatch(context, id)).status === 'PROGRESS') matched += 1;
  }
  return matched;
}
