// Every query and lock of the matching use cases, on activities and the volunteers who may take them.
// Functions take the Queryable to run on: `db` outside a transaction, the `tx` inside one.
import { type ActivityStatus, type AnimalType, DAY_MS, type DistrictCode, HELP_TYPES, type HelpType, type RequestOrigin } from '@ieum/domain';
import type { Queryable } from '../../../db/database';
import { DEADLOCK_DETECTED, EXCLUSION_VIOLATION, isDatabaseError, UNIQUE_VIOLATION } from '../../../db/errors';
import { ACTIVITY_DURATION_MS, containingSlotStarts } from '../../../domain/activity-rules';
import { matchingError } from '../../../domain/matching-errors';
import { FAIRNESS_WINDOW_DAYS, NO_SHOW_SAME_PERSON_DAYS, NO_SHOW_WINDOW_DAYS, type RankingCandidate } from '../../../domain/ranking';

export interface Activity {
  id: number;
  elderlyId: number;
  volunteerId: number | null;
  helpType: HelpType;
  startTime: Date;
  endTime: Date;
  animalType: AnimalType;
  addDescription: string;
  district: DistrictCode;
  addressDetail: string;
  status: ActivityStatus;
  /** In the waiting pool: the sweep and freed volunteers keep trying to match it. */
  waiting: boolean;
  canceledBy: 'elderly' | 'system' | null;
}

export const ACTIVITY_COLUMNS = `id, elderly_id as "elderlyId", volunteer_id as "volunteerId", help_type as "helpType",
  start_time as "startTime", end_time as "endTime", animal_type as "animalType", add_description as "addDescription",
  district, address_detail as "addressDetail", status, waiting, canceled_by as "canceledBy"`;

/** A new help request as the elderly user sent it (start in Seoul time already resolved). */
export interface HelpRequest {
  helpType: HelpType;
  addDescription: string;
  startTime: Date;
  animalType: AnimalType;
  district: DistrictCode;
  addressDetail: string;
  /** Made by talking to the companion; the form's requests are 'form'. */
  requestedIn?: RequestOrigin;
}

/** A volunteer who passed the hard filters, with what the ranking and the answer need. */
export interface Candidate extends RankingCandidate {
  name: string;
  /** Minutes of confirmed visits (the hours shown). */
  creditedMinutes: number | string;
  /** The criminal-record check was verified by a worker (확인된 봉사자). */
  recordChecked: boolean;
  profileImage: string | null;
  phone: string;
}

// Advisory lock class of "bookings of one volunteer" (the key's second half is the volunteer id).
const VOLUNTEER_BOOKING_LOCK = 4201;
// Advisory lock class of "new requests of one elderly user" (the key's second half is the user id).
const ELDERLY_REQUESTS_LOCK = 4202;

/**
 * Another booking of the same volunteer got in the way: the exclusion constraint refused this one,
 * or (PostgreSQL) both checked it at the same moment and this one was aborted as a deadlock victim.
 */
export const lostBookingRace = (error: unknown) =>
  isDatabaseError(error, EXCLUSION_VIOLATION) || isDatabaseError(error, DEADLOCK_DETECTED);

export async function findActivity(q: Queryable, id: number): Promise<Activity | undefined> {
  const [activity] = await q.query<Activity>(`select ${ACTIVITY_COLUMNS} from activities where id = $1`, [id]);
  return activity;
}

/** The activity's row lock, held to commit: every change of an activity's state takes it first. */
export async function lockActivity(tx: Queryable, id: number): Promise<Activity | undefined> {
  const [activity] = await tx.query<Activity>(`select ${ACTIVITY_COLUMNS} from activities where id = $1 for update`, [id]);
  return activity;
}

/**
 * Bookings of one volunteer take turns until commit: the availability check that follows sees
 * every earlier booking, so racing requests move on to the next candidate instead of failing on
 * the exclusion constraint (which stays as the last guard).
 */
export async function lockVolunteerBookings(tx: Queryable, volunteerId: number): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1::int, ($2::bigint % 2147483647)::int)', [VOLUNTEER_BOOKING_LOCK, volunteerId]);
}

/** New requests of one elderly user take turns until commit, so parallel ones cannot pass the per-user limits together. */
export async function lockElderlyRequests(tx: Queryable, elderlyId: number): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1::int, ($2::bigint % 2147483647)::int)', [ELDERLY_REQUESTS_LOCK, elderlyId]);
}

/** What the per-user limits on new requests read: today's (Seoul) own cancellations and new requests, and the open future ones. */
export interface RequestCounts {
  cancelledToday: number;
  createdToday: number;
  open: number;
  /** The start of the nearest open future request (null when there is none). */
  nearestOpenStart: Date | null;
}

export async function requestCounts(q: Queryable, elderlyId: number, dayStart: Date, at: Date): Promise<RequestCounts> {
  const [row] = await q.query<{ cancelledToday: number | string; createdToday: number | string; open: number | string; nearestOpenStart: Date | null }>(
    `select count(*) filter (where canceled_by = 'elderly' and canceled_at >= $2) as "cancelledToday",
       count(*) filter (where created_at >= $2) as "createdToday",
       count(*) filter (where status in ('MATCHING', 'PROGRESS') and start_time > $3) as open,
       min(start_time) filter (where status in ('MATCHING', 'PROGRESS') and start_time > $3) as "nearestOpenStart"
     from activities where elderly_id = $1`,
    [elderlyId, dayStart, at],
  );
  return { cancelledToday: Number(row.cancelledToday), createdToday: Number(row.createdToday), open: Number(row.open), nearestOpenStart: row.nearestOpenStart };
}

/** Remembers which volunteers a request's recommendations showed: the pick must be one of them. */
export async function rememberRecommended(q: Queryable, activityId: number, volunteerIds: number[], at: Date): Promise<void> {
  if (volunteerIds.length === 0) return;
  await q.query(
    `insert into activity_recommendations (activity_id, volunteer_id, shown_at)
     select $1, shown.id, $3 from unnest($2::bigint[]) as shown(id)
     on conflict (activity_id, volunteer_id) do nothing`,
    [activityId, volunteerIds, at],
  );
}

export async function wasRecommended(q: Queryable, activityId: number, volunteerId: number): Promise<boolean> {
  const rows = await q.query('select 1 from activity_recommendations where activity_id = $1 and volunteer_id = $2', [activityId, volunteerId]);
  return rows.length > 0;
}

/** A new request, MATCHING; in the waiting pool at once when waiting. One open request per elderly user and Seoul day. */
export async function insertRequest(q: Queryable, elderlyId: number, request: HelpRequest, waiting: boolean, at: Date): Promise<Activity> {
  try {
    const [activity] = await q.query<Activity>(
      `insert into activities (elderly_id, help_type, start_time, end_time, animal_type, add_description, district,
         address_detail, status, waiting, created_at, updated_at, requested_in)
       values ($1, $2, $3, $4, $5, $6, $7, $8, 'MATCHING', $9, $10, $10, $11)
       returning ${ACTIVITY_COLUMNS}`,
      [
        elderlyId,
        request.helpType,
        request.startTime,
        new Date(request.startTime.getTime() + ACTIVITY_DURATION_MS),
        request.animalType,
        request.addDescription,
        request.district,
        request.addressDetail,
        waiting,
        at,
        request.requestedIn ?? 'form',
      ],
    );
    return activity;
  } catch (error) {
    if (isDatabaseError(error, UNIQUE_VIOLATION, 'activities_one_open_request_per_day')) throw matchingError('REQUEST_ALREADY_EXISTS');
    throw error;
  }
}

// The hard filters (api/README.md "Who qualifies"), driven by the slot index (district, week_minute):
// a slot whose window contains the start, the category bit, the district, not busy in an overlapping
// window, not a past canceller of this request, no recent no-show on this elderly user's visits
// (NO_SHOW_SAME_PERSON_DAYS; a NO_CHECK_IN she answered with 완료 is no no-show to her). Slots carry
// copies of district and categories (migration 0202). A new ranking factor adds its column here and
// its field to RankingCandidate.
const CANDIDATES_SQL = `
  select u.id as "volunteerId", u.name, u.profile_image as "profileImage", u.phone, u.bio,
    (select count(*) from activities done
      where done.volunteer_id = u.id and done.status = 'COMPLETED') as "completedCount",
    (select coalesce(sum(visit.credited_minutes), 0) from visits visit
      where visit.volunteer_id = u.id and visit.finished_at is not null) as "creditedMinutes",
    exists (select 1 from volunteer_record_checks checked
      where checked.volunteer_id = u.id and checked.status = 'VERIFIED') as "recordChecked",
    (select count(*) from volunteer_no_shows missed
      where missed.volunteer_id = u.id and missed.recorded_at >= $12) as "noShows",
    (select count(*) from activities recent
      where recent.volunteer_id = u.id and recent.status in ('PROGRESS', 'REVIEWING', 'COMPLETED')
        and recent.start_time >= $8 and recent.start_time < $9) as "recentAssignments",
    exists (select 1 from activities past
      where past.volunteer_id = u.id and past.elderly_id = $6 and past.status = 'COMPLETED') as "helpedBefore",
    exists (select 1 from activity_volunteer_cancellations cancelled
      where cancelled.volunteer_id = u.id and cancelled.elderly_id = $6) as "cancelledOnBefore",
    (select count(*) from volunteer_ratings rated where rated.volunteer_id = u.id) as "ratingCount",
    (select coalesce(sum(rated.score), 0) from volunteer_ratings rated where rated.volunteer_id = u.id) as "ratingSum"
  from (select distinct volunteer_id from volunteer_slots
        where district = $2 and week_minute = any($1::smallint[]) and (categories & $3) <> 0
          and ($10::bigint is null or volunteer_id = $10)) slot
  join users u on u.id = slot.volunteer_id
  where u.user_type = 'volunteer' and u.district = $2
    and not exists (select 1 from activity_volunteer_cancellations cancelled
      where cancelled.activity_id = $7 and cancelled.volunteer_id = u.id)
    and not exists (select 1 from volunteer_no_shows missed
      join activities theirs on theirs.id = missed.activity_id
      where missed.volunteer_id = u.id and theirs.elderly_id = $6 and missed.recorded_at >= $13
        and (missed.kind = 'LATE_CANCEL' or theirs.status = 'PROGRESS'))
    and not exists (select 1 from activities busy
      where busy.volunteer_id = u.id and busy.status in ('PROGRESS', 'REVIEWING', 'COMPLETED')
        and busy.start_time > $11 and busy.start_time < $5 and busy.end_time > $4 and busy.id <> $7)`;

/** The volunteers who qualify for the activity at `at` (only onlyVolunteerId when given), unranked. */
export function findCandidates(q: Queryable, activity: Activity, at: number, onlyVolunteerId: number | null = null): Promise<Candidate[]> {
  return q.query<Candidate>(CANDIDATES_SQL, [
    containingSlotStarts(activity.startTime),
    activity.district,
    HELP_TYPES[activity.helpType].bit,
    activity.startTime,
    activity.endTime,
    activity.elderlyId,
    activity.id,
    new Date(at - FAIRNESS_WINDOW_DAYS * DAY_MS),
    new Date(at + FAIRNESS_WINDOW_DAYS * DAY_MS),
    onlyVolunteerId,
    new Date(activity.startTime.getTime() - ACTIVITY_DURATION_MS),
    new Date(at - NO_SHOW_WINDOW_DAYS * DAY_MS),
    new Date(at - NO_SHOW_SAME_PERSON_DAYS * DAY_MS),
  ]);
}

export async function isVolunteer(q: Queryable, userId: number): Promise<boolean> {
  const rows = await q.query("select 1 from users where id = $1 and user_type = 'volunteer'", [userId]);
  return rows.length > 0;
}

/** The volunteer already has an assignment overlapping [start, end). */
export async function isBooked(q: Queryable, volunteerId: number, start: Date, end: Date): Promise<boolean> {
  const rows = await q.query(
    `select 1 from activities where volunteer_id = $1 and status in ('PROGRESS', 'REVIEWING', 'COMPLETED')
       and start_time < $3 and end_time > $2`,
    [volunteerId, start, end],
  );
  return rows.length > 0;
}

export async function userNames(q: Queryable, ids: number[]): Promise<Map<number, string>> {
  const rows = await q.query<{ id: number; name: string }>('select id, name from users where id = any($1::bigint[])', [ids]);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** PROGRESS with this volunteer; leaves the waiting pool. */
export async function assignVolunteer(tx: Queryable, activityId: number, volunteerId: number, at: Date): Promise<void> {
  await tx.query(
    `update activities set volunteer_id = $2, status = 'PROGRESS', waiting = false, matched_at = $3, updated_at = $3
     where id = $1`,
    [activityId, volunteerId, at],
  );
}

/** Remembers when automatic matching last looked at the request (the sweep retries the least recent first). */
export async function markMatchAttempted(q: Queryable, activityId: number, at: Date): Promise<void> {
  await q.query(`update activities set match_attempted_at = $2 where id = $1 and status = 'MATCHING'`, [activityId, at]);
}

export async function joinWaitingPool(tx: Queryable, activityId: number, at: Date): Promise<void> {
  await tx.query('update activities set waiting = true, updated_at = $2 where id = $1', [activityId, at]);
}

export async function cancelAsElderly(tx: Queryable, activityId: number, at: Date): Promise<void> {
  await tx.query(
    `update activities set status = 'CANCELED', canceled_by = 'elderly', cancel_reason = 'ELDERLY_CANCELED',
       canceled_at = $2, updated_at = $2, waiting = false
     where id = $1`,
    [activityId, at],
  );
}

export async function hasCancelled(q: Queryable, activityId: number, volunteerId: number): Promise<boolean> {
  const rows = await q.query('select 1 from activity_volunteer_cancellations where activity_id = $1 and volunteer_id = $2', [
    activityId,
    volunteerId,
  ]);
  return rows.length > 0;
}

/** The volunteer gives the activity back: recorded (never proposed for it again), and it waits for another. */
export async function releaseVolunteer(tx: Queryable, activity: Activity, volunteerId: number, at: Date): Promise<void> {
  await tx.query(
    `insert into activity_volunteer_cancellations (activity_id, volunteer_id, elderly_id, canceled_at)
     values ($1, $2, $3, $4)`,
    [activity.id, volunteerId, activity.elderlyId, at],
  );
  await tx.query(
    `update activities set volunteer_id = null, status = 'MATCHING', waiting = true, matched_at = null, updated_at = $2
     where id = $1`,
    [activity.id, at],
  );
}

export async function markReviewing(tx: Queryable, activityId: number, at: Date): Promise<void> {
  await tx.query(`update activities set status = 'REVIEWING', done_at = $2, updated_at = $2 where id = $1`, [activityId, at]);
}

/** Requests still MATCHING when their start has come: CANCELED by the system (EXPIRED), oldest first. */
export function expireOverdueRequests(tx: Queryable, at: Date, limit: number): Promise<Activity[]> {
  return tx.query<Activity>(
    `update activities set status = 'CANCELED', canceled_by = 'system', cancel_reason = 'EXPIRED',
       canceled_at = $1, updated_at = $1, waiting = false
     where id in (select id from activities where status = 'MATCHING' and start_time <= $1
                  order by start_time limit $2 for update skip locked)
     returning ${ACTIVITY_COLUMNS}`,
    [at, limit],
  );
}

/** The waiting pool's requests not tried for retryIntervalMs, least recently tried first. */
export async function waitingRequestsDue(q: Queryable, at: Date, retryIntervalMs: number, limit: number): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    `select id from activities where status = 'MATCHING' and waiting and start_time > $1
       and (match_attempted_at is null or match_attempted_at <= $2)
     order by match_attempted_at nulls first, start_time limit $3`,
    [at, new Date(at.getTime() - retryIntervalMs), limit],
  );
  return rows.map((row) => row.id);
}

/** Waiting requests in the volunteer's district that the volunteer's schedule fits, earliest first. */
export async function waitingRequestsFitting(q: Queryable, volunteerId: number, at: Date): Promise<number[]> {
  const [volunteer] = await q.query<{ district: DistrictCode; categories: number | null }>(
    `select u.district, s.categories from users u left join volunteer_schedules s on s.volunteer_id = u.id
     where u.id = $1 and u.user_type = 'volunteer'`,
    [volunteerId],
  );
  if (!volunteer?.categories) return [];
  const categories = volunteer.categories;
  const slots = await q.query<{ weekMinute: number }>('select week_minute as "weekMinute" from volunteer_slots where volunteer_id = $1', [
    volunteerId,
  ]);
  const slotStarts = new Set(slots.map((slot) => slot.weekMinute));
  const waiting = await q.query<{ id: number; helpType: HelpType; startTime: Date }>(
    `select id, help_type as "helpType", start_time as "startTime" from activities
     where status = 'MATCHING' and waiting and start_time > $1 and district = $2
     order by start_time limit 200`,
    [at, volunteer.district],
  );
  return waiting
    .filter((request) => (categories & HELP_TYPES[request.helpType].bit) !== 0)
    .filter((request) => containingSlotStarts(request.startTime).some((start) => slotStarts.has(start)))
    .map((request) => request.id);
}
