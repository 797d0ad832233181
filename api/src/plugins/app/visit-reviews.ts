import { randomInt } from 'node:crypto';
import {
  type ActivityStatus,
  type DistrictCode,
  type HelpType,
  isVisitReviewMinutes,
  type NoShowKind,
  VISIT_ARRIVAL_OPENS_MINUTES_BEFORE,
  VISIT_CONFIRM_GRACE_MINUTES,
  VISIT_REVIEW_LOOKBACK_DAYS,
  VISIT_REVIEW_NOTE_MAX_LENGTH,
  type VisitReviewDecision,
  type VisitReviewReason,
} from '@ieum/domain';
import fp from 'fastify-plugin';
import type { Database, Queryable } from '../../db/database';
import { VISIT_REVIEWED, visitReviewedText } from '../../domain/notification-texts';
import { visitError } from '../../domain/visit-errors';
import { recordViews } from './care/audit';
import { staffDistricts } from './care/access';
import type { Notifications } from './notifications';

declare module 'fastify' {
  interface FastifyInstance {
    visitReviews: VisitReviews;
  }
}

type VisitMethod = 'ELDERLY_CONFIRM' | 'CODE' | 'STAFF';

interface ReviewRow {
  matchingId: number;
  helpType: HelpType;
  district: DistrictCode;
  startTime: Date;
  endTime: Date;
  activityStatus: ActivityStatus;
  elderlyId: number;
  elderlyName: string;
  volunteerId: number;
  volunteerName: string;
  arriveRequestedAt: Date | null;
  arrivedAt: Date | null;
  arriveMethod: VisitMethod | null;
  finishRequestedAt: Date | null;
  finishedAt: Date | null;
  finishMethod: VisitMethod | null;
  creditedMinutes: number | null;
  noShow: NoShowKind | null;
  helpCount: number;
  firstHelpAt: Date | null;
  hasVisit: boolean;
}

export interface VisitReviewItem extends Omit<ReviewRow, 'hasVisit'> {
  reasons: VisitReviewReason[];
}

export interface VisitReviewSettled {
  matchingId: number;
  decision: VisitReviewDecision;
  minutes: number;
  note: string;
  staffName: string;
  decidedAt: Date;
}

// Both windows in SQL: $2 is now, $3 the grace minutes, $4 the minutes the visit opens before the start.
// A visit with help pressed waits until it is over (confirmed, or its windows closed): a worker never
// settles a visit the two people can still confirm.
const NOT_CONFIRMED = `(v.finished_at is null and ((v.arrived_at is null and a.start_time + make_interval(mins => $3) < $2)
  or a.end_time + make_interval(mins => $3) < $2))`;
const HELP_SIGNALS = `from chat_risk_signals s where s.user_id = a.elderly_id and s.kind = 'VISIT_HELP'
  and s.created_at >= a.start_time - make_interval(mins => $4) and s.created_at <= a.end_time + make_interval(mins => $3)`;

const SELECT = `select a.id as "matchingId", a.help_type as "helpType", a.district, a.start_time as "startTime", a.end_time as "endTime",
    a.status as "activityStatus", a.elderly_id as "elderlyId", e.name as "elderlyName", a.volunteer_id as "volunteerId",
    vo.name as "volunteerName", v.arrive_requested_at as "arriveRequestedAt", v.arrived_at as "arrivedAt",
    v.arrive_method as "arriveMethod", v.finish_requested_at as "finishRequestedAt", v.finished_at as "finishedAt",
    v.finish_method as "finishMethod", v.credited_minutes as "creditedMinutes", (v.activity_id is not null) as "hasVisit",
    (select n.kind from volunteer_no_shows n where n.activity_id = a.id and n.volunteer_id = a.volunteer_id
       order by n.recorded_at desc limit 1) as "noShow",
    (select count(*)::int ${HELP_SIGNALS}) as "helpCount",
    (select min(s.created_at) ${HELP_SIGNALS}) as "firstHelpAt"
  from activities a
  join users e on e.id = a.elderly_id
  join users vo on vo.id = a.volunteer_id
  left join visits v on v.activity_id = a.id
  where a.status in ('PROGRESS', 'REVIEWING', 'COMPLETED') and a.district = any($1::text[])
    and a.start_time > $2::timestamptz - make_interval(days => $5)
    and not exists (select 1 from visit_reviews r where r.activity_id = a.id)
    and (${NOT_CONFIRMED} or (v.finished_at is not null and exists (select 1 ${HELP_SIGNALS})))`;

function toItem(row: ReviewRow, now: number): VisitReviewItem {
  const { hasVisit: _hasVisit, ...rest } = row;
  const windowsClosed = !row.finishedAt && ((!row.arrivedAt && row.startTime.getTime() + VISIT_CONFIRM_GRACE_MINUTES * 60_000 < now) || row.endTime.getTime() + VISIT_CONFIRM_GRACE_MINUTES * 60_000 < now);
  const reasons: VisitReviewReason[] = [];
  if (windowsClosed) reasons.push('NOT_CONFIRMED');
  if (row.helpCount > 0) reasons.push('HELP');
  return { ...rest, matchingId: Number(row.matchingId), elderlyId: Number(row.elderlyId), volunteerId: Number(row.volunteerId), helpCount: Number(row.helpCount), reasons };
}

/**
 * Visits marked for review and their settlement by a welfare worker of the district (api/README.md
 * "Visits and volunteer hours"). Counting writes the visit as confirmed by STAFF, so the volunteer's
 * hours, certificate and ranking follow with no other change; not counting keeps it out of them.
 * The list and every decision are in the care audit log.
 */
export function createVisitReviews({ db, notifications, now }: { db: Database; notifications: Notifications; now: () => number }) {
  const params = (districts: DistrictCode[]) => [districts, new Date(now()), VISIT_CONFIRM_GRACE_MINUTES, VISIT_ARRIVAL_OPENS_MINUTES_BEFORE, VISIT_REVIEW_LOOKBACK_DAYS];

  async function one(tx: Queryable, staffId: number, matchingId: number): Promise<ReviewRow> {
    const districts = await staffDistricts(tx, staffId);
    const [row] = await tx.query<ReviewRow>(`${SELECT} and a.id = $6`, [...params(districts), matchingId]);
    if (row) return row;
    const [settled] = await tx.query(
      'select 1 from visit_reviews r join activities a on a.id = r.activity_id where r.activity_id = $1 and a.district = any($2::text[])',
      [matchingId, districts],
    );
    throw visitError(settled ? 'VISIT_REVIEW_SETTLED' : 'VISIT_REVIEW_NOT_FOUND');
  }

  return {
    /** The worker's districts' visits to settle, oldest first (audited: one entry per older person shown). */
    async list(staffId: number): Promise<VisitReviewItem[]> {
      return db.transaction(async (tx) => {
        const districts = await staffDistricts(tx, staffId);
        const rows = await tx.query<ReviewRow>(`${SELECT} order by a.start_time, a.id limit 200`, params(districts));
        await recordViews(tx, staffId, rows.map((row) => Number(row.elderlyId)), 'VISIT_REVIEW_LIST', new Date(now()));
        return rows.map((row) => toItem(row, now()));
      });
    },

    /** COUNTED with minutes (whole units up to the cap) or NOT_COUNTED; a note is required either way. */
    async decide(staffId: number, matchingId: number, decision: { counted: boolean; minutes?: number; note: string }): Promise<VisitReviewSettled> {
      const note = decision.note.trim();
      const minutes = decision.counted ? (decision.minutes ?? -1) : 0;
      if (note.length === 0 || note.length > VISIT_REVIEW_NOTE_MAX_LENGTH || (decision.counted && !isVisitReviewMinutes(minutes))) {
        throw visitError('VISIT_REVIEW_INVALID');
      }
      return notifications.withNotifications(async (tx, notify) => {
        await tx.query('select id from activities where id = $1 for update', [matchingId]);
        const row = await one(tx, staffId, matchingId);
        const item = toItem(row, now());
        const at = new Date(now());
        if (decision.counted) {
          if (!row.hasVisit) {
            await tx.query(
              `insert into visits (activity_id, volunteer_id, elderly_id, code, created_at) values ($1, $2, $3, $4, $5)`,
              [matchingId, row.volunteerId, row.elderlyId, String(randomInt(10_000)).padStart(4, '0'), at],
            );
          }
          // Times nobody confirmed are the planned start and start + the credited minutes, marked STAFF.
          await tx.query(
            `update visits set arrived_at = coalesce(arrived_at, $2), arrive_method = coalesce(arrive_method, 'STAFF'),
               finished_at = coalesce(finished_at, coalesce(arrived_at, $2) + make_interval(mins => $3)),
               finish_method = coalesce(finish_method, 'STAFF'), credited_minutes = $3
             where activity_id = $1`,
            [matchingId, row.startTime, minutes],
          );
          // The volunteer did come: not a no-show in the ranking, and no replacement offered any more.
          await tx.query(`delete from volunteer_no_shows where activity_id = $1 and volunteer_id = $2 and kind = 'NO_CHECK_IN'`, [matchingId, row.volunteerId]);
        } else if (row.finishedAt) {
          await tx.query('update visits set credited_minutes = 0 where activity_id = $1', [matchingId]);
        }
        const [staff] = await tx.query<{ name: string }>('select name from users where id = $1', [staffId]);
        await tx.query(
          `insert into visit_reviews (activity_id, decision, minutes, note, reasons, staff_id, staff_name, decided_at)
           values ($1, $2, $3, $4, $5::text[], $6, $7, $8)`,
          [matchingId, decision.counted ? 'COUNTED' : 'NOT_COUNTED', minutes, note, item.reasons, staffId, staff.name, at],
        );
        await recordViews(tx, staffId, [row.elderlyId], 'VISIT_REVIEW_DECISION', at);
        // In the same transaction, pushed after the commit like every notification.
        await notify([
          { recipientId: Number(row.volunteerId), kind: VISIT_REVIEWED, activityId: matchingId, ...visitReviewedText(row.startTime, decision.counted, minutes) },
        ]);
        return { matchingId, decision: decision.counted ? 'COUNTED' : 'NOT_COUNTED', minutes, note, staffName: staff.name, decidedAt: at };
      });
    },
  };
}

export type VisitReviews = ReturnType<typeof createVisitReviews>;

export const visitReviewsPlugin = fp(
  async (app, { now = Date.now }: { now?: () => number }) => {
    app.decorate('visitReviews', createVisitReviews({ db: app.db, notifications: app.notifications, now }));
  },
  { name: 'visit-reviews', dependencies: ['database', 'notifications'] },
);
