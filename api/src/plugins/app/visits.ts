import { randomInt } from 'node:crypto';
import {
  creditedVisitMinutes,
  type DistrictCode,
  HELP_REPEAT_MINUTES,
  type HelpType,
  VISIT_ARRIVAL_OPENS_MINUTES_BEFORE,
  VISIT_CODE_MAX_FAILURES,
  VISIT_CODE_WINDOW_MINUTES,
  VISIT_CONFIRM_GRACE_MINUTES,
  type VisitStatus,
  type VisitStepState,
} from '@ieum/domain';
import fp from 'fastify-plugin';
import type { Database, Queryable } from '../../db/database';
import { visitError } from '../../domain/visit-errors';
import type { AttemptLimits } from './attempt-limits';

declare module 'fastify' {
  interface FastifyInstance {
    visits: Visits;
  }
}

export type VisitStep = 'arrive' | 'finish';
export type VisitRole = 'volunteer' | 'elderly';

const MINUTE = 60_000;
// Activities a visit can belong to: a volunteer assigned (REVIEWING/COMPLETED come after 완료).
const VISITABLE = `('PROGRESS', 'REVIEWING', 'COMPLETED')`;

interface VisitRow {
  activityId: number;
  volunteerId: number;
  elderlyId: number;
  startTime: Date;
  endTime: Date;
  helpType: HelpType;
  district: DistrictCode;
  otherName: string;
  code: string | null;
  arriveRequestedAt: Date | null;
  arrivedAt: Date | null;
  finishRequestedAt: Date | null;
  finishedAt: Date | null;
  creditedMinutes: number | null;
}

export interface VisitView {
  matchingId: number;
  startTime: Date;
  endTime: Date;
  otherName: string;
  arrive: VisitStepState;
  finish: VisitStepState;
  arrivedAt: Date | null;
  finishedAt: Date | null;
  status: VisitStatus;
  creditedMinutes: number | null;
  /** Only for the elderly user, only while a step can still be confirmed. */
  code: string | null;
}

export interface ConfirmedVisit {
  matchingId: number;
  helpType: HelpType;
  district: DistrictCode;
  startTime: Date;
  arrivedAt: Date;
  finishedAt: Date;
  minutes: number;
}

const newCode = () => String(randomInt(10_000)).padStart(4, '0');

/** Windows of api/README.md "Visits and volunteer hours", all from the planned start and end. */
export function visitWindows(startTime: Date, endTime: Date) {
  return {
    opensAt: startTime.getTime() - VISIT_ARRIVAL_OPENS_MINUTES_BEFORE * MINUTE,
    arriveClosesAt: startTime.getTime() + VISIT_CONFIRM_GRACE_MINUTES * MINUTE,
    finishClosesAt: endTime.getTime() + VISIT_CONFIRM_GRACE_MINUTES * MINUTE,
  };
}

function stepState(requestedAt: Date | null, confirmedAt: Date | null): VisitStepState {
  if (confirmedAt) return 'CONFIRMED';
  return requestedAt ? 'REQUESTED' : 'NONE';
}

function statusOf(row: VisitRow, now: number): VisitStatus {
  if (row.finishedAt) return 'CONFIRMED';
  const windows = visitWindows(row.startTime, row.endTime);
  if (!row.arrivedAt && now > windows.arriveClosesAt) return 'REVIEW';
  if (now > windows.finishClosesAt) return 'REVIEW';
  return 'OPEN';
}

export function createVisits({ db, now, attemptLimits, onFinished }: {
  db: Database;
  now: () => number;
  attemptLimits: AttemptLimits;
  /** Runs after a visit's end is confirmed (marks the activity done). */
  onFinished?: (elderlyId: number, activityId: number) => Promise<void>;
}) {
  const rowQuery = (lock: boolean, role: VisitRole) => `
    select a.id as "activityId", a.volunteer_id as "volunteerId", a.elderly_id as "elderlyId", a.start_time as "startTime",
      a.end_time as "endTime", a.help_type as "helpType", a.district, o.name as "otherName", v.code,
      v.arrive_requested_at as "arriveRequestedAt", v.arrived_at as "arrivedAt", v.finish_requested_at as "finishRequestedAt",
      v.finished_at as "finishedAt", v.credited_minutes as "creditedMinutes"
    from activities a
    join users o on o.id = ${role === 'volunteer' ? 'a.elderly_id' : 'a.volunteer_id'}
    left join visits v on v.activity_id = a.id
    where a.id = $1 and a.${role === 'volunteer' ? 'volunteer_id' : 'elderly_id'} = $2 and a.status in ${VISITABLE}
    ${lock ? 'for update of a' : ''}`;

  /** Only the matching's own volunteer or elderly user: anyone else gets the same 404 as a missing id. */
  async function load(q: Queryable, role: VisitRole, userId: number, activityId: number, lock: boolean): Promise<VisitRow> {
    const [row] = await q.query<VisitRow>(rowQuery(lock, role), [activityId, userId]);
    if (!row) throw visitError('VISIT_NOT_FOUND');
    return row;
  }

  function view(row: VisitRow, role: VisitRole): VisitView {
    const at = now();
    const status = statusOf(row, at);
    const windows = visitWindows(row.startTime, row.endTime);
    const codeUseful = status === 'OPEN' && !row.finishedAt && at >= windows.opensAt;
    return {
      matchingId: row.activityId,
      startTime: row.startTime,
      endTime: row.endTime,
      otherName: row.otherName,
      arrive: stepState(row.arriveRequestedAt, row.arrivedAt),
      finish: stepState(row.finishRequestedAt, row.finishedAt),
      arrivedAt: row.arrivedAt,
      finishedAt: row.finishedAt,
      status,
      creditedMinutes: row.creditedMinutes,
      code: role === 'elderly' && codeUseful ? row.code : null,
    };
  }

  async function ensureRow(tx: Queryable, row: VisitRow): Promise<void> {
    if (row.code !== null) return;
    const code = newCode();
    await tx.query(
      `insert into visits (activity_id, volunteer_id, elderly_id, code, created_at) values ($1, $2, $3, $4, $5)
       on conflict (activity_id) do nothing`,
      [row.activityId, row.volunteerId, row.elderlyId, code, new Date(now())],
    );
    row.code = code;
  }

  /** The step the visit is at, or the error explaining why nothing can be done now. */
  function openStep(row: VisitRow, step: VisitStep): void {
    const at = now();
    const windows = visitWindows(row.startTime, row.endTime);
    if (at < windows.opensAt) throw visitError('VISIT_NOT_OPEN');
    if (step === 'arrive') {
      if (row.arrivedAt) throw visitError('ALREADY_CONFIRMED');
      if (at > windows.arriveClosesAt) throw visitError('VISIT_WINDOW_CLOSED');
    } else {
      if (row.finishedAt) throw visitError('ALREADY_CONFIRMED');
      if (!row.arrivedAt) throw visitError('NOT_ARRIVED');
      if (at > windows.finishClosesAt) throw visitError('VISIT_WINDOW_CLOSED');
    }
  }

  /** Records the confirmation at the server's time; a new code after arrival, the credited minutes at the end. */
  async function confirmStep(tx: Queryable, row: VisitRow, step: VisitStep, method: 'ELDERLY_CONFIRM' | 'CODE'): Promise<boolean> {
    const at = new Date(now());
    if (step === 'arrive') {
      await tx.query(
        `update visits set arrived_at = $2, arrive_method = $3, arrive_requested_at = coalesce(arrive_requested_at, $2), code = $4
         where activity_id = $1`,
        [row.activityId, at, method, newCode()],
      );
      return false;
    }
    const minutes = creditedVisitMinutes((row.arrivedAt as Date).getTime(), at.getTime());
    await tx.query(
      `update visits set finished_at = $2, finish_method = $3, finish_requested_at = coalesce(finish_requested_at, $2),
         credited_minutes = $4, code = $5 where activity_id = $1`,
      [row.activityId, at, method, minutes, newCode()],
    );
    return true;
  }

  async function afterFinish(row: VisitRow, finished: boolean) {
    if (finished && onFinished && row.startTime.getTime() <= now()) await onFinished(row.elderlyId, row.activityId);
  }

  return {
    async state(role: VisitRole, userId: number, activityId: number): Promise<VisitView> {
      const row = await load(db, role, userId, activityId, false);
      if (row.code === null && role === 'elderly' && now() >= visitWindows(row.startTime, row.endTime).opensAt) {
        // The elderly card shows the code as soon as the visit opens, before the volunteer taps anything.
        await db.transaction(async (tx) => ensureRow(tx, await load(tx, role, userId, activityId, true)));
        return view(await load(db, role, userId, activityId, false), role);
      }
      return view(row, role);
    },

    /** The volunteer taps 도착했어요 / 마쳤어요: the elderly user is asked to confirm. */
    async request(volunteerId: number, activityId: number, step: VisitStep): Promise<VisitView> {
      await db.transaction(async (tx) => {
        const row = await load(tx, 'volunteer', volunteerId, activityId, true);
        openStep(row, step);
        await ensureRow(tx, row);
        const column = step === 'arrive' ? 'arrive_requested_at' : 'finish_requested_at';
        await tx.query(`update visits set ${column} = coalesce(${column}, $2) where activity_id = $1`, [activityId, new Date(now())]);
      });
      return view(await load(db, 'volunteer', volunteerId, activityId, false), 'volunteer');
    },

    /** The elderly user taps 네, 오셨어요 / 네, 마쳤어요 after the volunteer's tap. */
    async confirm(elderlyId: number, activityId: number, step: VisitStep): Promise<VisitView> {
      const outcome = await db.transaction(async (tx) => {
        const row = await load(tx, 'elderly', elderlyId, activityId, true);
        openStep(row, step);
        const requested = step === 'arrive' ? row.arriveRequestedAt : row.finishRequestedAt;
        if (!requested) throw visitError('NOTHING_TO_CONFIRM');
        return { row, finished: await confirmStep(tx, row, step, 'ELDERLY_CONFIRM') };
      });
      await afterFinish(outcome.row, outcome.finished);
      return view(await load(db, 'elderly', elderlyId, activityId, false), 'elderly');
    },

    /**
     * The volunteer types the code shown on the elderly home card. Wrong codes are counted before
     * the comparison (VISIT_CODE_MAX_FAILURES per visit in the window, then 429), and a right one
     * gives its attempt back.
     */
    async enterCode(volunteerId: number, activityId: number, step: VisitStep, code: string) {
      // Who may try is checked first: a stranger's guesses neither count nor learn anything.
      await load(db, 'volunteer', volunteerId, activityId, false);
      const reservation = await attemptLimits.reserve([
        { key: `visit-code:${activityId}`, max: VISIT_CODE_MAX_FAILURES, windowMs: VISIT_CODE_WINDOW_MINUTES * MINUTE },
      ]);
      if (!reservation.granted) return { refused: reservation.refused[0].retryAfterSeconds } as const;
      let right = false;
      let outcome: { row: VisitRow; finished: boolean } | undefined;
      try {
        outcome = await db.transaction(async (tx) => {
          const row = await load(tx, 'volunteer', volunteerId, activityId, true);
          openStep(row, step);
          await ensureRow(tx, row);
          const [stored] = await tx.query<{ code: string }>('select code from visits where activity_id = $1', [activityId]);
          if (stored.code !== code) return undefined;
          right = true;
          return { row, finished: await confirmStep(tx, row, step, 'CODE') };
        });
      } finally {
        if (right) await reservation.release();
      }
      if (!outcome) throw visitError('WRONG_VISIT_CODE');
      await afterFinish(outcome.row, outcome.finished);
      return { view: view(await load(db, 'volunteer', volunteerId, activityId, false), 'volunteer') } as const;
    },

    /** Every visit confirmed at both ends, newest first, and the ones that need review (not counted). */
    async hours(volunteerId: number): Promise<{ visits: ConfirmedVisit[]; totalMinutes: number; reviewCount: number }> {
      const visits = await db.query<ConfirmedVisit>(
        `select a.id as "matchingId", a.help_type as "helpType", a.district, a.start_time as "startTime",
           v.arrived_at as "arrivedAt", v.finished_at as "finishedAt", v.credited_minutes as minutes
         from visits v join activities a on a.id = v.activity_id
         where v.volunteer_id = $1 and a.volunteer_id = $1 and v.finished_at is not null
           and not exists (select 1 from visit_reviews r where r.activity_id = v.activity_id and r.decision = 'NOT_COUNTED')
         order by v.arrived_at desc`,
        [volunteerId],
      );
      const at = new Date(now());
      // Started activities of this volunteer whose windows closed without both confirmations, not yet settled by a worker.
      const [review] = await db.query<{ count: number | string }>(
        `select count(*) as count from activities a left join visits v on v.activity_id = a.id
         where a.volunteer_id = $1 and a.status in ${VISITABLE} and (v.finished_at is null)
           and not exists (select 1 from visit_reviews r where r.activity_id = a.id)
           and ((v.arrived_at is null and a.start_time + make_interval(mins => $3) < $2)
             or a.end_time + make_interval(mins => $3) < $2)`,
        [volunteerId, at, VISIT_CONFIRM_GRACE_MINUTES],
      );
      return {
        visits,
        totalMinutes: visits.reduce((sum, visit) => sum + visit.minutes, 0),
        reviewCount: Number(review.count),
      };
    },

    /**
     * 도움이 필요해요 by either person during an open visit: a VISIT_HELP risk signal of the elderly
     * user, which the circle of care turns into an alert for the district's welfare workers
     * (migration 0801's trigger). A second tap within HELP_REPEAT_MINUTES adds no second alert.
     */
    async needHelp(role: VisitRole, userId: number, activityId: number): Promise<{ alerted: boolean }> {
      return db.transaction(async (tx) => {
        const row = await load(tx, role, userId, activityId, true);
        const at = now();
        const windows = visitWindows(row.startTime, row.endTime);
        if (at < windows.opensAt) throw visitError('VISIT_NOT_OPEN');
        if (at > windows.finishClosesAt) throw visitError('VISIT_WINDOW_CLOSED');
        const [recent] = await tx.query(
          `select 1 from chat_risk_signals where user_id = $1 and kind = 'VISIT_HELP' and created_at > $2`,
          [row.elderlyId, new Date(at - HELP_REPEAT_MINUTES * MINUTE)],
        );
        if (recent) return { alerted: false };
        const [names] = await tx.query<{ volunteer: string; elderly: string }>(
          'select v.name as volunteer, e.name as elderly from users v, users e where v.id = $1 and e.id = $2',
          [row.volunteerId, row.elderlyId],
        );
        const who = role === 'volunteer' ? `봉사자 ${names.volunteer}님` : `어르신(${names.elderly}님)`;
        await tx.query('insert into chat_risk_signals (user_id, kind, message, created_at) values ($1, $2, $3, $4)', [
          row.elderlyId,
          'VISIT_HELP',
          `방문 중에 ${who}이 '도움이 필요해요'를 눌렀어요. 봉사자: ${names.volunteer}님, 어르신: ${names.elderly}님.`,
          new Date(at),
        ]);
        return { alerted: true };
      });
    },

    /** The hours shown on the home card and recommendations: confirmed visits only. */
    async creditedMinutes(volunteerId: number): Promise<number> {
      const [row] = await db.query<{ minutes: number | string | null }>(
        'select sum(credited_minutes) as minutes from visits where volunteer_id = $1 and finished_at is not null',
        [volunteerId],
      );
      return Number(row.minutes ?? 0);
    },
  };
}

export type Visits = ReturnType<typeof createVisits>;

export const visitsPlugin = fp(
  async (app, { now = Date.now }: { now?: () => number }) => {
    app.decorate(
      'visits',
      createVisits({
        db: app.db,
        now,
        attemptLimits: app.attemptLimits,
        onFinished: async (elderlyId, activityId) => {
          await app.matching.markDone(elderlyId, activityId);
        },
      }),
    );
  },
  { name: 'visits', dependencies: ['database', 'attempt-limits', 'matching-services'] },
);
