import {
  CARE_ALERT_OUTCOMES,
  type CareAlertOutcome,
  type CareAlertStatus,
  crisisKindLabel,
  type DistrictCode,
  toSeoulIso,
} from '@ieum/domain';
import type { Database, Queryable } from '../../../db/database';
import { careError } from '../../../domain/care-errors';
import { careAlertText } from '../../../domain/care-notification-texts';
import type { CareNotificationKind } from '../../../domain/notification-texts';
import type { NewNotification, Notify } from '../notifications';
import { type ClaimedJob, JOB_SENT, scheduleCareAlertJob } from '../scheduled-jobs';
import { districtsInScope, personColumns, type PersonRow, type StaffPerson, staffDistricts, toStaffPerson } from './access';
import { recordViews } from './audit';
import { sharingOf } from './sharing';

export interface StaffAlert {
  id: number;
  status: CareAlertStatus;
  kind: string;
  kindLabel: string;
  message: string;
  district: DistrictCode;
  createdAt: string;
  escalatedAt: string | null;
  overdue: boolean;
  acknowledgedAt: string | null;
  acknowledgedBy: { staffId: number; name: string } | null;
  closedAt: string | null;
  closedBy: { staffId: number; name: string } | null;
  outcome: CareAlertOutcome | null;
  outcomeLabel: string | null;
  note: string | null;
  elderly: StaffPerson;
}

interface AlertRow extends PersonRow {
  id: number;
  kind: string;
  message: string;
  district: DistrictCode;
  createdAt: Date;
  escalatedAt: Date | null;
  overdueAt: Date | null;
  acknowledgedAt: Date | null;
  ackId: number | null;
  ackName: string | null;
  closedAt: Date | null;
  closedId: number | null;
  closedName: string | null;
  outcome: CareAlertOutcome | null;
  note: string | null;
  staffAlerted: boolean;
  familyAlerted: boolean;
}

export const ALERT_SELECT = `select a.id, a.kind, a.message, a.district, a.created_at as "createdAt", a.escalated_at as "escalatedAt",
    a.overdue_at as "overdueAt", a.acknowledged_at as "acknowledgedAt", ab.id as "ackId", ab.name as "ackName",
    a.closed_at as "closedAt", cb.id as "closedId", cb.name as "closedName", a.outcome, a.note,
    a.staff_alerted as "staffAlerted", a.family_alerted as "familyAlerted", ${personColumns('p')}
  from care_alerts a join users p on p.id = a.elderly_id
    left join users ab on ab.id = a.acknowledged_by left join users cb on cb.id = a.closed_by`;

export function alertStatus(row: Pick<AlertRow, 'acknowledgedAt' | 'closedAt'>): CareAlertStatus {
  if (row.closedAt) return 'CLOSED';
  return row.acknowledgedAt ? 'ACKNOWLEDGED' : 'OPEN';
}

export function outcomeLabel(outcome: CareAlertOutcome | null): string | null {
  return outcome ? CARE_ALERT_OUTCOMES[outcome] : null;
}

function toStaffAlert(row: AlertRow, nowMs: number): StaffAlert {
  const iso = (date: Date | null) => (date ? toSeoulIso(date) : null);
  return {
    id: Number(row.id),
    status: alertStatus(row),
    kind: row.kind,
    kindLabel: crisisKindLabel(row.kind),
    message: row.message,
    district: row.district,
    createdAt: toSeoulIso(row.createdAt),
    escalatedAt: iso(row.escalatedAt),
    overdue: row.overdueAt !== null && row.acknowledgedAt === null,
    acknowledgedAt: iso(row.acknowledgedAt),
    acknowledgedBy: row.ackId === null ? null : { staffId: Number(row.ackId), name: row.ackName ?? '' },
    closedAt: iso(row.closedAt),
    closedBy: row.closedId === null ? null : { staffId: Number(row.closedId), name: row.closedName ?? '' },
    outcome: row.outcome,
    outcomeLabel: outcomeLabel(row.outcome),
    note: row.note,
    elderly: toStaffPerson(row, nowMs),
  };
}

const CLOSED_LIST_LIMIT = 200;
const OTHER_ALERTS_LIMIT = 20;

export interface AlertTimings {
  escalateAfterMs: number;
  overdueAfterMs: number;
}

interface AlertsDeps {
  db: Database;
  now: () => number;
  timings: AlertTimings;
}

/** Crisis alerts: the worker's list and actions, and the jobs that deliver and escalate them. */
export function createCareAlerts({ db, now, timings }: AlertsDeps) {
  /** A visible alert of the worker's districts, locked when asked, or 404. */
  async function visibleAlert(tx: Queryable, staffId: number, alertId: number, lock = false): Promise<AlertRow> {
    const districts = await staffDistricts(tx, staffId);
    const [row] = await tx.query<AlertRow>(
      `${ALERT_SELECT} where a.id = $1 and a.staff_alerted and a.district = any($2::text[])${lock ? ' for update of a' : ''}`,
      [alertId, districts],
    );
    if (!row) throw careError('ALERT_NOT_FOUND');
    return row;
  }

  async function addEvent(tx: Queryable, alertId: number, event: string, detail: string, at: Date, actorId: number | null = null) {
    await tx.query('insert into care_alert_events (alert_id, event, actor_id, detail, at) values ($1, $2, $3, $4, $5)', [alertId, event, actorId, detail, at]);
  }

  async function staffOfDistrict(tx: Queryable, district: DistrictCode): Promise<number[]> {
    const rows = await tx.query<{ id: number }>(
      `select u.id from staff_districts d join users u on u.id = d.staff_id
       where d.district = $1 and u.user_type = 'staff' and u.disabled_at is null order by u.id`,
      [district],
    );
    return rows.map((row) => Number(row.id));
  }

  async function familyOf(tx: Queryable, elderlyId: number): Promise<number[]> {
    const rows = await tx.query<{ id: number }>('select guardian_id as id from care_links where elderly_id = $1 order by guardian_id', [elderlyId]);
    return rows.map((row) => Number(row.id));
  }

  function messages(kind: Exclude<CareNotificationKind, 'CARE_LINKED'>, recipients: number[], row: AlertRow, staffAlerted: boolean, minutes: number): NewNotification[] {
    const text = careAlertText(kind, { elderlyName: row.p_name, district: row.district, kind: row.kind, staffAlerted, minutesWithoutAnswer: minutes });
    // The dedupe key makes a retried job store (and so push and text) each message once.
    return recipients.map((recipientId) => ({ recipientId, kind, activityId: null, careAlertId: Number(row.id), ...text, dedupeKey: `care:${row.id}:${kind}:${recipientId}` }));
  }

  const minutes = (ms: number) => Math.max(1, Math.round(ms / 60_000));

  async function alertForJob(tx: Queryable, job: ClaimedJob): Promise<AlertRow | undefined> {
    const [row] = await tx.query<AlertRow>(`${ALERT_SELECT} where a.id = $1 for update of a`, [job.careAlertId]);
    return row;
  }

  /** CARE_ALERT_SEND: tell whoever the older person allows, and schedule the escalation. */
  async function send(tx: Queryable, notify: Notify, job: ClaimedJob): Promise<string> {
    const row = await alertForJob(tx, job);
    if (!row) return 'STALE';
    const at = new Date(now());
    const sharing = await sharingOf(tx, Number(row.p_id));
    const staff = sharing.staffCrisisAlerts ? await staffOfDistrict(tx, row.district) : [];
    const family = sharing.shareCrisisAlerts ? await familyOf(tx, Number(row.p_id)) : [];
    // staff_alerted is the person's choice (escalation tells workers who join later); family_alerted
    // means a linked family member really received it, as the companion then says "가족분께 알려 드렸어요".
    await tx.query('update care_alerts set staff_alerted = $2, family_alerted = $3 where id = $1', [row.id, sharing.staffCrisisAlerts, family.length > 0]);
    await notify([...messages('CARE_ALERT', staff, row, sharing.staffCrisisAlerts, 0), ...messages('FAMILY_ALERT', family, row, sharing.staffCrisisAlerts, 0)]);
    if (!sharing.staffCrisisAlerts && !sharing.shareCrisisAlerts) {
      await addEvent(tx, Number(row.id), 'SENT', '어르신이 위기 알림을 받을 사람을 정하지 않아 아무에게도 보내지 않았어요.', at);
      return 'NOBODY';
    }
    await addEvent(tx, Number(row.id), 'SENT', `사회복지사 ${staff.length}명, 가족 ${family.length}명에게 알렸어요 (앱, 휴대폰 알림, 사회복지사는 문자도).`, at);
    if (!row.acknowledgedAt) {
      const created = row.createdAt.getTime();
      await scheduleCareAlertJob(tx, 'CARE_ALERT_ESCALATE', Number(row.id), new Date(created + timings.escalateAfterMs), at);
      if (sharing.staffCrisisAlerts) await scheduleCareAlertJob(tx, 'CARE_ALERT_OVERDUE', Number(row.id), new Date(created + timings.overdueAfterMs), at);
    }
    return JOB_SENT;
  }

  /** The alert of a follow-up job while nobody has answered it, else the job's outcome. */
  async function unanswered(tx: Queryable, job: ClaimedJob): Promise<AlertRow | 'STALE' | 'ACKNOWLEDGED'> {
    const row = await alertForJob(tx, job);
    if (!row) return 'STALE';
    return row.acknowledgedAt || row.closedAt ? 'ACKNOWLEDGED' : row;
  }

  /** Every worker of the district now (one who joined since the alert too), if workers get it at all. */
  const staffToTell = (tx: Queryable, row: AlertRow) => (row.staffAlerted ? staffOfDistrict(tx, row.district) : Promise.resolve([]));

  /** CARE_ALERT_ESCALATE: still unanswered, so every worker of the district and the family again, by text too. */
  async function escalate(tx: Queryable, notify: Notify, job: ClaimedJob): Promise<string> {
    const row = await unanswered(tx, job);
    if (typeof row === 'string') return row;
    const at = new Date(now());
    const staff = await staffToTell(tx, row);
    const family = (await sharingOf(tx, Number(row.p_id))).shareCrisisAlerts ? await familyOf(tx, Number(row.p_id)) : [];
    const waited = minutes(timings.escalateAfterMs);
    await tx.query('update care_alerts set escalated_at = $2 where id = $1', [row.id, at]);
    await notify([...messages('CARE_ALERT_ESCALATED', staff, row, row.staffAlerted, waited), ...messages('FAMILY_ALERT_ESCALATED', family, row, row.staffAlerted, waited)]);
    await addEvent(tx, Number(row.id), 'ESCALATED', `${waited}분 동안 확인이 없어 사회복지사 ${staff.length}명, 가족 ${family.length}명에게 다시 알렸어요 (문자 포함).`, at);
    return JOB_SENT;
  }

  /** CARE_ALERT_OVERDUE: marked overdue on the dashboard, and the workers told once more. */
  async function overdue(tx: Queryable, notify: Notify, job: ClaimedJob): Promise<string> {
    const row = await unanswered(tx, job);
    if (typeof row === 'string') return row;
    const at = new Date(now());
    const waited = minutes(timings.overdueAfterMs);
    await tx.query('update care_alerts set overdue_at = $2 where id = $1', [row.id, at]);
    await notify(messages('CARE_ALERT_OVERDUE', await staffToTell(tx, row), row, true, waited));
    await addEvent(tx, Number(row.id), 'OVERDUE', `${waited}분이 지나도록 확인되지 않았어요.`, at);
    return JOB_SENT;
  }

  /** Escalation and overdue jobs have nothing left to do once someone answered. */
  async function settleJobs(tx: Queryable, alertId: number, at: Date) {
    await tx.query(`update scheduled_jobs set done_at = $2, outcome = 'ACKNOWLEDGED' where care_alert_id = $1 and done_at is null and kind <> 'CARE_ALERT_SEND'`, [alertId, at]);
  }

  /** A worker's answer: acknowledged (the first worker and time kept), and closed when told what was done. */
  async function answer(staffId: number, alertId: number, closing?: { outcome: CareAlertOutcome; note: string }): Promise<StaffAlert> {
    return db.transaction(async (tx) => {
      const row = await visibleAlert(tx, staffId, alertId, true);
      if (row.closedAt) throw careError('ALERT_CLOSED');
      const at = new Date(now());
      if (!row.acknowledgedAt) {
        await tx.query('update care_alerts set acknowledged_at = $2, acknowledged_by = $3 where id = $1', [alertId, at, staffId]);
        await addEvent(tx, alertId, 'ACKNOWLEDGED', '확인했어요.', at, staffId);
      }
      if (closing) {
        await tx.query('update care_alerts set closed_at = $2, closed_by = $3, outcome = $4, note = $5 where id = $1', [alertId, at, staffId, closing.outcome, closing.note]);
        await addEvent(tx, alertId, 'CLOSED', `${CARE_ALERT_OUTCOMES[closing.outcome]} - ${closing.note}`, at, staffId);
      }
      await settleJobs(tx, alertId, at);
      await recordViews(tx, staffId, [Number(row.p_id)], closing ? 'ALERT_CLOSE' : 'ALERT_ACKNOWLEDGE', at);
      return toStaffAlert(await visibleAlert(tx, staffId, alertId), now());
    });
  }

  return {
    jobHandlers: { CARE_ALERT_SEND: send, CARE_ALERT_ESCALATE: escalate, CARE_ALERT_OVERDUE: overdue },

    async list(staffId: number, query: { status: 'open' | 'closed'; district?: DistrictCode }): Promise<StaffAlert[]> {
      return db.transaction(async (tx) => {
        const districts = await districtsInScope(tx, staffId, query.district);
        const rows =
          query.status === 'open'
            ? await tx.query<AlertRow>(
                `${ALERT_SELECT} where a.staff_alerted and a.district = any($1::text[]) and a.closed_at is null
                 order by (a.acknowledged_at is not null), a.created_at, a.id`,
                [districts],
              )
            : await tx.query<AlertRow>(
                `${ALERT_SELECT} where a.staff_alerted and a.district = any($1::text[]) and a.closed_at is not null
                 order by a.closed_at desc, a.id desc limit $2`,
                [districts, CLOSED_LIST_LIMIT],
              );
        await recordViews(tx, staffId, rows.map((row) => Number(row.p_id)), 'ALERT_LIST', new Date(now()));
        return rows.map((row) => toStaffAlert(row, now()));
      });
    },

    async summary(staffId: number): Promise<{ unacknowledged: number; open: number; overdue: number; latestAlertId: number }> {
      const districts = await staffDistricts(db, staffId);
      const [row] = await db.query<{ unacknowledged: number; open: number; overdue: number; latestAlertId: number | null }>(
        `select count(*) filter (where closed_at is null and acknowledged_at is null)::int as unacknowledged,
                count(*) filter (where closed_at is null)::int as open,
                count(*) filter (where closed_at is null and acknowledged_at is null and overdue_at is not null)::int as overdue,
                max(id) as "latestAlertId"
         from care_alerts where staff_alerted and district = any($1::text[])`,
        [districts],
      );
      return { unacknowledged: row.unacknowledged, open: row.open, overdue: row.overdue, latestAlertId: Number(row.latestAlertId ?? 0) };
    },

    async detail(staffId: number, alertId: number) {
      return db.transaction(async (tx) => {
        const row = await visibleAlert(tx, staffId, alertId);
        const districts = await staffDistricts(tx, staffId);
        const events = await tx.query<{ at: Date; event: 'RAISED' | 'SENT' | 'ESCALATED' | 'OVERDUE' | 'ACKNOWLEDGED' | 'CLOSED'; by: string | null; detail: string }>(
          `select e.at, e.event, u.name as by, e.detail from care_alert_events e left join users u on u.id = e.actor_id
           where e.alert_id = $1 order by e.at, e.id`,
          [alertId],
        );
        const others = await tx.query<AlertRow>(
          `${ALERT_SELECT} where a.elderly_id = $1 and a.id <> $2 and a.staff_alerted and a.district = any($3::text[])
           order by a.created_at desc, a.id desc limit $4`,
          [row.p_id, alertId, districts, OTHER_ALERTS_LIMIT],
        );
        await recordViews(tx, staffId, [Number(row.p_id)], 'ALERT_DETAIL', new Date(now()));
        return {
          alert: toStaffAlert(row, now()),
          history: events.map((event) => ({ at: toSeoulIso(event.at), event: event.event, by: event.by, detail: event.detail })),
          otherAlerts: others.map((other) => toStaffAlert(other, now())),
        };
      });
    },

    /** 확인했어요: the first worker and time are kept; a second acknowledgement changes nothing. */
    acknowledge: (staffId: number, alertId: number): Promise<StaffAlert> => answer(staffId, alertId),

    /** Closes with what was done; an alert nobody acknowledged is acknowledged by the same worker at once. */
    close: (staffId: number, alertId: number, closing: { outcome: CareAlertOutcome; note: string }): Promise<StaffAlert> => answer(staffId, alertId, closing),

    toStaffAlert,
  };
}

export type CareAlerts = ReturnType<typeof createCareAlerts>;

/** The worker's alert objects for other modules (person detail, CSV). */
export type { AlertRow };

export async function alertsOfPerson(tx: Queryable, elderlyId: number, districts: DistrictCode[], nowMs: number, limit = 50): Promise<StaffAlert[]> {
  const rows = await tx.query<AlertRow>(
    `${ALERT_SELECT} where a.elderly_id = $1 and a.staff_alerted and a.district = any($2::text[]) order by a.created_at desc, a.id desc limit $3`,
    [elderlyId, districts, limit],
  );
  return rows.map((row) => toStaffAlert(row, nowMs));
}
