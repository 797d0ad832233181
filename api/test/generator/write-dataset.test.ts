import { containingSlotStarts } from '../../src/domain/activity-rules';
import { BIO_MAX_LENGTH } from '@ieum/domain';
import { generateVolunteer } from '../../src/generator/people';
import { removeDataset, writeDataset } from '../../src/generator/write-dataset';
import { seoul } from '../matching-fixtures';
import { buildTestApp, type TestApp } from '../helper';

describe('the data generator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ now: () => seoul('2026-12-01T09:00') });
    // The sweep would match the generated waiting requests while the test counts what the generator wrote.
    await t.app.matchingWorker.stop();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const options = { seed: 11, volunteers: 400, elderly: 120, anchor: seoul('2026-12-01T09:00'), password: 'ieum-demo-1234', batchSize: 150 };

  it('is deterministic: the same seed and anchor give the same people and history', async () => {
    const snapshot = async () =>
      t.db.query(
        `select e.username as elderly, v.username as volunteer, a.help_type, a.start_time, a.status, e.name, v.bio
         from activities a join users e on e.id = a.elderly_id left join users v on v.id = a.volunteer_id
         order by e.username, a.start_time`,
      );
    const first = await writeDataset(t.db, options);
    const rows = await snapshot();
    expect(await removeDataset(t.db, options.seed)).toBe(520);
    expect(await t.db.query('select 1 from activities')).toEqual([]);
    const second = await writeDataset(t.db, { ...options, batchSize: 1000 });
    expect(second).toEqual(first);
    expect(await snapshot()).toEqual(rows);
    expect(generateVolunteer(11, 5, 2026)).toEqual(generateVolunteer(11, 5, 2026));
    expect(generateVolunteer(12, 5, 2026)).not.toEqual(generateVolunteer(11, 5, 2026));
  });

  it('writes people and activities that follow the matching rules', async () => {
    const summary = await writeDataset(t.db, options);
    expect(summary.activities.COMPLETED).toBeGreaterThan(50);
    expect(summary.reviews).toBe(summary.activities.COMPLETED);

    const [counts] = await t.db.query<{ volunteers: number; elderly: number; districts: number; longest: number }>(
      `select count(*) filter (where user_type = 'volunteer') as volunteers, count(*) filter (where user_type = 'elderly') as elderly,
         count(distinct district) as districts, max(char_length(bio)) as longest from users`,
    );
    expect(counts).toEqual({ volunteers: 400, elderly: 120, districts: 23, longest: expect.any(Number) });
    expect(counts.longest).toBeLessThanOrEqual(BIO_MAX_LENGTH);
    const names = await t.db.query<{ name: string }>('select name from users');
    for (const { name } of names) expect(name).toMatch(/^[가-힣]{2,4}$/);

    // Every assigned activity fits its volunteer's slot, category and district.
    const assigned = await t.db.query<{ startTime: Date; weekMinutes: number[]; categories: number; type: string; sameDistrict: boolean }>(
      `select a.start_time as "startTime", array_agg(s.week_minute) as "weekMinutes", vs.categories, a.help_type as type,
         (a.district = v.district) as "sameDistrict"
       from activities a join users v on v.id = a.volunteer_id join volunteer_schedules vs on vs.volunteer_id = v.id
       join volunteer_slots s on s.volunteer_id = v.id
       group by a.id, vs.categories, v.district`,
    );
    const bits: Record<string, number> = { HEALTH: 1, CULTURE: 2, EDUCATION: 4, HOUSING: 8 };
    for (const row of assigned) {
      expect(row.sameDistrict).toBe(true);
      expect(row.categories & bits[row.type]).not.toBe(0);
      expect(containingSlotStarts(row.startTime).some((start) => row.weekMinutes.includes(start))).toBe(true);
    }
    // Upcoming assignments have their reminder jobs; the generated accounts can sign in.
    const [jobs] = await t.db.query<{ count: number }>(`select count(*) as count from scheduled_jobs`);
    expect(jobs.count).toBe(summary.reminderJobs);
    const login = await t.inject({ method: 'POST', url: '/api/login', payload: { username: 'gen11_v0', password: 'ieum-demo-1234', userType: 'volunteer' } });
    expect(login.statusCode).toBe(200);
  });
});
