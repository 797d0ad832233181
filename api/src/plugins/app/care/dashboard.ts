import {
  type ActivityStatus,
  DAY_MS,
  DAYS_OF_WEEK,
  type DistrictCode,
  districtName,
  formatTimeOfDay,
  HOUR_MS,
  type HelpType,
  helpTypeLabel,
  IDLE_VOLUNTEER_DAYS,
  LONELINESS_MIN_MESSAGES,
  toSeoulDate,
  toSeoulIso,
  typesFromCategory,
  USER_TYPES,
  WAITING_REQUEST_ALERT_HOURS,
} from '@ieum/domain';
import type { Database, Queryable } from '../../../db/database';
import { careError } from '../../../domain/care-errors';
import { toCsv } from '../../../lib/csv';
import { districtsInScope, personColumns, type PersonRow, staffDistricts, toStaffPerson } from './access';
import { ALERT_SELECT, type AlertRow, alertsOfPerson, type CareAlerts } from './alerts';
import { type AuditQuery, auditEntries, recordViews } from './audit';
import { emotionCounts, lonelinessShare, monthlyPercentages, seoulMonthBack, totalMessages } from './emotions';
import { sharingOf } from './sharing';

const HISTORY_LIMIT = 20;
const LIST_LIMIT = 500;
const EXPORTED_CLOSED_ALERT_DAYS = 90;
const EMOTION_MONTHS = 3;

interface RequestRow extends PersonRow {
  matchingId: number;
  type: HelpType;
  startTime: Date;
  createdAt: Date;
  addDescription: string;
  district: DistrictCode;
}

interface HistoryRow {
  matchingId: number;
  startTime: Date;
  createdAt: Date;
  type: HelpType;
  status: ActivityStatus;
  volunteerName: string | null;
  elderlyName: string;
  elderlyId: number;
}

interface VolunteerRow {
  volunteerId: number;
  name: string;
  phone: string;
  district: DistrictCode;
  categories: number;
  slotCount: number;
  lastMatchedAt: Date | null;
  joinedAt: Date;
  bio: string | null;
}

const REQUEST_SELECT = `select a.id as "matchingId", a.help_type as type, a.start_time as "startTime", a.created_at as "createdAt",
    a.add_description as "addDescription", a.district, ${personColumns('p')}
  from activities a join users p on p.id = a.elderly_id`;

const HISTORY_SELECT = `select a.id as "matchingId", a.start_time as "startTime", a.created_at as "createdAt", a.help_type as type, a.status,
    v.name as "volunteerName", e.name as "elderlyName", e.id as "elderlyId"
  from activities a join users e on e.id = a.elderly_id left join users v on v.id = a.volunteer_id`;

const VOLUNTEER_SELECT = `select u.id as "volunteerId", u.name, u.phone, u.district, s.categories,
    (select count(*) from volunteer_slots sl where sl.volunteer_id = u.id)::int as "slotCount",
    (select max(a.matched_at) from activities a where a.volunteer_id = u.id) as "lastMatchedAt",
    u.created_at as "joinedAt", u.bio
  from users u join volunteer_schedules s on s.volunteer_id = u.id`;

interface DashboardDeps {
  db: Database;
  alerts: CareAlerts;
  now: () => number;
}

/** The welfare worker's lists and details beyond the alerts (api/README.md "The worker's dashboard"). */
export function createCareDashboard({ db, alerts, now }: DashboardDeps) {
  const toRequest = (row: RequestRow) => ({
    matchingId: Number(row.matchingId),
    elderly: toStaffPerson(row, now()),
    type: row.type,
    startTime: toSeoulIso(row.startTime),
    createdAt: toSeoulIso(row.createdAt),
    waitingHours: Math.max(0, Math.floor((now() - row.createdAt.getTime()) / HOUR_MS)),
    addDescription: row.addDescription,
    district: row.district,
  });
  const toHistory = (row: HistoryRow) => ({
    matchingId: Number(row.matchingId),
    startTime: toSeoulIso(row.startTime),
    createdAt: toSeoulIso(row.createdAt),
    type: row.type,
    status: row.status,
    volunteerName: row.volunteerName,
    elderlyName: row.elderlyName,
  });
  const toVolunteer = (row: VolunteerRow) => ({
    volunteerId: Number(row.volunteerId),
    name: row.name,
    phone: row.phone,
    district: row.district,
    categories: typesFromCategory(row.categories),
    slotCount: row.slotCount,
    lastMatchedAt: row.lastMatchedAt ? toSeoulIso(row.lastMatchedAt) : null,
    joinedAt: toSeoulIso(row.joinedAt),
  });

  async function waitingRows(tx: Queryable, districts: DistrictCode[]): Promise<RequestRow[]> {
    const at = now();
    return tx.query<RequestRow>(
      `${REQUEST_SELECT} where a.status = 'MATCHING' and a.volunteer_id is null and a.district = any($1::text[])
         and a.created_at <= $2 and a.start_time > $3
       order by a.created_at, a.id limit $4`,
      [districts, new Date(at - WAITING_REQUEST_ALERT_HOURS * HOUR_MS), new Date(at), LIST_LIMIT],
    );
  }

  async function lonelinessRows(tx: Queryable, districts: DistrictCode[]) {
    const last = seoulMonthBack(now(), 1);
    const before = seoulMonthBack(now(), 2);
    const people = await tx.query<PersonRow>(`select ${personColumns('p')} from users p where p.user_type = 'elderly' and p.district = any($1::text[])`, [districts]);
    const ids = people.map((person) => Number(person.p_id));
    const [lastCounts, beforeCounts] = [await emotionCounts(tx, ids, last.start, last.end), await emotionCounts(tx, ids, before.start, before.end)];
    const rows = people
      .map((person) => {
        const id = Number(person.p_id);
        const now_ = lastCounts.get(id);
        const then = beforeCounts.get(id);
        return {
          elderly: toStaffPerson(person, now()),
          share: lonelinessShare(now_),
          previousShare: lonelinessShare(then),
          messages: totalMessages(now_),
          previousMessages: totalMessages(then),
        };
      })
      .filter((row) => row.messages >= LONELINESS_MIN_MESSAGES && row.previousMessages >= LONELINESS_MIN_MESSAGES && row.share > row.previousShare)
      .map((row) => ({ ...row, change: row.share - row.previousShare }))
      .sort((a, b) => b.change - a.change || b.share - a.share || a.elderly.elderlyId - b.elderly.elderlyId);
    return { month: last.month, previousMonth: before.month, people: rows };
  }

  async function idleRows(tx: Queryable, districts: DistrictCode[]): Promise<VolunteerRow[]> {
    const since = new Date(now() - IDLE_VOLUNTEER_DAYS * DAY_MS);
    return tx.query<VolunteerRow>(
      `select * from (${VOLUNTEER_SELECT} where u.user_type = 'volunteer' and u.district = any($1::text[]) and u.created_at <= $2) v
       where v."slotCount" > 0 and (v."lastMatchedAt" is null or v."lastMatchedAt" < $2)
       order by v."lastMatchedAt" nulls first, v."joinedAt", v."volunteerId" limit $3`,
      [districts, since, LIST_LIMIT],
    );
  }

  async function personInScope(tx: Queryable, staffId: number, elderlyId: number) {
    const districts = await staffDistricts(tx, staffId);
    const [person] = await tx.query<PersonRow>(
      `select ${personColumns('p')} from users p where p.id = $1 and p.user_type = 'elderly' and p.district = any($2::text[])`,
      [elderlyId, districts],
    );
    if (!person) throw careError('PERSON_NOT_FOUND');
    return { person, districts };
  }

  const at = () => new Date(now());

  return {
    async me(staffId: number) {
      const [user] = await db.query<{ name: string }>(`select name from users where id = $1 and user_type = 'staff'`, [staffId]);
      return { staffId, name: user?.name ?? '', districts: await staffDistricts(db, staffId) };
    },

    async waitingRequests(staffId: number, district?: DistrictCode) {
      return db.transaction(async (tx) => {
        const rows = await waitingRows(tx, await districtsInScope(tx, staffId, district));
        await recordViews(tx, staffId, rows.map((row) => Number(row.p_id)), 'WAITING_LIST', at());
        return rows.map(toRequest);
      });
    },

    async requestDetail(staffId: number, matchingId: number) {
      return db.transaction(async (tx) => {
        const districts = await staffDistricts(tx, staffId);
        const [row] = await tx.query<RequestRow>(`${REQUEST_SELECT} where a.id = $1 and a.district = any($2::text[])`, [matchingId, districts]);
        if (!row) throw careError('REQUEST_NOT_FOUND');
        const history = await tx.query<HistoryRow>(`${HISTORY_SELECT} where a.elderly_id = $1 order by a.start_time desc, a.id desc limit $2`, [row.p_id, HISTORY_LIMIT]);
        await recordViews(tx, staffId, [Number(row.p_id)], 'REQUEST_DETAIL', at());
        return { request: toRequest(row), history: history.map(toHistory) };
      });
    },

    async loneliness(staffId: number, district?: DistrictCode) {
      return db.transaction(async (tx) => {
        const result = await lonelinessRows(tx, await districtsInScope(tx, staffId, district));
        await recordViews(tx, staffId, result.people.map((row) => row.elderly.elderlyId), 'LONELINESS_LIST', at());
        return result;
      });
    },

    async personDetail(staffId: number, elderlyId: number) {
      return db.transaction(async (tx) => {
        const { person, districts } = await personInScope(tx, staffId, elderlyId);
        const requests = await tx.query<HistoryRow>(`${HISTORY_SELECT} where a.elderly_id = $1 order by a.start_time desc, a.id desc limit $2`, [elderlyId, HISTORY_LIMIT]);
        const emotions = [];
        for (let back = 1; back <= EMOTION_MONTHS; back += 1) emotions.push(await monthlyPercentages(tx, elderlyId, now(), back));
        await recordViews(tx, staffId, [elderlyId], 'PERSON_DETAIL', at());
        return {
          elderly: toStaffPerson(person, now()),
          staffCrisisAlerts: (await sharingOf(tx, elderlyId)).staffCrisisAlerts,
          alerts: await alertsOfPerson(tx, elderlyId, districts, now()),
          requests: requests.map(toHistory),
          emotions,
        };
      });
    },

    async idleVolunteers(staffId: number, district?: DistrictCode) {
      return (await idleRows(db, await districtsInScope(db, staffId, district))).map(toVolunteer);
    },

    async volunteerDetail(staffId: number, volunteerId: number) {
      return db.transaction(async (tx) => {
        const districts = await staffDistricts(tx, staffId);
        const [row] = await tx.query<VolunteerRow>(`${VOLUNTEER_SELECT} where u.id = $1 and u.user_type = 'volunteer' and u.district = any($2::text[])`, [
          volunteerId,
          districts,
        ]);
        if (!row) throw careError('VOLUNTEER_NOT_FOUND');
        const slots = await tx.query<{ day: number; minute: number }>(
          'select day_of_week as day, start_minute as minute from volunteer_slots where volunteer_id = $1 order by day_of_week',
          [volunteerId],
        );
        const activities = await tx.query<HistoryRow>(`${HISTORY_SELECT} where a.volunteer_id = $1 order by a.start_time desc, a.id desc limit $2`, [volunteerId, HISTORY_LIMIT]);
        // The history names the older people this volunteer visited: a view of their data too.
        await recordViews(tx, staffId, activities.map((activity) => Number(activity.elderlyId)), 'VOLUNTEER_DETAIL', at());
        return {
          volunteer: { ...toVolunteer(row), bio: row.bio ?? '' },
          slots: slots.map((slot) => ({ dayOfWeek: DAYS_OF_WEEK[slot.day - 1], time: formatTimeOfDay(slot.minute) })),
          activities: activities.map(toHistory),
        };
      });
    },

    /** One list as CSV with Korean headers; exported people are audited like a view. */
    async exportCsv(staffId: number, list: 'alerts' | 'waiting-requests' | 'loneliness' | 'idle-volunteers' | 'audit', query: AuditQuery) {
      const fileName = `${list}-${toSeoulDate(now())}.csv`;
      const body = await db.transaction(async (tx) => {
        const districts = await districtsInScope(tx, staffId, query.district);
        const date = (value: Date | string | null) => (value ? toSeoulIso(value instanceof Date ? value : new Date(value)).replace('T', ' ') : '');
        switch (list) {
          case 'alerts': {
            const rows = await tx.query<AlertRow>(
              `${ALERT_SELECT} where a.staff_alerted and a.district = any($1::text[]) and (a.closed_at is null or a.closed_at >= $2)
               order by a.created_at desc, a.id desc`,
              [districts, new Date(now() - EXPORTED_CLOSED_ALERT_DAYS * DAY_MS)],
            );
            await recordViews(tx, staffId, rows.map((row) => Number(row.p_id)), 'EXPORT_ALERTS', at());
            const status = (row: AlertRow) => (row.closedAt ? '마무리' : row.acknowledgedAt ? '확인함' : '확인 전');
            return toCsv(
              ['번호', '상태', '구', '어르신', '전화번호', '종류', '알림이 된 말', '발생', '10분 확대', '30분 지연', '확인', '확인한 사람', '마무리', '조치', '메모'],
              rows.map((row) => {
                const alert = alerts.toStaffAlert(row, now());
                return [
                  alert.id,
                  status(row),
                  districtName(row.district),
                  alert.elderly.name,
                  alert.elderly.phone,
                  alert.kindLabel,
                  alert.message,
                  date(row.createdAt),
                  date(row.escalatedAt),
                  date(row.overdueAt),
                  date(row.acknowledgedAt),
                  alert.acknowledgedBy?.name ?? '',
                  date(row.closedAt),
                  alert.outcomeLabel ?? '',
                  alert.note ?? '',
                ];
              }),
            );
          }
          case 'waiting-requests': {
            const rows = await waitingRows(tx, districts);
            await recordViews(tx, staffId, rows.map((row) => Number(row.p_id)), 'EXPORT_WAITING', at());
            return toCsv(
              ['신청 번호', '구', '어르신', '전화번호', '도움 유형', '방문 시각', '신청 시각', '기다린 시간', '요청사항'],
              rows.map(toRequest).map((row) => [row.matchingId, districtName(row.district), row.elderly.name, row.elderly.phone, helpTypeLabel(row.type), date(row.startTime), date(row.createdAt), `${row.waitingHours}시간`, row.addDescription]),
            );
          }
          case 'loneliness': {
            const result = await lonelinessRows(tx, districts);
            await recordViews(tx, staffId, result.people.map((row) => row.elderly.elderlyId), 'EXPORT_LONELINESS', at());
            return toCsv(
              ['어르신', '구', '전화번호', `${result.month} 외로움+슬픔(%)`, `${result.previousMonth} 외로움+슬픔(%)`, '변화(%p)', `${result.month} 메시지 수`, `${result.previousMonth} 메시지 수`],
              result.people.map((row) => [row.elderly.name, districtName(row.elderly.district), row.elderly.phone, row.share, row.previousShare, row.change, row.messages, row.previousMessages]),
            );
          }
          case 'idle-volunteers': {
            const rows = (await idleRows(tx, districts)).map(toVolunteer);
            return toCsv(
              ['봉사자', '구', '전화번호', '봉사 유형', '주간 가능 시간 수', '마지막 배정', '가입'],
              rows.map((row) => [row.name, districtName(row.district), row.phone, row.categories.map(helpTypeLabel).join(' '), row.slotCount, date(row.lastMatchedAt), date(row.joinedAt)]),
            );
          }
          case 'audit': {
            const entries = await auditEntries(tx, staffId, query, now(), true);
            return toCsv(
              ['시각', '구', '본 사람', '역할', '어르신', '본 것'],
              entries.map((entry) => [entry.at.replace('T', ' '), districtName(entry.district), entry.actor.name, USER_TYPES[entry.actor.role], entry.elderly.name, entry.actionLabel]),
            );
          }
        }
      });
      return { fileName, body };
    },
  };
}

export type CareDashboard = ReturnType<typeof createCareDashboard>;
