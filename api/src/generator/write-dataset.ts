// Fills a database with a generated dataset: volunteers with weekly slots and categories, elderly
// users with past activities (completed with reviews, some cancelled or expired) and upcoming
// ones, plus the notifications and reminder jobs those would have produced. Deterministic from
// (seed, anchor). Writes in batches with unnest, so 100k volunteers take seconds on PostgreSQL.
import { DAY_MS, type DistrictCode, HELP_TYPE_CODES, HELP_TYPES, type HelpType, HOUR_MS, MINUTE_MS, seoulDayStart, seoulParts } from '@ieum/domain';
import type { Database } from '../db/database';
import { ACTIVITY_DURATION_MS } from '../domain/activity-rules';
import { notificationText } from '../domain/notification-texts';
import { hashPassword } from '../lib/passwords';
import {
  between,
  entitySeed,
  generateElderly,
  generateVolunteer,
  type GeneratedVolunteer,
  type Person,
  pick,
  REQUEST_TEXTS,
  REVIEW_TEXTS,
  seededRandom,
} from './people';

export interface DatasetOptions {
  seed: number;
  volunteers: number;
  elderly: number;
  /** "Now" of the dataset: past activities end before it, upcoming ones start after it. */
  anchor: number;
  /** Password of every generated account (one hash for all: hashing 100k passwords would take half an hour). */
  password: string;
  batchSize?: number;
  log?: (message: string) => void;
}

export interface DatasetSummary {
  volunteers: number;
  elderly: number;
  activities: Record<string, number>;
  reviews: number;
  notifications: number;
  reminderJobs: number;
  usernamePrefix: string;
}

const ACTIVITY_MS = ACTIVITY_DURATION_MS;
const PAST_DAYS = 90;
const UPCOMING_DAYS = 14;

export const usernamePrefix = (seed: number) => `gen${seed}_`;

interface VolunteerRef {
  id: number;
  name: string;
  categories: number;
  slots: GeneratedVolunteer['slots'];
}

interface ActivityRow {
  elderlyId: number;
  elderlyName: string;
  volunteerId: number | null;
  volunteerName: string | null;
  helpType: HelpType;
  start: number;
  animalType: string;
  addDescription: string;
  district: DistrictCode;
  addressDetail: string;
  status: 'MATCHING' | 'PROGRESS' | 'REVIEWING' | 'COMPLETED' | 'CANCELED';
  waiting: boolean;
  canceledBy: 'elderly' | 'system' | null;
  cancelReason: 'ELDERLY_CANCELED' | 'EXPIRED' | null;
  canceledAt: number | null;
  matchedAt: number | null;
  doneAt: number | null;
  completedAt: number | null;
  createdAt: number;
}

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size));
  return result;
}

/** Removes a previous dataset of this seed (its users and everything that hangs off them). */
export async function removeDataset(db: Database, seed: number): Promise<number> {
  const pattern = `${usernamePrefix(seed).replace('_', '\\_')}%`;
  await db.query(
    `delete from activities where elderly_id in (select id from users where username like $1)
       or volunteer_id in (select id from users where username like $1)`,
    [pattern],
  );
  const removed = await db.query('delete from users where username like $1 returning id', [pattern]);
  return removed.length;
}

export async function writeDataset(db: Database, options: DatasetOptions): Promise<DatasetSummary> {
  const { seed, anchor } = options;
  const batchSize = options.batchSize ?? 5000;
  const log = options.log ?? (() => {});
  const anchorYear = seoulParts(anchor).year;
  const prefix = usernamePrefix(seed);
  const passwordHash = await hashPassword(options.password);

  async function insertUsers(kind: 'volunteer' | 'elderly', people: (Person & { bio?: string; username: string })[]) {
    const rows = await db.query<{ id: number; username: string }>(
      `insert into users (username, password_hash, user_type, name, birth_date, age, gender, phone, district, address_detail, bio)
       select username, $1, $2, name, birth_date::date, age, gender, phone, district, address_detail, nullif(bio, '')
       from unnest($3::text[], $4::text[], $5::text[], $6::int[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[])
         as person (username, name, birth_date, age, gender, phone, district, address_detail, bio)
       returning id, username`,
      [
        passwordHash,
        kind,
        people.map((p) => p.username),
        people.map((p) => p.name),
        people.map((p) => p.birthDate),
        people.map((p) => p.age),
        people.map((p) => p.gender),
        people.map((p) => p.phone),
        people.map((p) => p.district),
        people.map((p) => p.addressDetail),
        people.map((p) => p.bio ?? ''),
      ],
    );
    return new Map(rows.map((row) => [row.username, row.id]));
  }

  // Volunteers, their categories and weekly slots.
  const volunteersByDistrict = new Map<DistrictCode, VolunteerRef[]>();
  for (let first = 0; first < options.volunteers; first += batchSize) {
    const batch = Array.from({ length: Math.min(batchSize, options.volunteers - first) }, (_, offset) => ({
      ...generateVolunteer(seed, first + offset, anchorYear),
      username: `${prefix}v${first + offset}`,
    }));
    const ids = await insertUsers('volunteer', batch);
    const refs = batch.map((volunteer) => ({ ...volunteer, id: ids.get(volunteer.username) as number }));
    await db.query(
      `insert into volunteer_schedules (volunteer_id, categories, updated_at)
       select volunteer_id, categories, $3 from unnest($1::bigint[], $2::int[]) as schedule (volunteer_id, categories)`,
      [refs.map((v) => v.id), refs.map((v) => v.categories), new Date(anchor)],
    );
    const slots = refs.flatMap((v) => v.slots.map((slot) => ({ id: v.id, district: v.district, categories: v.categories, ...slot })));
    await db.query(
      `insert into volunteer_slots (volunteer_id, day_of_week, start_minute, district, categories)
       select * from unnest($1::bigint[], $2::smallint[], $3::smallint[], $4::text[], $5::int[])`,
      [slots.map((s) => s.id), slots.map((s) => s.dayOfWeek), slots.map((s) => s.startMinute), slots.map((s) => s.district), slots.map((s) => s.categories)],
    );
    for (const v of refs) {
      const list = volunteersByDistrict.get(v.district) ?? [];
      list.push({ id: v.id, name: v.name, categories: v.categories, slots: v.slots });
      volunteersByDistrict.set(v.district, list);
    }
    log(`volunteers ${first + batch.length}/${options.volunteers}`);
  }

  // Elderly users and their activities, each drawn from the elderly user's own generator.
  const busy = new Map<number, number[]>();
  const activities: ActivityRow[] = [];
  const anchorDay = seoulDayStart(anchor).getTime();
  for (let first = 0; first < options.elderly; first += batchSize) {
    const batch = Array.from({ length: Math.min(batchSize, options.elderly - first) }, (_, offset) => ({
      ...generateElderly(seed, first + offset, anchorYear),
      username: `${prefix}e${first + offset}`,
      index: first + offset,
    }));
    const ids = await insertUsers('elderly', batch);
    for (const elderly of batch) {
      const random = seededRandom(entitySeed(seed, 'activities', elderly.index));
      const nearby = volunteersByDistrict.get(elderly.district) ?? [];
      const usedDates = new Set<number>();
      const plans = [
        ...Array.from({ length: between(random, 0, 6) }, () => -between(random, 1, PAST_DAYS)),
        ...Array.from({ length: between(random, 0, 2) }, () => between(random, 1, UPCOMING_DAYS)),
      ];
      for (const dayOffset of plans) {
        if (nearby.length === 0) break;
        const volunteer = pick(random, nearby);
        const slot = pick(random, volunteer.slots);
        // The first day on or after the planned one that has the slot's weekday, somewhere in its window.
        const planned = anchorDay + dayOffset * DAY_MS;
        const day = planned + ((slot.dayOfWeek - seoulParts(planned).isoWeekday + 7) % 7) * DAY_MS;
        const start = day + (slot.startMinute + between(random, 0, 5) * 30) * MINUTE_MS;
        const past = start + ACTIVITY_MS < anchor;
        if (!past && start <= anchor) continue; // under way right now: leave that moment alone
        if (usedDates.has(seoulDayStart(start).getTime())) continue;
        const bookings = busy.get(volunteer.id) ?? [];
        if (bookings.some((other) => Math.abs(other - start) < ACTIVITY_MS)) continue;
        const types = HELP_TYPE_CODES.filter((type) => (volunteer.categories & HELP_TYPES[type].bit) !== 0);
        const helpType = pick(random, types);
        const createdAt = start - between(random, 1, 6) * DAY_MS;
        const matchedAt = createdAt + between(random, 1, 120) * MINUTE_MS;
        const row: ActivityRow = {
          elderlyId: ids.get(elderly.username) as number,
          elderlyName: elderly.name,
          volunteerId: volunteer.id,
          volunteerName: volunteer.name,
          helpType,
          start,
          animalType: pick(random, ['none', 'none', 'none', 'dog', 'cat', 'etc']),
          addDescription: pick(random, REQUEST_TEXTS[helpType]) || '추가 요청사항 없음',
          district: elderly.district,
          addressDetail: elderly.addressDetail,
          status: 'PROGRESS',
          waiting: false,
          canceledBy: null,
          cancelReason: null,
          canceledAt: null,
          matchedAt,
          doneAt: null,
          completedAt: null,
          createdAt,
        };
        const roll = random();
        if (past) {
          if (roll < 0.78) Object.assign(row, { status: 'COMPLETED', doneAt: start + ACTIVITY_MS, completedAt: start + ACTIVITY_MS + between(random, 1, 48) * HOUR_MS });
          else if (roll < 0.85) Object.assign(row, { status: 'REVIEWING', doneAt: start + ACTIVITY_MS });
          else if (roll < 0.93) {
            const canceledAt = Math.max(start - between(random, 2, 48) * HOUR_MS, matchedAt + MINUTE_MS);
            Object.assign(row, { status: 'CANCELED', canceledBy: 'elderly', cancelReason: 'ELDERLY_CANCELED', canceledAt });
          }
          else Object.assign(row, { status: 'CANCELED', volunteerId: null, volunteerName: null, matchedAt: null, canceledBy: 'system', cancelReason: 'EXPIRED', canceledAt: start, waiting: false });
        } else if (roll < 0.15) {
          Object.assign(row, { status: 'MATCHING', volunteerId: null, volunteerName: null, matchedAt: null, waiting: true, createdAt: anchor - between(random, 1, 48) * HOUR_MS });
        } else {
          row.matchedAt = Math.min(row.matchedAt as number, anchor - MINUTE_MS);
          row.createdAt = Math.min(row.createdAt, row.matchedAt - MINUTE_MS);
        }
        if (row.completedAt !== null && row.completedAt > anchor) row.completedAt = anchor - MINUTE_MS;
        if (row.volunteerId !== null && row.status !== 'CANCELED') bookings.push(start);
        busy.set(volunteer.id, bookings);
        usedDates.add(seoulDayStart(start).getTime());
        activities.push(row);
      }
    }
    log(`elderly ${first + batch.length}/${options.elderly}`);
  }

  const summary: DatasetSummary = {
    volunteers: options.volunteers,
    elderly: options.elderly,
    activities: {},
    reviews: 0,
    notifications: 0,
    reminderJobs: 0,
    usernamePrefix: prefix,
  };
  const date = (ms: number | null) => (ms === null ? null : new Date(ms));
  for (const batch of chunks(activities, batchSize)) {
    const inserted = await db.query<{ id: number; elderlyId: number; startTime: Date }>(
      `insert into activities (elderly_id, volunteer_id, help_type, start_time, end_time, animal_type, add_description, district,
         address_detail, status, waiting, canceled_by, cancel_reason, canceled_at, matched_at, done_at, completed_at,
         match_attempted_at, created_at, updated_at)
       select elderly_id, volunteer_id, help_type, start_time, start_time + interval '3 hours', animal_type, add_description, district,
         address_detail, status, waiting, canceled_by, cancel_reason, canceled_at, matched_at, done_at, completed_at,
         created_at, created_at, greatest(created_at, matched_at, canceled_at, done_at, completed_at)
       from unnest($1::bigint[], $2::bigint[], $3::text[], $4::timestamptz[], $5::text[], $6::text[], $7::text[], $8::text[],
         $9::text[], $10::boolean[], $11::text[], $12::text[], $13::timestamptz[], $14::timestamptz[], $15::timestamptz[],
         $16::timestamptz[], $17::timestamptz[])
         as activity (elderly_id, volunteer_id, help_type, start_time, animal_type, add_description, district, address_detail,
           status, waiting, canceled_by, cancel_reason, canceled_at, matched_at, done_at, completed_at, created_at)
       returning id, elderly_id as "elderlyId", start_time as "startTime"`,
      [
        batch.map((a) => a.elderlyId),
        batch.map((a) => a.volunteerId),
        batch.map((a) => a.helpType),
        batch.map((a) => new Date(a.start)),
        batch.map((a) => a.animalType),
        batch.map((a) => a.addDescription),
        batch.map((a) => a.district),
        batch.map((a) => a.addressDetail),
        batch.map((a) => a.status),
        batch.map((a) => a.waiting),
        batch.map((a) => a.canceledBy),
        batch.map((a) => a.cancelReason),
        batch.map((a) => date(a.canceledAt)),
        batch.map((a) => date(a.matchedAt)),
        batch.map((a) => date(a.doneAt)),
        batch.map((a) => date(a.completedAt)),
        batch.map((a) => new Date(a.createdAt)),
      ],
    );
    // One request per elderly user per Seoul date, so (elderly, start) names the row.
    const idOf = new Map(inserted.map((row) => [`${row.elderlyId}:${row.startTime.getTime()}`, row.id]));
    const withIds = batch.map((a) => ({ ...a, id: idOf.get(`${a.elderlyId}:${a.start}`) as number }));

    const reviews = withIds.filter((a) => a.status === 'COMPLETED');
    if (reviews.length > 0) {
      await db.query(
        `insert into reviews (activity_id, volunteer_id, content, image_urls, created_at)
         select * from unnest($1::bigint[], $2::bigint[], $3::text[], $4::jsonb[], $5::timestamptz[])`,
        [
          reviews.map((a) => a.id),
          reviews.map((a) => a.volunteerId),
          reviews.map((a) => REVIEW_TEXTS[a.id % REVIEW_TEXTS.length]),
          // Placeholder photo paths of the local store's shape; the files themselves are not generated.
          reviews.map((a) => JSON.stringify([`/api/uploads/review/${a.volunteerId}/${String(a.id).padStart(8, '0')}-0000-4000-8000-000000000000.jpg`])),
          reviews.map((a) => new Date(a.completedAt as number)),
        ],
      );
    }

    const notes: { recipient: number; kind: string; activity: number; title: string; body: string; at: number }[] = [];
    for (const a of withIds) {
      const context = { startTime: new Date(a.start), elderlyName: a.elderlyName, volunteerName: a.volunteerName ?? undefined };
      const add = (kind: Parameters<typeof notificationText>[0], audience: 'elderly' | 'volunteer', at: number) =>
        notes.push({ recipient: audience === 'elderly' ? a.elderlyId : (a.volunteerId as number), kind, activity: a.id, at, ...notificationText(kind, audience, context) });
      if (a.volunteerId !== null && a.matchedAt !== null) {
        add('MATCHED', 'elderly', a.matchedAt);
        add('MATCHED', 'volunteer', a.matchedAt);
      }
      if (a.doneAt !== null) add('MARKED_DONE', 'volunteer', a.doneAt);
      if (a.cancelReason === 'ELDERLY_CANCELED') add('ELDERLY_CANCELED', 'volunteer', a.canceledAt as number);
      if (a.cancelReason === 'EXPIRED') add('EXPIRED', 'elderly', a.start);
      if (a.status === 'MATCHING') add('WAITING', 'elderly', a.createdAt);
      if (['PROGRESS', 'REVIEWING', 'COMPLETED'].includes(a.status) && a.start + ACTIVITY_MS < anchor) {
        add('REMINDER', 'elderly', a.start - HOUR_MS);
        add('REMINDER', 'volunteer', a.start - HOUR_MS);
      }
    }
    for (const part of chunks(notes.sort((x, y) => x.at - y.at), batchSize)) {
      await db.query(
        `insert into notifications (recipient_id, kind, activity_id, title, body, created_at)
         select * from unnest($1::bigint[], $2::text[], $3::bigint[], $4::text[], $5::text[], $6::timestamptz[])`,
        [part.map((n) => n.recipient), part.map((n) => n.kind), part.map((n) => n.activity), part.map((n) => n.title), part.map((n) => n.body), part.map((n) => new Date(n.at))],
      );
    }

    const upcoming = withIds.filter((a) => a.status === 'PROGRESS' && a.start > anchor);
    if (upcoming.length > 0) {
      await db.query(
        `insert into scheduled_jobs (kind, activity_id, volunteer_id, run_at, created_at)
         select 'REMINDER', activity_id, volunteer_id, run_at, created_at
         from unnest($1::bigint[], $2::bigint[], $3::timestamptz[], $4::timestamptz[]) as job (activity_id, volunteer_id, run_at, created_at)`,
        [upcoming.map((a) => a.id), upcoming.map((a) => a.volunteerId), upcoming.map((a) => new Date(a.start - HOUR_MS)), upcoming.map((a) => new Date(a.matchedAt as number))],
      );
    }

    for (const a of batch) summary.activities[a.status] = (summary.activities[a.status] ?? 0) + 1;
    summary.reviews += reviews.length;
    summary.notifications += notes.length;
    summary.reminderJobs += upcoming.length;
  }
  log(`activities ${activities.length}`);
  return summary;
}
