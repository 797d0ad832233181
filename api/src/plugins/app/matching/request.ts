import { DAY_MS, HOURS_PER_ACTIVITY, seoulDayStart } from '@ieum/domain';
import { requestHorizon } from '../../../domain/activity-rules';
import { limitReached } from '../../../domain/limits';
import { matchingError } from '../../../domain/matching-errors';
import { maskPhone } from '../../../domain/phone-privacy';
import { rankCandidates } from '../../../domain/ranking';
import { displayedAverage } from '../../../domain/rating-rules';
import { type Activity, countCancelsByElderlySince, findActivity, findCandidates, type HelpRequest, insertRequest, volunteersMatchedWith } from './activity-repository';
import { assertElderlyOwns, type MatchingContext } from './context';

export interface RecommendedVolunteer {
  volunteerId: number;
  name: string;
  profileImage: string | null;
  volunteerHours: number;
  /** Masked (010-****-1234) unless the volunteer was matched with this elderly user before. */
  phone: string;
  bio: string | null;
  /** Plain average of the ratings (one decimal), null before the first; count of ratings. */
  ratingAverage: number | null;
  ratingCount: number;
}

/** Stores a help request (MATCHING); only a start after now and before the form's last year is accepted. */
export async function createRequest(context: MatchingContext, elderlyId: number, request: HelpRequest, waiting: boolean): Promise<Activity> {
  const at = context.now();
  const start = request.startTime.getTime();
  if (start <= at) throw matchingError('START_TIME_PAST');
  if (start >= requestHorizon(at)) throw matchingError('START_TIME_TOO_FAR');
  await assertCancelsLeft(context, elderlyId, at);
  return insertRequest(context.db, elderlyId, request, waiting, new Date(at));
}

/**
 * Every request shows up to four volunteers, and cancelling frees the day for the next one: a user
 * who cancelled many today gets no new request until the next Seoul day.
 */
async function assertCancelsLeft(context: MatchingContext, elderlyId: number, at: number): Promise<void> {
  if (context.maxCancelsPerDay === undefined) return;
  const dayStart = seoulDayStart(at);
  const cancels = await countCancelsByElderlySince(context.db, elderlyId, dayStart);
  if (cancels >= context.maxCancelsPerDay) {
    throw limitReached('TOO_MANY_CANCELED_REQUESTS', (dayStart.getTime() + DAY_MS - at) / 1000);
  }
}

/**
 * Creates the request (MATCHING, not yet in the waiting pool) and returns up to four ranked
 * volunteers. Anyone who makes a request sees them, so their phone numbers are masked, except for
 * volunteers already matched with this user (their numbers are no secret to them).
 */
export async function recommend(
  context: MatchingContext,
  elderlyId: number,
  request: HelpRequest,
): Promise<{ matchingId: number; volunteers: RecommendedVolunteer[] }> {
  const activity = await createRequest(context, elderlyId, request, false);
  return { matchingId: activity.id, volunteers: await rankFor(context, elderlyId, activity) };
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
  return { matchingId: activity.id, volunteers: await rankFor(context, elderlyId, activity) };
}

async function rankFor(context: MatchingContext, elderlyId: number, activity: Activity): Promise<RecommendedVolunteer[]> {
  const ranked = rankCandidates(activity, await findCandidates(context.db, activity, context.now()));
  context.log.debug({ matchingId: activity.id, ranking: ranked.map((c) => ({ id: c.volunteerId, ...c.score })) }, 'recommendation');
  const matchedBefore = await volunteersMatchedWith(context.db, elderlyId, ranked.map((candidate) => candidate.volunteerId));
  return ranked.map((candidate) => ({
    volunteerId: candidate.volunteerId,
    name: candidate.name,
    profileImage: candidate.profileImage,
    volunteerHours: candidate.completedCount * HOURS_PER_ACTIVITY,
    phone: matchedBefore.has(candidate.volunteerId) ? candidate.phone : maskPhone(candidate.phone),
    bio: candidate.bio,
    ratingAverage: displayedAverage(Number(candidate.ratingCount ?? 0), Number(candidate.ratingSum ?? 0)),
    ratingCount: Number(candidate.ratingCount ?? 0),
  }));
}
