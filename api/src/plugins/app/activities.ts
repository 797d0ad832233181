import {
  type ActivityStatus,
  type AnimalType,
  DAY_MS,
  type DistrictCode,
  type ElderlyMatchingStatus,
  type HelpType,
  isPhoneVisible,
  type RequestOrigin,
  minutesToHours,
  seoulDayStart,
  seoulParts,
  type VolunteerMatchingStatus,
} from '@ieum/domain';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { matchingError } from '../../domain/matching-errors';
import { maskPhone } from '../../domain/phone-privacy';

declare module 'fastify' {
  interface FastifyInstance {
    activities: Activities;
  }
}

/** The home card's status: stored for volunteers, derived for elderly users (api/README.md "Matching"). */
export type CardStatus = VolunteerMatchingStatus | ElderlyMatchingStatus;

export interface CurrentMatching {
  status: CardStatus;
  matchingId: number | null;
  otherName: string | null;
  startTime: Date | null;
}

interface TodayRow {
  id: number;
  status: ActivityStatus;
  startTime: Date;
  volunteerId: number | null;
  otherName: string | null;
}

export interface VolunteerMatchingItem {
  id: number;
  elderlyName: string;
  startTime: Date;
  type: HelpType;
  districtType: DistrictCode;
}

export interface VolunteerMatchingDetail extends VolunteerMatchingItem {
  address: { district: DistrictCode; detail: string };
  animalType: AnimalType;
  addDescription: string;
  status: ActivityStatus;
  /** The elderly user's number, masked (elderlyPhoneMasked) outside the window around the visit, as on the elderly side. */
  elderlyPhone: string;
  elderlyPhoneMasked: boolean;
}

export interface ApplyingItem {
  id: number;
  time: Date;
  type: HelpType;
  districtType: DistrictCode;
  volunteerName: string | null;
  requestedIn: RequestOrigin;
}

export interface ApplyingDetail {
  id: number;
  type: HelpType;
  startTime: Date;
  animalType: AnimalType;
  addDescription: string;
  status: ActivityStatus;
  /** phone is masked (phoneMasked) outside the window around the visit (isPhoneVisible in @ieum/domain). */
  matchedUserInfo: { volunteerName: string; profileImage: string | null; volunteerActivityTime: number; phone: string; phoneMasked: boolean } | null;
}

const BOOKED = `('PROGRESS', 'REVIEWING', 'COMPLETED')`;

/** Of today's activities (by start time): the first one not yet finished, else the last finished one. */
function pickToday(rows: TodayRow[]): TodayRow | undefined {
  const finished = (row: TodayRow) => row.status === 'REVIEWING' || row.status === 'COMPLETED';
  return rows.find((row) => !finished(row)) ?? rows.at(-1);
}

export function createActivities({ db, now }: { db: Database; now: () => number }) {
  function today() {
    const start = seoulDayStart(now());
    return { start, end: new Date(start.getTime() + DAY_MS) };
  }

  async function volunteerHours(volunteerId: number): Promise<number> {
    // Confirmed visits only (api/README.md "Visits and volunteer hours"), no longer a fixed amount per 완료.
    const [row] = await db.query<{ minutes: number | string | null }>(
      'select sum(credited_minutes) as minutes from visits where volunteer_id = $1 and finished_at is not null',
      [volunteerId],
    );
    return minutesToHours(Number(row.minutes ?? 0));
  }

  return {
    volunteerHours,

    async volunteerHome(volunteerId: number) {
      const [user] = await db.query<{ name: string; phone: string; profileImage: string | null }>(
        `select name, phone, profile_image as "profileImage" from users where id = $1 and user_type = 'volunteer'`,
        [volunteerId],
      );
      if (!user) throw matchingError('USER_NOT_FOUND');
      const { start, end } = today();
      const todays = pickToday(
        await db.query<TodayRow>(
          `select a.id, a.status, a.start_time as "startTime", a.volunteer_id as "volunteerId", e.name as "otherName"
           from activities a join users e on e.id = a.elderly_id
           where a.volunteer_id = $1 and a.status in ${BOOKED} and a.start_time >= $2 and a.start_time < $3
           order by a.start_time, a.id`,
          [volunteerId, start, end],
        ),
      );
      let currentMatching: CurrentMatching | null = null;
      if (todays) {
        currentMatching = { status: todays.status as CardStatus, matchingId: todays.id, otherName: todays.otherName, startTime: todays.startTime };
      } else {
        const [slot] = await db.query<{ startMinute: number }>(
          'select start_minute as "startMinute" from volunteer_slots where volunteer_id = $1 and day_of_week = $2',
          [volunteerId, seoulParts(now()).isoWeekday],
        );
        if (slot) {
          const startTime = new Date(start.getTime() + slot.startMinute * 60_000);
          currentMatching = { status: 'NOT_MATCHING', matchingId: null, otherName: null, startTime };
        }
      }
      return { user, volunteerHours: await volunteerHours(volunteerId), currentMatching };
    },

    async elderlyHome(elderlyId: number): Promise<{ currentMatching: CurrentMatching | null }> {
      const { start, end } = today();
      const todays = pickToday(
        await db.query<TodayRow>(
          `select a.id, a.status, a.start_time as "startTime", a.volunteer_id as "volunteerId", v.name as "otherName"
           from activities a left join users v on v.id = a.volunteer_id
           where a.elderly_id = $1 and a.status <> 'CANCELED' and a.start_time >= $2 and a.start_time < $3
           order by a.start_time, a.id`,
          [elderlyId, start, end],
        ),
      );
      if (!todays) return { currentMatching: null };
      let status: CardStatus;
      if (!todays.volunteerId || todays.status === 'MATCHING') status = 'NOT_MATCHING';
      else if (todays.status === 'REVIEWING' || todays.status === 'COMPLETED') status = 'COMPLETED';
      else if (todays.startTime.getTime() <= now()) status = 'STARTED';
      else status = 'NOT_STARTED';
      return {
        currentMatching: {
          status,
          matchingId: todays.id,
          otherName: status === 'NOT_MATCHING' ? null : todays.otherName,
          startTime: todays.startTime,
        },
      };
    },

    /** The volunteer's future assignments, nearest first. */
    async volunteerMatchings(volunteerId: number): Promise<VolunteerMatchingItem[]> {
      return db.query<VolunteerMatchingItem>(
        `select a.id, e.name as "elderlyName", a.start_time as "startTime", a.help_type as type, a.district as "districtType"
         from activities a join users e on e.id = a.elderly_id
         where a.volunteer_id = $1 and a.status = 'PROGRESS' and a.start_time > $2
         order by a.start_time, a.id limit 200`,
        [volunteerId, new Date(now())],
      );
    },

    async volunteerMatchingDetail(volunteerId: number, activityId: number): Promise<VolunteerMatchingDetail> {
      const [row] = await db.query<
        Omit<VolunteerMatchingDetail, 'address' | 'elderlyPhone' | 'elderlyPhoneMasked'> & { volunteerId: number | null; detail: string; endTime: Date; phone: string }
      >(
        `select a.id, e.name as "elderlyName", a.start_time as "startTime", a.end_time as "endTime", a.help_type as type,
           a.district as "districtType", a.address_detail as detail, a.animal_type as "animalType",
           a.add_description as "addDescription", a.status, a.volunteer_id as "volunteerId", e.phone
         from activities a join users e on e.id = a.elderly_id where a.id = $1`,
        [activityId],
      );
      if (!row) throw matchingError('MATCHING_NOT_FOUND');
      if (row.volunteerId !== volunteerId) throw matchingError('NOT_YOUR_MATCHING');
      const { volunteerId: _owner, detail, endTime, phone, ...rest } = row;
      // The same window as the volunteer's number on the elderly side: enough to call about this visit.
      const elderlyPhoneMasked = !isPhoneVisible(row.startTime.getTime(), endTime.getTime(), now());
      return { ...rest, address: { district: row.districtType, detail }, elderlyPhone: elderlyPhoneMasked ? maskPhone(phone) : phone, elderlyPhoneMasked };
    },

    /** The elderly user's future requests: matched first, then by time. */
    async applyingList(elderlyId: number): Promise<ApplyingItem[]> {
      return db.query<ApplyingItem>(
        `select a.id, a.start_time as time, a.help_type as type, a.district as "districtType", v.name as "volunteerName",
           a.requested_in as "requestedIn"
         from activities a left join users v on v.id = a.volunteer_id
         where a.elderly_id = $1 and a.status in ('MATCHING', 'PROGRESS') and a.start_time > $2
         order by (a.volunteer_id is null), a.start_time, a.id limit 200`,
        [elderlyId, new Date(now())],
      );
    },

    async applyingDetail(elderlyId: number, activityId: number): Promise<ApplyingDetail> {
      const [row] = await db.query<{
        id: number;
        elderlyId: number;
        type: HelpType;
        startTime: Date;
        endTime: Date;
        animalType: AnimalType;
        addDescription: string;
        status: ActivityStatus;
        volunteerId: number | null;
        volunteerName: string | null;
        profileImage: string | null;
        phone: string | null;
      }>(
        `select a.id, a.elderly_id as "elderlyId", a.help_type as type, a.start_time as "startTime", a.end_time as "endTime",
           a.animal_type as "animalType", a.add_description as "addDescription", a.status,
           a.volunteer_id as "volunteerId", v.name as "volunteerName", v.profile_image as "profileImage", v.phone
         from activities a left join users v on v.id = a.volunteer_id where a.id = $1`,
        [activityId],
      );
      if (!row) throw matchingError('MATCHING_NOT_FOUND');
      if (row.elderlyId !== elderlyId) throw matchingError('NOT_YOUR_MATCHING');
      const matched = row.volunteerId !== null && row.volunteerName !== null && row.status !== 'CANCELED';
      // The full number only from shortly before the visit until it ends: enough to call about it,
      // never a list of numbers for visits far ahead or long past.
      const phoneMasked = !isPhoneVisible(row.startTime.getTime(), row.endTime.getTime(), now());
      return {
        id: row.id,
        type: row.type,
        startTime: row.startTime,
        animalType: row.animalType,
        addDescription: row.addDescription,
        status: row.status,
        matchedUserInfo: matched
          ? {
              volunteerName: row.volunteerName as string,
              profileImage: row.profileImage,
              volunteerActivityTime: await volunteerHours(row.volunteerId as number),
              phone: phoneMasked ? maskPhone(row.phone as string) : (row.phone as string),
              phoneMasked,
            }
          : null,
      };
    },
  };
}

export type Activities = ReturnType<typeof createActivities>;

export const activitiesPlugin = fp(
  async (app, { now = Date.now }: { now?: () => number }) => {
    app.decorate('activities', createActivities({ db: app.db, now }));
  },
  { name: 'activities', dependencies: ['database'] },
);
