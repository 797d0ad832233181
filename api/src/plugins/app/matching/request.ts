import { DAY_MS, minutesToHours, requestHorizonEnd, seoulDayStart } from '@ieum/domain';
import type { Queryable } from '../../../db/database';
import { limitReached } from '../../../domain/limits';
import { matchingError } from '../../../domain/matching-errors';
import { maskPhone } from '../../../domain/phone-privacy';
import { rankCandidates } from '../../../domain/ranking';
import { displayedAverage } from '../../../domain/rating-rules';
import {
  type Activity,
  findActivity,
  findCandidates,
  type HelpRequest,
  insertRequest,
  lockElderlyRequests,
  rememberRecommended,
  requestCounts,
} from './activity-repository';
import { assertElderlyOwns, type MatchingContext } from './context';

export interface RecommendedVolunteer {
  volunteerId: number;
  name: string;
  profileImage: string | null;
  volunteerHours: number;
  /** A worker of the district verified the volunteer's criminal-record check (확인된 봉사자). */
  verifiedVolunteer: boolean;
  /** Always masked (010-****-1234): the full number shows only on a matching near its start. */
  phone: string;
  bio: string | null;
  /** Plain average of the ratings (one decimal), null before the first; count of ratings. */
  ratingAverage: number | null;
  ratingCount: number;
}

/**
 * Stores a help request (MATCHING): only a start after now and within the booking horizon, and
 * only while the user's limits allow (api/README.md "Limits on help requests"). One user's new
 * requests take turns, so a burst of them is limited exactly like a sequence.
 */
export async function createRequest(context: MatchingContext, elderlyId: number, request: HelpRequest, waiting: boolean): Promise<Activity> {
  const at = context.now();
  const start = request.startTime.getTime();
  if (start <= at) throw matchingError('START_TIME_PAST');
  if (start >= requestHorizonEnd(at)) throw matchingError('START_TIME_TOO_FAR');
  return context.db.transaction(async (tx) => {
    await lockElderlyRequests(tx, elderlyId);
    await assertRequestsLeft(context, tx, elderlyId, at);
    return insertRequest(tx, elderlyId, request, waiting, new Date(at));
  });
}

/**
 * Every request shows up to four volunteers or books one, and sends them notifications: a user
 * who cancelled many today, or made many today, gets no new request until the next Seoul day; one
 * with many visits ahead gets none until the nearest has started (or one is cancelled).
 */
async function assertRequestsLeft(context: MatchingContext, tx: Queryable, elderlyId: number, at: number): Promise<void> {
  const dayStart = seoulDayStart(at);
  const counts = await requestCounts(tx, elderlyId, dayStart, new Date(at));
  const untilTomorrow = (dayStart.getTime() + DAY_MS - at) / 1000;
  const { maxCancelsPerDay, maxRequestsPerDay, maxOpenRequests } = context.limits ?? {};
  if (maxCancelsPerDay !== undefined && counts.cancelledToday >= maxCancelsPerDay) throw limitReached('TOO_MANY_CANCELED_REQUESTS', untilTomorrow);
  if (maxRequestsPerDay !== undefined && counts.createdToday >= maxRequestsPerDay) throw limitReached('TOO_MANY_REQUESTS_TODAY', untilTomorrow);
  if (maxOpenRequests !== undefined && counts.open >= maxOpenRequests) {
    throw limitReached('TOO_MANY_OPEN_REQUESTS', ((counts.nearestOpenStart?.getTime() ?? at) - at) / 1000);
  }
}

/**
 * Creates the request (MATCHING, not yet in the waiting pool) and returns up to four ranked
 * volunteers. Anyone who makes a request sees them, so their phone numbers are masked.
 */
export async function recommend(
  context: MatchingContext,
  elderlyId: number,
  request: HelpRequest,
): Promise<{ matchingId: number; volunteers: RecommendedVolunteer[] }> {
  const activity = await createRequest(context, elderlyId, request, false);
  return { matchingId: activity.id, volunteers: await rankFor(context, activity) };
}

/**
 * The same list again for the user's open request, ranked now: after a pick was refused because
 * someone else booked that volunteer first, the page shows who is free at this moment.
 */
export async function recommendAgain(
  context: MatchingContext,
  elderlyId: number,
  activityId: number,
): Promise<{ matchingId: number; volunteers: RecommendedVolunteer[] }> {
  const activity = await findActivity(context.db, activityId);
  assertElderlyOwns(activity, elderlyId);
  if (activity.status === 'CANCELED') throw matchingError('REQUEST_CLOSED');
  if (activity.status !== 'MATCHING') throw matchingError('ALREADY_MATCHED');
  if (activity.startTime.getTime() <= context.now()) throw matchingError('REQUEST_EXPIRED');
  return { matchingId: activity.id, volunteers: await rankFor(context, activity) };
}

async function rankFor(context: MatchingContext, activity: Activity): Promise<RecommendedVolunteer[]> {
  const ranked = rankCandidates(activity, await findCandidates(context.db, activity, context.now()));
  context.log.debug({ matchingId: activity.id, ranking: ranked.map((c) => ({ id: c.volunteerId, ...c.score })) }, 'recommendation');
  await rememberRecommended(context.db, activity.id, ranked.map((candidate) => candidate.volunteerId), new Date(context.now()));
  return ranked.map((candidate) => ({
    volunteerId: candidate.volunteerId,
    name: candidate.name,
    profileImage: candidate.profileImage,
    volunteerHours: minutesToHours(Number(candidate.creditedMinutes)),
    verifiedVolunteer: Boolean(candidate.recordChecked),
    phone: maskPhone(candidate.phone),
    bio: candidate.bio,
    ratingAverage: displayedAverage(Number(candidate.ratingCount ?? 0), Number(candidate.ratingSum ?? 0)),
    ratingCount: Number(candidate.ratingCount ?? 0),
  }));
}
