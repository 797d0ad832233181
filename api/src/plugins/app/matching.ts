import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Queryable } from '../../db/database';
import { DEADLOCK_DETECTED, EXCLUSION_VIOLATION, isDatabaseError, UNIQUE_VIOLATION } from '../../db/errors';
import { type AnimalType, CATEGORY_BITS, type District, type HelpType } from '../../domain/constants';
import { matchingError } from '../../domain/matching-errors';
import { type Audience, type NotificationKind, notificationText } from '../../domain/notification-texts';
import { FAIRNESS_WINDOW_DAYS, MAX_RECOMMENDATIONS, rankCandidates, type RankingCandidate } from '../../domain/ranking';
import { DAY_MS, HOUR_MS, MINUTE_MS, MINUTES_PER_WEEK, seoulParts, seoulWeekMinute } from '../../domain/seoul-time';
import type { NewNotification, Notifications, Notify } from './notifications';

declare module 'fastify' {
  interface FastifyInstance {
    matching: Matching;
  }
}

export const ACTIVITY_STATUSES = ['MATCHING', 'PROGRESS', 'REVIEWING', 'COMPLETED', 'CANCELED'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export const ACTIVITY_DURATION_MS = 3 * HOUR_MS;
/** Volunteer hours credited per COMPLETED activity. */
export const HOURS_PER_ACTIVITY = 3;
export const REMINDER_LEAD_MS = HOUR_MS;
/** The request form offers the current year and the four after it. */
const REQUEST_YEARS = 5;
const SLOT_LENGTH_MINUTES = 180;
const SLOT_GRID_MINUTES = 30;
// A failed assignment because someone else booked the volunteer first is retried with a fresh ranking.
const ASSIGN_ATTEMPTS = 3;
const REMINDER_MAX_ATTEMPTS = 5;
export const WAITING_RETRY_INTERVAL_MS = HOUR_MS;

// Advisory lock class of "bookings of one volunteer" (the key's second half is the volunteer id).
const VOLUNTEER_BOOKING_LOCK = 4201;

/**
 * Another booking of the same volunteer got in the way: the exclusion constraint refused this one,
 * or (PostgreSQL) both checked it at the same moment and this one was aborted as a deadlock victim.
 */
const lostBookingRace = (error: unknown) => isDatabaseError(error, EXCLUSION_VIOLATION) || isDatabaseError(error, DEADLOCK_DETECTED);

export interface Activity {
  id: number;
  elderlyId: number;
  volunteerId: number | null;
  helpType: HelpType;
  startTime: Date;
  endTime: Date;
  animalType: AnimalType;
  addDescription: string;
  district: District;
  addressDetail: string;
  status: ActivityStatus;
  waiting: boolean;
  canceledBy: 'elderly' | 'system' | null;
}

export const ACTIVITY_COLUMNS = `id, elderly_id as "elderlyId", volunteer_id as "volunteerId", help_type as "helpType",
  start_time as "startTime", end_time as "endTime", animal_type as "animalType", add_description as "addDescription",
  district, address_detail as "addressDetail", status, waiting, canceled_by as "canceledBy"`;

export interface HelpRequest {
  helpType: HelpType;
  addDescription: string;
  startTime: Date;
  animalType: AnimalType;
  district: District;
  addressDetail: string;
}

export interface Candidate extends RankingCandidate {
  name: string;
  profileImage: string | null;
  phone: string;
}

export interface RecommendedVolunteer {
  volunteerId: number;
  name: string;
  profileImage: string | null;
  volunteerHours: number;
  phone: string;
  bio: string | null;
}

export interface MatchOutcome {
  matchingId: number;
  status: ActivityStatus;
  volunteerId: number | null;
}

/** Weekly slot starts (minutes since Monday 00:00 Seoul) whose 3-hour window contains the instant. */
export function containingSlotStarts(start: Date): number[] {
  const weekMinute = seoulWeekMinute(start);
  const latest = weekMinute - (weekMinute % SLOT_GRID_MINUTES);
  const starts: number[] = [];
  for (let offset = 0; offset < SLOT_LENGTH_MINUTES; offset += SLOT_GRID_MINUTES) {
    const slotStart = latest - offset;
    if (weekMinute - slotStart < SLOT_LENGTH_MINUTES) starts.push((slotStart + MINUTES_PER_WEEK) % MINUTES_PER_WEEK);
  }
  return starts;
}

/** Start of the first Seoul year the request form no longer offers. */
function requestHorizon(nowMs: number): number {
  return Date.UTC(seoulParts(nowMs).year + REQUEST_YEARS, 0, 1) - 9 * HOUR_MS;
}

// Hard filters of server-behaviour.md, driven by the slot index (district, week_minute): a slot whose
// window contains the start, the category bit, the district, not busy in an overlapping window, not
// a past canceller of this request. Slots carry copies of district and categories (migration 0202).
const CANDIDATES_SQL = `
  select u.id as "volunteerId", u.name, u.profile_image as "profileImage", u.phone, u.bio,
    (select count(*) from activities done
      where done.volunteer_id = u.id and done.status = 'COMPLETED') as "completedCount",
    (select count(*) from activities recent
      where recent.volunteer_id = u.id and recent.status in ('PROGRESS', 'REVIEWING', 'COMPLETED')
        and recent.start_time >= $8 and recent.start_time < $9) as "recentAssignments",
    exists (select 1 from activities past
      where past.volunteer_id = u.id and past.elderly_id = $6 and past.status = 'COMPLETED') as "helpedBefore",
    exists (select 1 from activity_volunteer_cancellations cancelled
      where cancelled.volunteer_id = u.id and cancelled.elderly_id = $6) as "cancelledOnBefore"
  from (select distinct volunteer_id from volunteer_slots
        where district = $2 and week_minute = any($1::smallint[]) and (categories & $3) <> 0
          and ($10::bigint is null or volunteer_id = $10)) slot
  join users u on u.id = slot.volunteer_id
  where u.user_type = 'volunteer' and u.district = $2
    and not exists (select 1 from activity_volunteer_cancellations cancelled
      where cancelled.activity_id = $7 and cancelled.volunteer_id = u.id)
    and not exists (select 1 from activities busy
      where busy.volunteer_id = u.id and busy.status in ('PROGRESS', 'REVIEWING', 'COMPLETED')
        and busy.start_time > $11 and busy.start_time < $5 and busy.end_time > $4 and busy.id <> $7)`;

interface MatchingDeps {
  db: Database;
  notifications: Notifications;
  now: () => number;
  log: FastifyBaseLogger;
}

export function createMatching({ db, notifications, now, log }: MatchingDeps) {
  const nowDate = () => new Date(now());

  async function lockActivity(tx: Queryable, id: number): Promise<Activity | undefined> {
    const [activity] = await tx.query<Activity>(`select ${ACTIVITY_COLUMNS} from activities where id = $1 for update`, [id]);
    return activity;
  }

  /**
   * Bookings of one volunteer take turns until commit: the availability check that follows sees
   * every earlier booking, so racing requests move on to the next candidate instead of failing on
   * the exclusion constraint (which stays as the last guard).
   */
  async function lockVolunteerBookings(tx: Queryable, volunteerId: number) {
    await tx.query('select pg_advisory_xact_lock($1::int, ($2::bigint % 2147483647)::int)', [VOLUNTEER_BOOKING_LOCK, volunteerId]);
  }

  function assertElderlyOwns(activity: Activity | undefined, elderlyId: number): asserts activity is Activity {
    if (!activity) throw matchingError('MATCHING_NOT_FOUND');
    if (activity.elderlyId !== elderlyId) throw matchingError('NOT_YOUR_MATCHING');
  }

  async function findCandidates(tx: Queryable, activity: Activity, onlyVolunteerId: number | null = null): Promise<Candidate[]> {
    const start = activity.startTime.getTime();
    const at = now();
    return tx.query<Candidate>(CANDIDATES_SQL, [
      containingSlotStarts(activity.startTime),
      activity.district,
      CATEGORY_BITS[activity.helpType],
      activity.startTime,
      activity.endTime,
      activity.elderlyId,
      activity.id,
      new Date(at - FAIRNESS_WINDOW_DAYS * DAY_MS),
      new Date(at + FAIRNESS_WINDOW_DAYS * DAY_MS),
      onlyVolunteerId,
      new Date(start - ACTIVITY_DURATION_MS),
    ]);
  }

  function rank(activity: Activity, candidates: Candidate[], limit = MAX_RECOMMENDATIONS) {
    return rankCandidates(activity, candidates, limit);
  }

  async function userNames(tx: Queryable, ids: number[]): Promise<Map<number, string>> {
    const rows = await tx.query<{ id: number; name: string }>('select id, name from users where id = any($1::bigint[])', [ids]);
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  async function eventFor(
    tx: Queryable,
    kind: NotificationKind,
    audiences: Audience[],
    activity: Activity,
    volunteerId: number | null,
    dedupePrefix?: string,
  ): Promise<NewNotification[]> {
    const names = await userNames(tx, volunteerId ? [activity.elderlyId, volunteerId] : [activity.elderlyId]);
    const context = {
      startTime: activity.startTime,
      elderlyName: names.get(activity.elderlyId) ?? '',
      volunteerName: volunteerId ? names.get(volunteerId) : undefined,
    };
    return audiences.map((audience) => {
      const recipientId = audience === 'elderly' ? activity.elderlyId : (volunteerId as number);
      return {
        recipientId,
        kind,
        activityId: activity.id,
        ...notificationText(kind, audience, context),
        dedupeKey: dedupePrefix ? `${dedupePrefix}:${recipientId}` : undefined,
      };
    });
  }

  /** PROGRESS with this volunteer, the reminder job, and the match notifications to both sides. */
  async function assign(tx: Queryable, notify: Notify, activity: Activity, volunteerId: number) {
    const at = nowDate();
    await tx.query(
      `update activities set volunteer_id = $2, status = 'PROGRESS', waiting = false, matched_at = $3, updated_at = $3
       where id = $1`,
      [activity.id, volunteerId, at],
    );
    const remindAt = new Date(Math.max(activity.startTime.getTime() - REMINDER_LEAD_MS, at.getTime()));
    await tx.query(
      `insert into scheduled_jobs (kind, activity_id, volunteer_id, run_at, created_at) values ('REMINDER', $1, $2, $3, $4)
       on conflict do nothing`,
      [activity.id, volunteerId, remindAt, at],
    );
    await notify(await eventFor(tx, 'MATCHED', ['elderly', 'volunteer'], activity, volunteerId));
  }

  async function closeReminders(tx: Queryable, activityId: number, outcome: string) {
    await tx.query('update scheduled_jobs set done_at = $2, outcome = $3 where activity_id = $1 and done_at is null', [
      activityId,
      nowDate(),
      outcome,
    ]);
  }

  /** The "no volunteer yet" notice, under the row lock so it is never sent after a match. */
  async function announceWaiting(activityId: number) {
    await notifications.withNotifications(async (tx, notify) => {
      const activity = await lockActivity(tx, activityId);
      if (activity?.status === 'MATCHING') await notify(await eventFor(tx, 'WAITING', ['elderly'], activity, null));
    });
  }

  const eligibleForAutoMatch = (activity: Activity): boolean =>
    activity.status === 'MATCHING' && activity.waiting && activity.startTime.getTime() > now();

  /**
   * Assigns the best-ranked qualified volunteer to a waiting request. With announce, tells the
   * elderly user when nobody qualifies (under the row lock, so it never follows a match). The
   * search runs before any lock: most sweep retries find nobody and cost two statements.
   */
  async function tryAutoMatch(activityId: number, announce = false): Promise<MatchOutcome> {
    for (let attempt = 1; attempt <= ASSIGN_ATTEMPTS; attempt += 1) {
      const [activity] = await db.query<Activity>(`select ${ACTIVITY_COLUMNS} from activities where id = $1`, [activityId]);
      if (!activity) throw matchingError('MATCHING_NOT_FOUND');
      const unchanged = { matchingId: activity.id, status: activity.status, volunteerId: activity.volunteerId };
      if (!eligibleForAutoMatch(activity)) return unchanged;
      const ranked = rank(activity, await findCandidates(db, activity));
      if (ranked.length === 0) {
        await db.query(`update activities set match_attempted_at = $2 where id = $1 and status = 'MATCHING'`, [activity.id, nowDate()]);
        if (announce) await announceWaiting(activityId);
        return unchanged;
      }
      try {
        const outcome = await notifications.withNotifications(async (tx, notify) => {
          const locked = await lockActivity(tx, activityId);
          if (!locked) return unchanged;
          if (!eligibleForAutoMatch(locked)) return { matchingId: locked.id, status: locked.status, volunteerId: locked.volunteerId };
          // The first ranked volunteer who still qualifies now that the row is ours.
          for (const candidate of ranked) {
            await lockVolunteerBookings(tx, candidate.volunteerId);
            const [stillQualified] = await findCandidates(tx, locked, candidate.volunteerId);
            if (!stillQualified) continue;
            await tx.query('update activities set match_attempted_at = $2 where id = $1', [locked.id, nowDate()]);
            await assign(tx, notify, locked, candidate.volunteerId);
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
    if (announce) await announceWaiting(activityId);
    return { matchingId: activityId, status: 'MATCHING', volunteerId: null };
  }

  async function createRequest(elderlyId: number, request: HelpRequest, waiting: boolean): Promise<Activity> {
    const at = now();
    const start = request.startTime.getTime();
    if (start <= at) throw matchingError('START_TIME_PAST');
    if (start >= requestHorizon(at)) throw matchingError('START_TIME_TOO_FAR');
    try {
      const [activity] = await db.query<Activity>(
        `insert into activities (elderly_id, help_type, start_time, end_time, animal_type, add_description, district,
           address_detail, status, waiting, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, 'MATCHING', $9, $10, $10)
         returning ${ACTIVITY_COLUMNS}`,
        [
          elderlyId,
          request.helpType,
          request.startTime,
          new Date(start + ACTIVITY_DURATION_MS),
          request.animalType,
          request.addDescription,
          request.district,
          request.addressDetail,
          waiting,
          new Date(at),
        ],
      );
      return activity;
    } catch (error) {
      if (isDatabaseError(error, UNIQUE_VIOLATION, 'activities_one_open_request_per_day')) {
        throw matchingError('REQUEST_ALREADY_EXISTS');
      }
      throw error;
    }
  }

  /** Waiting requests in the volunteer's district that the volunteer's schedule now fits, earliest first. */
  async function waitingRequestsFitting(volunteerId: number, excludeActivityId?: number): Promise<number[]> {
    const [volunteer] = await db.query<{ district: District; categories: number | null }>(
      `select u.district, s.categories from users u left join volunteer_schedules s on s.volunteer_id = u.id
       where u.id = $1 and u.user_type = 'volunteer'`,
      [volunteerId],
    );
    if (!volunteer?.categories) return [];
    const slots = await db.query<{ weekMinute: number }>(
      'select week_minute as "weekMinute" from volunteer_slots where volunteer_id = $1',
      [volunteerId],
    );
    const slotStarts = new Set(slots.map((slot) => slot.weekMinute));
    const waiting = await db.query<{ id: number; helpType: HelpType; startTime: Date }>(
      `select id, help_type as "helpType", start_time as "startTime" from activities
       where status = 'MATCHING' and waiting and start_time > $1 and district = $2
       order by start_time limit 200`,
      [nowDate(), volunteer.district],
    );
    return waiting
      .filter((request) => request.id !== excludeActivityId)
      .filter((request) => (volunteer.categories! & CATEGORY_BITS[request.helpType]) !== 0)
      .filter((request) => containingSlotStarts(request.startTime).some((start) => slotStarts.has(start)))
      .map((request) => request.id);
  }

  /** After a volunteer's schedule changed or their time freed up: match the waiting requests they now fit. */
  async function retryWaitingFor(volunteerId: number, excludeActivityId?: number, limit = 20): Promise<number> {
    let matched = 0;
    for (const id of (await waitingRequestsFitting(volunteerId, excludeActivityId)).slice(0, limit)) {
      if ((await tryAutoMatch(id)).status === 'PROGRESS') matched += 1;
    }
    return matched;
  }

  /** One attempt at the elderly user's pick, in one transaction under the request's row lock. */
  function pickOnce(elderlyId: number, activityId: number, volunteerId: number): Promise<MatchOutcome> {
    return notifications.withNotifications(async (tx, notify) => {
      const activity = await lockActivity(tx, activityId);
      assertElderlyOwns(activity, elderlyId);
      const outcome = { matchingId: activity.id, status: activity.status, volunteerId: activity.volunteerId };
      if (activity.status === 'PROGRESS' && activity.volunteerId === volunteerId) return outcome;
      if (activity.status === 'CANCELED') throw matchingError('REQUEST_CLOSED');
      if (activity.status !== 'MATCHING') throw matchingError('ALREADY_MATCHED');
      if (activity.startTime.getTime() <= now()) throw matchingError('REQUEST_EXPIRED');
      const [volunteer] = await tx.query("select 1 from users where id = $1 and user_type = 'volunteer'", [volunteerId]);
      if (!volunteer) throw matchingError('VOLUNTEER_NOT_FOUND');
      await lockVolunteerBookings(tx, volunteerId);
      const [qualified] = await findCandidates(tx, activity, volunteerId);
      if (!qualified) {
        const [busy] = await tx.query(
          `select 1 from activities where volunteer_id = $1 and status in ('PROGRESS', 'REVIEWING', 'COMPLETED')
             and start_time < $3 and end_time > $2`,
          [volunteerId, activity.startTime, activity.endTime],
        );
        throw matchingError(busy ? 'VOLUNTEER_TAKEN' : 'VOLUNTEER_UNAVAILABLE');
      }
      await assign(tx, notify, activity, volunteerId);
      return { matchingId: activity.id, status: 'PROGRESS' as const, volunteerId };
    });
  }

  return {
    findCandidates,

    /** Creates the request (MATCHING, not yet in the waiting pool) and returns up to four ranked volunteers. */
    async recommend(elderlyId: number, request: HelpRequest): Promise<{ matchingId: number; volunteers: RecommendedVolunteer[] }> {
      const activity = await createRequest(elderlyId, request, false);
      const ranked = rank(activity, await findCandidates(db, activity));
      log.debug({ matchingId: activity.id, ranking: ranked.map((c) => ({ id: c.volunteerId, ...c.score })) }, 'recommendation');
      return {
        matchingId: activity.id,
        volunteers: ranked.map((candidate) => ({
          volunteerId: candidate.volunteerId,
          name: candidate.name,
          profileImage: candidate.profileImage,
          volunteerHours: candidate.completedCount * HOURS_PER_ACTIVITY,
          phone: candidate.phone,
          bio: candidate.bio,
        })),
      };
    },

    /** The elderly user picks a volunteer. Atomic: 409 when the volunteer was booked meanwhile. */
    async pick(elderlyId: number, activityId: number, volunteerId: number): Promise<MatchOutcome> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await pickOnce(elderlyId, activityId, volunteerId);
        } catch (error) {
          if (!lostBookingRace(error)) throw error;
          // A deadlock victim: the other booking has finished now, so looking again gives the true
          // answer (usually VOLUNTEER_TAKEN from the row check).
          if (isDatabaseError(error, EXCLUSION_VIOLATION) || attempt >= ASSIGN_ATTEMPTS) throw matchingError('VOLUNTEER_TAKEN');
        }
      }
    },

    /** POST /api/elderly/matching {matchingId}: match automatically now, or keep the request waiting. */
    async requestAutomaticMatch(elderlyId: number, activityId: number): Promise<MatchOutcome> {
      const joined = await db.transaction(async (tx) => {
        const activity = await lockActivity(tx, activityId);
        assertElderlyOwns(activity, elderlyId);
        if (activity.status === 'CANCELED') throw matchingError('REQUEST_CLOSED');
        if (activity.status !== 'MATCHING') return { activity, newlyWaiting: false };
        if (activity.startTime.getTime() <= now()) throw matchingError('REQUEST_EXPIRED');
        if (!activity.waiting) {
          await tx.query('update activities set waiting = true, updated_at = $2 where id = $1', [activity.id, nowDate()]);
        }
        return { activity, newlyWaiting: !activity.waiting };
      });
      if (joined.activity.status !== 'MATCHING') {
        return { matchingId: activityId, status: joined.activity.status, volunteerId: joined.activity.volunteerId };
      }
      return tryAutoMatch(activityId, joined.newlyWaiting);
    },

    /** POST /api/elderly/matching with a help request: create it in the waiting pool and try to match. */
    async createAndMatch(elderlyId: number, request: HelpRequest): Promise<MatchOutcome> {
      const activity = await createRequest(elderlyId, request, true);
      return tryAutoMatch(activity.id, true);
    },

    /** The elderly user cancels a MATCHING request, or a PROGRESS one before it starts. */
    async cancelByElderly(elderlyId: number, activityId: number): Promise<MatchOutcome> {
      const freedVolunteerId = await notifications.withNotifications(async (tx, notify) => {
        const activity = await lockActivity(tx, activityId);
        assertElderlyOwns(activity, elderlyId);
        if (activity.status === 'CANCELED') return null;
        if (activity.status === 'REVIEWING' || activity.status === 'COMPLETED') throw matchingError('ALREADY_COMPLETED');
        if (activity.status === 'PROGRESS' && activity.startTime.getTime() <= now()) throw matchingError('ALREADY_STARTED');
        const at = nowDate();
        await tx.query(
          `update activities set status = 'CANCELED', canceled_by = 'elderly', cancel_reason = 'ELDERLY_CANCELED',
             canceled_at = $2, updated_at = $2, waiting = false
           where id = $1`,
          [activity.id, at],
        );
        await closeReminders(tx, activity.id, 'ELDERLY_CANCELED');
        if (activity.volunteerId) {
          await notify(await eventFor(tx, 'ELDERLY_CANCELED', ['volunteer'], activity, activity.volunteerId));
        }
        return activity.volunteerId;
      });
      // The volunteer's window is free again: waiting requests may fit them now.
      if (freedVolunteerId) await retryWaitingFor(freedVolunteerId);
      return { matchingId: activityId, status: 'CANCELED', volunteerId: null };
    },

    /** The assigned volunteer cancels before the start; the request looks for a replacement at once. */
    async cancelByVolunteer(volunteerId: number, activityId: number): Promise<MatchOutcome> {
      const released = await notifications.withNotifications(async (tx, notify) => {
        const activity = await lockActivity(tx, activityId);
        if (!activity) throw matchingError('MATCHING_NOT_FOUND');
        if (activity.volunteerId !== volunteerId) {
          const [earlier] = await tx.query(
            'select 1 from activity_volunteer_cancellations where activity_id = $1 and volunteer_id = $2',
            [activityId, volunteerId],
          );
          if (earlier) return false; // Already cancelled by this volunteer: nothing more to do.
          throw matchingError('NOT_YOUR_MATCHING');
        }
        if (activity.status === 'CANCELED') throw matchingError('REQUEST_CLOSED');
        if (activity.status !== 'PROGRESS') throw matchingError('ALREADY_COMPLETED');
        if (activity.startTime.getTime() <= now()) throw matchingError('ALREADY_STARTED');
        const at = nowDate();
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
        await closeReminders(tx, activity.id, 'VOLUNTEER_CANCELED');
        await notify(await eventFor(tx, 'VOLUNTEER_CANCELED', ['elderly'], activity, volunteerId));
        return true;
      });
      if (released) {
        await tryAutoMatch(activityId, true);
        await retryWaitingFor(volunteerId, activityId);
      }
      return { matchingId: activityId, status: 'CANCELED', volunteerId: null };
    },

    /** The elderly user marks a PROGRESS activity done, only after its start: REVIEWING. */
    async markDone(elderlyId: number, activityId: number): Promise<MatchOutcome> {
      return notifications.withNotifications(async (tx, notify) => {
        const activity = await lockActivity(tx, activityId);
        assertElderlyOwns(activity, elderlyId);
        const outcome = { matchingId: activity.id, status: activity.status, volunteerId: activity.volunteerId };
        if (activity.status === 'REVIEWING' || activity.status === 'COMPLETED') return outcome;
        if (activity.status === 'CANCELED') throw matchingError('REQUEST_CLOSED');
        if (activity.status === 'MATCHING') throw matchingError('NOT_MATCHED');
        if (activity.startTime.getTime() > now()) throw matchingError('NOT_STARTED');
        await tx.query(`update activities set status = 'REVIEWING', done_at = $2, updated_at = $2 where id = $1`, [
          activity.id,
          nowDate(),
        ]);
        await notify(await eventFor(tx, 'MARKED_DONE', ['volunteer'], activity, activity.volunteerId));
        return { ...outcome, status: 'REVIEWING' as const };
      });
    },

    retryWaitingFor,

    /** The periodic sweep's retry of the waiting pool, least recently tried first. */
    async retryWaitingPool(limit = 50): Promise<number> {
      // Schedule saves and cancellations retry at once; this backstop (a volunteer who moved
      // district, a lost race) only needs to look at each request about once an hour.
      const ids = await db.query<{ id: number }>(
        `select id from activities where status = 'MATCHING' and waiting and start_time > $1
           and (match_attempted_at is null or match_attempted_at <= $2)
         order by match_attempted_at nulls first, start_time limit $3`,
        [nowDate(), new Date(now() - WAITING_RETRY_INTERVAL_MS), limit],
      );
      let matched = 0;
      for (const { id } of ids) {
        if ((await tryAutoMatch(id)).status === 'PROGRESS') matched += 1;
      }
      return matched;
    },

    /** Requests still without a volunteer when their start time comes: CANCELED (expired), elderly told. */
    async expireOverdue(limit = 500): Promise<number> {
      return notifications.withNotifications(async (tx, notify) => {
        const at = nowDate();
        const expired = await tx.query<Activity>(
          `update activities set status = 'CANCELED', canceled_by = 'system', cancel_reason = 'EXPIRED',
             canceled_at = $1, updated_at = $1, waiting = false
           where id in (select id from activities where status = 'MATCHING' and start_time <= $1
                        order by start_time limit $2 for update skip locked)
           returning ${ACTIVITY_COLUMNS}`,
          [at, limit],
        );
        for (const activity of expired) await notify(await eventFor(tx, 'EXPIRED', ['elderly'], activity, null));
        return expired.length;
      });
    },

    /** Forgets finished jobs after a month; their outcome is only of interest while it is recent. */
    async purgeFinishedJobs(): Promise<number> {
      const rows = await db.query('delete from scheduled_jobs where done_at < $1 returning id', [new Date(now() - 30 * DAY_MS)]);
      return rows.length;
    },

    /** Sends the reminders that are due (1 hour before the start) to both sides; durable across restarts. */
    async runDueReminders(limit = 200): Promise<number> {
      const at = now();
      const jobs = await db.query<{ id: number; activityId: number; volunteerId: number; attempts: number }>(
        `update scheduled_jobs set locked_until = $2, attempts = attempts + 1
         where id in (select id from scheduled_jobs
                      where done_at is null and run_at <= $1 and (locked_until is null or locked_until <= $1)
                      order by run_at limit $3 for update skip locked)
         returning id, activity_id as "activityId", volunteer_id as "volunteerId", attempts`,
        [new Date(at), new Date(at + 5 * MINUTE_MS), limit],
      );
      let sent = 0;
      for (const job of jobs) {
        try {
          const outcome = await notifications.withNotifications(async (tx, notify) => {
            const activity = await lockActivity(tx, job.activityId);
            let result = 'SENT';
            if (!activity || activity.status !== 'PROGRESS' || activity.volunteerId !== job.volunteerId) result = 'STALE';
            else if (activity.startTime.getTime() <= now()) result = 'TOO_LATE';
            else {
              const items = await eventFor(tx, 'REMINDER', ['elderly', 'volunteer'], activity, job.volunteerId, `reminder:${job.id}`);
              await notify(items);
            }
            await tx.query('update scheduled_jobs set done_at = $2, outcome = $3 where id = $1', [job.id, nowDate(), result]);
            return result;
          });
          if (outcome === 'SENT') sent += 1;
        } catch (error) {
          log.error({ err: error, jobId: job.id }, 'reminder job failed');
          if (job.attempts >= REMINDER_MAX_ATTEMPTS) {
            await db.query(`update scheduled_jobs set done_at = $2, outcome = 'FAILED' where id = $1`, [job.id, nowDate()]);
          }
        }
      }
      return sent;
    },
  };
}

export type Matching = ReturnType<typeof createMatching>;

export const matchingPlugin = fp(
  async (app, { now = Date.now }: { now?: () => number }) => {
    app.decorate('matching', createMatching({ db: app.db, notifications: app.notifications, now, log: app.log }));
  },
  { name: 'matching', dependencies: ['database', 'notifications'] },
);
