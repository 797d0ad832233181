import { koreanDateTime } from '@ieum/domain';
import { testDatabaseKind } from '../database';
import { type Actor, buildMatchingTestApp, DAY, HOUR, type MatchingTestApp, seoul } from '../matching-fixtures';

// A month of simulated use with the clock injected (never slept): requests in every form, picks
// that race, waits, expiries, cancels from both sides, replacements, completions, reviews and
// reminders. At the end the database must tell one consistent story.

const STEP = 30 * 60 * 1000;
const START = seoul('2026-12-01T00:00');
const END = seoul('2027-01-01T00:00');
const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const TYPES = ['HEALTH', 'HOUSING', 'CULTURE', 'EDUCATION'];
const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권', '황'];
const GIVEN = ['하늘', '도윤', '서연', '민준', '지우', '예린', '순자', '영수', '말순', '정호', '옥분', '춘자', '영길', '복순', '태식', '금례'];
const BIOS = [
  '병원 동행과 복약 도움을 자주 했어요',
  '청소와 정리, 간단한 수리를 잘해요',
  '말벗과 산책, 노래를 좋아합니다',
  '스마트폰과 키오스크 사용법을 알려드려요',
];

function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (value: number) => String(value).padStart(2, '0');
function seoulLocal(ms: number): string {
  const shifted = new Date(ms + 9 * HOUR);
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}T${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
}

describe(`a month of matching (${testDatabaseKind})`, () => {
  let t: MatchingTestApp;
  beforeAll(async () => {
    t = await buildMatchingTestApp(START);
  });
  afterAll(() => t.close());

  it('ends with no double booking, one state per request and every event notified', async () => {
    const random = mulberry32(20261201);
    const pickOne = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
    const chance = (p: number) => random() < p;
    const randomSchedule = () => {
      const days = DAYS.filter(() => chance(0.45));
      if (days.length === 0) days.push(pickOne(DAYS));
      return {
        schedules: days.map((dayOfWeek) => ({ dayOfWeek, time: `${pad(8 + Math.floor(random() * 10))}:${chance(0.5) ? '00' : '30'}` })),
        category: 1 + Math.floor(random() * 15),
      };
    };

    const districts = ['MAPO', 'JONGNO'];
    const volunteers: Actor[] = [];
    const elderlyUsers: Actor[] = [];
    for (let index = 0; index < 16; index += 1) {
      volunteers.push(
        await t.volunteer({
          name: `${SURNAMES[index]}${GIVEN[index]}`,
          district: districts[index % 2] as 'MAPO',
          bio: pickOne(BIOS),
          ...randomSchedule(),
        }),
      );
    }
    for (let index = 0; index < 14; index += 1) {
      elderlyUsers.push(await t.elderly({ name: `${SURNAMES[15 - index]}${GIVEN[15 - index]}님`, district: districts[index % 2] as 'MAPO' }));
    }
    const volunteerById = new Map(volunteers.map((volunteer) => [volunteer.id, volunteer]));

    const counts = { requests: 0, picked: 0, pickConflicts: 0, autoMatched: 0, volunteerCancels: 0, elderlyCancels: 0, done: 0, reviews: 0, scheduleChanges: 0 };
    let expectedWaiting = 0;
    const heldRecommendations: { elderly: Actor; matchingId: number; volunteerId: number; pickAt: number }[] = [];

    const activityRows = (where: string, params: unknown[] = []) =>
      t.db.query<{ id: number; elderlyId: number; volunteerId: number | null; startTime: Date; status: string }>(
        `select id, elderly_id as "elderlyId", volunteer_id as "volunteerId", start_time as "startTime", status from activities where ${where}`,
        params,
      );

    async function applyAutomatically(elderly: Actor, matchingId: number) {
      const response = await elderly.inject({ method: 'POST', url: '/api/elderly/matching', payload: { matchingId } });
      expect(response.statusCode).toBe(200);
      if (response.json().status === 'MATCHING') expectedWaiting += 1;
      else counts.autoMatched += 1;
    }

    async function newRequest(now: number) {
      const elderly = pickOne(elderlyUsers);
      const start = now + (1 + Math.floor(random() * 9)) * DAY;
      const startLocal = `${seoulLocal(start).slice(0, 10)}T${pad(8 + Math.floor(random() * 12))}:${chance(0.5) ? '00' : '30'}`;
      const body = {
        volunteerType: pickOne(TYPES),
        addDescription: pickOne(['', '병원에 같이 가 주세요', '집 정리를 도와주세요', '말벗이 필요해요', '휴대폰 사용법을 배우고 싶어요']),
        startTime: startLocal,
        animalType: pickOne(['none', 'dog', 'cat', 'etc']),
      };
      const mode = random();
      if (mode < 0.25) {
        const response = await elderly.inject({ method: 'POST', url: '/api/elderly/matching', payload: body });
        if (response.statusCode === 409) return expect(response.json().code).toBe('REQUEST_ALREADY_EXISTS');
        expect(response.statusCode).toBe(200);
        counts.requests += 1;
        if (response.json().status === 'MATCHING') expectedWaiting += 1;
        else counts.autoMatched += 1;
        return;
      }
      const response = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: body });
      if (response.statusCode === 409) return expect(response.json().code).toBe('REQUEST_ALREADY_EXISTS');
      expect(response.statusCode).toBe(200);
      counts.requests += 1;
      const { matchingId, recommendVolunteers } = response.json() as { matchingId: number; recommendVolunteers: { volunteerId: number }[] };
      expect(recommendVolunteers.length).toBeLessThanOrEqual(4);
      if (mode < 0.35) {
        await elderly.inject({ method: 'DELETE', url: `/api/elderly/matching/${matchingId}` }); // left the page
        counts.elderlyCancels += 1;
      } else if (mode < 0.55 || recommendVolunteers.length === 0) {
        await applyAutomatically(elderly, matchingId);
      } else {
        // Picks now or a few hours later, when the volunteer may have been taken meanwhile.
        const pickAt = chance(0.5) ? now : now + (1 + Math.floor(random() * 6)) * STEP;
        const volunteerId = pickOne(recommendVolunteers).volunteerId;
        heldRecommendations.push({ elderly, matchingId, volunteerId, pickAt });
        if (pickAt > now && chance(0.4)) {
          // A neighbour asks for the same hour first and picks the same volunteer.
          const neighbour = elderlyUsers.find((user) => user !== elderly && user.user.district === elderly.user.district && chance(0.3));
          const rival = neighbour && (await neighbour.inject({ method: 'POST', url: '/api/elderly/recommend', payload: body }));
          if (rival?.statusCode === 200) {
            counts.requests += 1;
            // Only a volunteer the neighbour's own recommendation showed can be picked.
            const shown = (rival.json().recommendVolunteers as { volunteerId: number }[]).some((card) => card.volunteerId === volunteerId);
            const rivalPick = shown && (await neighbour!.inject({ method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId: rival.json().matchingId, volunteerId } }));
            if (rivalPick && rivalPick.statusCode === 200) counts.picked += 1;
            else await applyAutomatically(neighbour!, rival.json().matchingId);
          }
        }
      }
    }

    async function pickHeld(now: number) {
      for (const held of heldRecommendations.filter((item) => item.pickAt <= now)) {
        heldRecommendations.splice(heldRecommendations.indexOf(held), 1);
        const response = await held.elderly.inject({
          method: 'POST',
          url: '/api/elderly/recommend/matching',
          payload: { matchingId: held.matchingId, volunteerId: held.volunteerId },
        });
        if (response.statusCode === 200) {
          counts.picked += 1;
          continue;
        }
        expect(response.statusCode).toBe(409);
        expect(['VOLUNTEER_TAKEN', 'VOLUNTEER_UNAVAILABLE', 'REQUEST_CLOSED', 'REQUEST_EXPIRED']).toContain(response.json().code);
        counts.pickConflicts += 1;
        if (['VOLUNTEER_TAKEN', 'VOLUNTEER_UNAVAILABLE'].includes(response.json().code)) await applyAutomatically(held.elderly, held.matchingId);
      }
    }

    async function volunteerCancels(now: number) {
      const upcoming = await activityRows(`status = 'PROGRESS' and start_time > $1`, [new Date(now)]);
      if (upcoming.length === 0) return;
      const activity = pickOne(upcoming);
      const volunteer = volunteerById.get(activity.volunteerId as number) as Actor;
      const response = await volunteer.inject({ method: 'DELETE', url: `/api/volunteer/matching/${activity.id}` });
      expect(response.statusCode).toBe(200);
      counts.volunteerCancels += 1;
      const [after] = await activityRows('id = $1', [activity.id]);
      if (after.status === 'MATCHING') expectedWaiting += 1;
    }

    async function elderlyCancels(now: number) {
      const open = await activityRows(`status in ('MATCHING', 'PROGRESS') and start_time > $1`, [new Date(now)]);
      if (open.length === 0) return;
      const activity = pickOne(open);
      const elderly = elderlyUsers.find((user) => user.id === activity.elderlyId) as Actor;
      const response = await elderly.inject({ method: 'DELETE', url: `/api/elderly/matching/${activity.id}` });
      expect(response.statusCode).toBe(200);
      counts.elderlyCancels += 1;
    }

    async function completions(now: number) {
      for (const activity of await activityRows(`status = 'PROGRESS' and start_time <= $1`, [new Date(now - 3 * HOUR)])) {
        if (!chance(0.3)) continue;
        const elderly = elderlyUsers.find((user) => user.id === activity.elderlyId) as Actor;
        const response = await elderly.inject({ method: 'POST', url: `/api/elderly/matching/${activity.id}` });
        expect(response.json()).toEqual({ matchingId: activity.id, status: 'REVIEWING' });
        counts.done += 1;
      }
      for (const activity of await activityRows(`status = 'REVIEWING'`)) {
        if (!chance(0.25)) continue;
        const volunteer = volunteerById.get(activity.volunteerId as number) as Actor;
        const imageUrls = await t.uploadReviewImages(volunteer, 1 + Math.floor(random() * 3));
        const response = await volunteer.inject({ method: 'POST', url: '/api/review', payload: { volunteerActivityId: activity.id, content: '따뜻한 시간이었어요', imageUrls } });
        expect(response.statusCode).toBe(201);
        counts.reviews += 1;
      }
    }

    for (let now = START; now < END; now += STEP) {
      t.clock.set(now);
      const hour = new Date(now + 9 * HOUR).getUTCHours();
      const daytime = hour >= 8 && hour < 22;
      if (daytime && chance(0.3)) await newRequest(now);
      await pickHeld(now);
      if (daytime && chance(0.025)) await volunteerCancels(now);
      if (daytime && chance(0.015)) await elderlyCancels(now);
      if (chance(0.01)) {
        const volunteer = pickOne(volunteers);
        const response = await volunteer.inject({ method: 'POST', url: '/api/volunteer/schedule', payload: randomSchedule() });
        expect(response.statusCode).toBe(200);
        counts.scheduleChanges += 1;
      }
      await completions(now);
      await t.tick();
    }
    t.clock.set(END);
    await t.tick();

    // The simulation really went through every path.
    if (process.env.SIMULATION_REPORT) console.log(counts, expectedWaiting);
    const statusCounts = Object.fromEntries(
      (await t.db.query<{ status: string; count: number }>('select status, count(*) as count from activities group by status')).map((row) => [row.status, row.count]),
    );
    const [expiredCount] = await t.db.query<{ count: number }>(`select count(*) as count from activities where cancel_reason = 'EXPIRED'`);
    const [replacements] = await t.db.query<{ count: number }>(
      `select count(*) as count from activity_volunteer_cancellations c join activities a on a.id = c.activity_id
       where a.volunteer_id is not null and a.volunteer_id <> c.volunteer_id`,
    );
    const [sentReminders] = await t.db.query<{ count: number }>(`select count(*) as count from scheduled_jobs where outcome = 'SENT'`);
    expect(counts.requests).toBeGreaterThan(100);
    expect(counts.picked).toBeGreaterThan(10);
    expect(counts.pickConflicts).toBeGreaterThan(0);
    expect(counts.autoMatched).toBeGreaterThan(10);
    expect(counts.volunteerCancels).toBeGreaterThan(3);
    expect(counts.elderlyCancels).toBeGreaterThan(3);
    expect(counts.done).toBeGreaterThan(10);
    expect(counts.reviews).toBeGreaterThan(5);
    expect(expiredCount.count).toBeGreaterThan(0);
    expect(replacements.count).toBeGreaterThan(0);
    expect(sentReminders.count).toBeGreaterThan(10);

    // 1. No volunteer double-booked.
    const overlaps = await t.db.query(
      `select a.id from activities a join activities b on a.volunteer_id = b.volunteer_id and a.id < b.id
         and tstzrange(a.start_time, a.end_time) && tstzrange(b.start_time, b.end_time)
       where a.status in ('PROGRESS', 'REVIEWING', 'COMPLETED') and b.status in ('PROGRESS', 'REVIEWING', 'COMPLETED')`,
    );
    expect(overlaps).toEqual([]);

    // 2. Every request in exactly one consistent state.
    const inconsistent = await t.db.query(
      `select a.id, a.status from activities a left join reviews r on r.activity_id = a.id
       where not case a.status
         when 'MATCHING' then a.volunteer_id is null and a.start_time > $1 and a.canceled_at is null and r.id is null
         when 'PROGRESS' then a.volunteer_id is not null and a.done_at is null and r.id is null
         when 'REVIEWING' then a.volunteer_id is not null and a.done_at >= a.start_time and r.id is null
         when 'COMPLETED' then a.volunteer_id is not null and a.done_at is not null and r.id is not null and r.volunteer_id = a.volunteer_id
         when 'CANCELED' then a.canceled_at is not null and r.id is null and a.done_at is null
           and (a.cancel_reason = 'ELDERLY_CANCELED' and a.canceled_by = 'elderly' and a.canceled_at < a.start_time + interval '3 hours'
             or a.cancel_reason = 'EXPIRED' and a.canceled_by = 'system' and a.volunteer_id is null and a.canceled_at >= a.start_time)
         else false end`,
      [new Date(END)],
    );
    expect(inconsistent).toEqual([]);
    const [openPerDay] = await t.db.query<{ count: number }>(
      `select count(*) as count from (select elderly_id, seoul_date from activities where status in ('MATCHING', 'PROGRESS')
       group by elderly_id, seoul_date having count(*) > 1) duplicates`,
    );
    expect(openPerDay.count).toBe(0);

    // 3. Every event produced its notifications, and nothing else was sent.
    type Note = { recipientId: number; kind: string; activityId: number; body: string };
    const notes = await t.db.query<Note>('select recipient_id as "recipientId", kind, activity_id as "activityId", body from notifications');
    const activities = await t.db.query<{
      id: number;
      elderlyId: number;
      volunteerId: number | null;
      status: string;
      startTime: Date;
      matchedAt: Date | null;
      canceledBy: string | null;
      cancelReason: string | null;
    }>(
      `select id, elderly_id as "elderlyId", volunteer_id as "volunteerId", status, start_time as "startTime",
         matched_at as "matchedAt", canceled_by as "canceledBy", cancel_reason as "cancelReason" from activities`,
    );
    const cancellations = await t.db.query<{ activityId: number; volunteerId: number }>(
      'select activity_id as "activityId", volunteer_id as "volunteerId" from activity_volunteer_cancellations',
    );
    const sentJobs = await t.db.query<{ activityId: number; volunteerId: number }>(
      `select activity_id as "activityId", volunteer_id as "volunteerId" from scheduled_jobs where outcome = 'SENT'`,
    );
    const missedCheckIns = new Set(
      (await t.db.query<{ activityId: number }>(`select activity_id as "activityId" from volunteer_no_shows where kind = 'NO_CHECK_IN'`)).map((row) => row.activityId),
    );
    const names = new Map((await t.db.query<{ id: number; name: string }>('select id, name from users')).map((row) => [row.id, row.name]));
    const count = (kind: string, activityId: number, recipientId: number) =>
      notes.filter((note) => note.kind === kind && note.activityId === activityId && note.recipientId === recipientId).length;

    let expectedTotal = expectedWaiting;
    for (const activity of activities) {
      const cancelledBy = cancellations.filter((row) => row.activityId === activity.id).map((row) => row.volunteerId);
      const assigned = [...cancelledBy, ...(activity.volunteerId !== null ? [activity.volunteerId] : [])];
      // Match made (pick, automatic, waiting pool, replacement): both sides, naming each other and the time.
      for (const volunteerId of assigned) {
        expect(count('MATCHED', activity.id, volunteerId)).toBe(1);
        const toElderly = notes.filter(
          (note) => note.kind === 'MATCHED' && note.activityId === activity.id && note.recipientId === activity.elderlyId && note.body.includes(names.get(volunteerId) as string),
        );
        expect(toElderly.length).toBeGreaterThanOrEqual(1);
      }
      expect(count('MATCHED', activity.id, activity.elderlyId)).toBe(assigned.length);
      // Volunteer cancellations: the elderly user, once each.
      expect(count('VOLUNTEER_CANCELED', activity.id, activity.elderlyId)).toBe(cancelledBy.length);
      // Elderly cancellation of an assigned activity: the volunteer.
      const toldVolunteer = activity.canceledBy === 'elderly' && activity.volunteerId !== null ? 1 : 0;
      if (activity.volunteerId !== null) expect(count('ELDERLY_CANCELED', activity.id, activity.volunteerId)).toBe(toldVolunteer);
      // Expiry: the elderly user.
      expect(count('EXPIRED', activity.id, activity.elderlyId)).toBe(activity.cancelReason === 'EXPIRED' ? 1 : 0);
      // Marked done: the volunteer, asked for a review.
      if (activity.volunteerId !== null) {
        expect(count('MARKED_DONE', activity.id, activity.volunteerId)).toBe(['REVIEWING', 'COMPLETED'].includes(activity.status) ? 1 : 0);
      }
      // Reminders: both sides for every sent job; every activity that reached its start assigned
      // (and was matched well before it) got one.
      const sentFor = sentJobs.filter((job) => job.activityId === activity.id);
      expect(count('REMINDER', activity.id, activity.elderlyId)).toBe(sentFor.length);
      for (const job of sentFor) expect(count('REMINDER', activity.id, job.volunteerId)).toBe(1);
      const reachedStartAssigned = ['PROGRESS', 'REVIEWING', 'COMPLETED'].includes(activity.status) && activity.startTime.getTime() <= END;
      if (reachedStartAssigned && (activity.matchedAt as Date).getTime() <= activity.startTime.getTime() - STEP) {
        expect(sentFor.map((job) => job.volunteerId)).toContain(activity.volunteerId);
      }
      // Every text names the time of the activity.
      for (const note of notes.filter((item) => item.activityId === activity.id)) {
        expect(note.body).toContain(koreanDateTime(activity.startTime));
      }
      expectedTotal += 2 * assigned.length + cancelledBy.length + toldVolunteer + (activity.cancelReason === 'EXPIRED' ? 1 : 0) + 2 * sentFor.length;
      if (['REVIEWING', 'COMPLETED'].includes(activity.status)) expectedTotal += 1;
      // Nobody confirmed the arrival (the simulation never checks in): the elderly user is told once,
      // unless 완료 was pressed before the sweep saw it (missed-check-ins.ts).
      const noCheckIn = count('NO_CHECK_IN', activity.id, activity.elderlyId);
      expect(noCheckIn).toBeLessThanOrEqual(missedCheckIns.has(activity.id) ? 1 : 0);
      expectedTotal += noCheckIn;
    }
    expect(notes.filter((note) => note.kind === 'WAITING')).toHaveLength(expectedWaiting);
    expect(notes).toHaveLength(expectedTotal);

    // 4. No reminder left behind: every job is done, or waits for an activity still ahead.
    const [stuck] = await t.db.query<{ count: number }>('select count(*) as count from scheduled_jobs where done_at is null and run_at <= $1', [new Date(END)]);
    expect(stuck.count).toBe(0);

    // 5. Volunteer hours come from visits confirmed at the door only; the simulation confirms none.
    for (const volunteer of volunteers) {
      const home = await volunteer.inject({ method: 'GET', url: '/api/volunteer' });
      expect(home.json().volunteerInfo.volunteerHours).toBe(0);
    }
    expect(statusCounts.COMPLETED).toBe(counts.reviews);

    // 6. The product's own records agree with what the simulation did (the notification checks
    // above start from those records, so a lost record would hide a lost notification).
    expect(activities).toHaveLength(counts.requests);
    expect(cancellations).toHaveLength(counts.volunteerCancels);
    expect(activities.filter((activity) => activity.canceledBy === 'elderly')).toHaveLength(counts.elderlyCancels);
    expect((statusCounts.REVIEWING ?? 0) + (statusCounts.COMPLETED ?? 0)).toBe(counts.done);
  }, 600_000);
});
