import { createMatching } from '../../src/plugins/app/matching';
import type { Notifications } from '../../src/plugins/app/notifications';
import { testDatabaseKind } from '../database';
import { type Actor, EVERY_DAY_AT, helpRequest, seoul, useMatchingTestApp, withClockOffset } from '../matching-fixtures';

/**
 * Notifications whose next transaction fails the way PostgreSQL aborts one of two bookings that
 * checked the no-double-booking exclusion constraint at the same moment (40P01, measured at about
 * 1.5% of conflicting concurrent updates on PostgreSQL 15); later transactions run normally.
 */
function deadlockOnce(notifications: Notifications): Notifications & { failures: number } {
  const flaky = {
    ...notifications,
    failures: 0,
    async withNotifications<T>(fn: Parameters<Notifications['withNotifications']>[0]): Promise<T> {
      if (flaky.failures === 0) {
        flaky.failures += 1;
        throw Object.assign(new Error('deadlock detected'), { code: '40P01', severity: 'ERROR' });
      }
      return notifications.withNotifications(fn) as Promise<T>;
    },
  };
  return flaky;
}

// On PostgreSQL these run truly in parallel over the connection pool; on PGlite (one session) the
// driver serialises them, and the outcome must be the same.
describe(`races (${testDatabaseKind})`, () => {
  const t = useMatchingTestApp();

  async function doubleBookings(): Promise<unknown[]> {
    return t.db.query(
      `select a.id, b.id as other from activities a join activities b
         on a.volunteer_id = b.volunteer_id and a.id < b.id
        and tstzrange(a.start_time, a.end_time) && tstzrange(b.start_time, b.end_time)
       where a.status in ('PROGRESS', 'REVIEWING', 'COMPLETED') and b.status in ('PROGRESS', 'REVIEWING', 'COMPLETED')`,
    );
  }

  it('many elderly users picking the same volunteer for overlapping times at once: exactly one wins', async () => {
    const volunteer = await t.volunteer({ schedules: EVERY_DAY_AT('13:00') });
    const starts = ['13:00', '13:30', '14:00', '14:30', '15:00', '15:30'];
    const requests: { elderly: Actor; matchingId: number }[] = [];
    for (let index = 0; index < 12; index += 1) {
      const elderly = await t.elderly();
      const created = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: helpRequest(`2026-12-01T${starts[index % 6]}`) });
      expect(created.json().recommendVolunteers.map((v: { volunteerId: number }) => v.volunteerId)).toEqual([volunteer.id]);
      requests.push({ elderly, matchingId: created.json().matchingId });
    }
    const responses = await Promise.all(
      requests.map(({ elderly, matchingId }) =>
        elderly.inject({ method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId, volunteerId: volunteer.id } }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(11).fill(409)]);
    for (const response of responses.filter((r) => r.statusCode === 409)) expect(response.json().code).toBe('VOLUNTEER_TAKEN');

    const rows = await t.db.query<{ status: string; count: number }>('select status, count(*) as count from activities group by status order by status');
    expect(rows).toEqual([
      { status: 'MATCHING', count: 11 },
      { status: 'PROGRESS', count: 1 },
    ]);
    expect(await doubleBookings()).toEqual([]);
    const matched = await t.db.query(`select count(*) as count from notifications where kind = 'MATCHED'`);
    expect(matched[0].count).toBe(2);
    const jobs = await t.db.query('select count(*) as count from scheduled_jobs');
    expect(jobs[0].count).toBe(1);
  });

  it('many automatic matches at once never double-book anyone', async () => {
    const volunteers: Actor[] = [];
    for (let index = 0; index < 3; index += 1) volunteers.push(await t.volunteer({ schedules: EVERY_DAY_AT('13:00') }));
    const elderly: Actor[] = [];
    for (let index = 0; index < 10; index += 1) elderly.push(await t.elderly());
    const responses = await Promise.all(
      elderly.map((user, index) =>
        user.inject({ method: 'POST', url: '/api/elderly/matching', payload: helpRequest(`2026-12-01T${index % 2 ? '14:00' : '15:30'}`) }),
      ),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const outcome = responses.map((response) => response.json().status);
    expect(outcome.filter((status) => status === 'PROGRESS')).toHaveLength(3);
    expect(outcome.filter((status) => status === 'MATCHING')).toHaveLength(7);
    expect(await doubleBookings()).toEqual([]);
    const waiting = await t.db.query(`select count(*) as count from notifications where kind = 'WAITING'`);
    expect(waiting[0].count).toBe(7);
  });

  /** An empty database with one activity for 14:00 today, picked (PROGRESS). */
  async function freshPickedActivity(): Promise<{ volunteer: Actor; elderly: Actor; matchingId: number }> {
    await t.reset();
    t.clock.set(seoul('2026-12-01T09:00'));
    const volunteer = await t.volunteer();
    const elderly = await t.elderly();
    const created = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: helpRequest('2026-12-01T14:00') });
    const matchingId = created.json().matchingId;
    await elderly.inject({ method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId, volunteerId: volunteer.id } });
    return { volunteer, elderly, matchingId };
  }

  // Only PostgreSQL has a second session to hold the row with; PGlite runs one transaction at a time.
  (testDatabaseKind === 'postgres' ? it : it.skip)(
    'a cancel (just before the start) and a done (at the start) both waiting on the activity: the row lock lets one through',
    async () => {
      for (let round = 0; round < 4; round += 1) {
        const { volunteer, elderly, matchingId } = await freshPickedActivity();
        t.clock.set(seoul('2026-12-01T14:00'));

        // Another session holds the row, so both requests are in flight past their first read
        // before either may decide; each alone would be allowed (cancel 1 ms before the start).
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        let held!: () => void;
        const holding = new Promise<void>((resolve) => (held = resolve));
        const holder = t.db.transaction(async (tx) => {
          await tx.query('select 1 from activities where id = $1 for update', [matchingId]);
          held();
          await released;
        });
        await holding;
        const cancel = withClockOffset(-1, () => volunteer.inject({ method: 'DELETE', url: `/api/volunteer/matching/${matchingId}` }));
        const done = elderly.inject({ method: 'POST', url: `/api/elderly/matching/${matchingId}` });
        for (let waited = 0; ; waited += 1) {
          const [{ waiting }] = await t.db.query<{ waiting: number }>(
            `select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          if (waiting >= 2) break;
          if (waited > 200) throw new Error(`only ${waiting} request(s) waiting on the row`);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        release();
        await holder;
        const [cancelled, marked] = await Promise.all([cancel, done]);

        const [row] = await t.db.query<{ status: string; volunteerId: number | null }>(
          'select status, volunteer_id as "volunteerId" from activities where id = $1',
          [matchingId],
        );
        const cancellations = await t.db.query('select 1 from activity_volunteer_cancellations where activity_id = $1', [matchingId]);
        const kinds = (await t.db.query<{ kind: string }>('select kind from notifications where activity_id = $1', [matchingId])).map((n) => n.kind);
        expect([cancelled.statusCode, marked.statusCode].sort()).toEqual([200, 409]);
        if (cancelled.statusCode === 200) {
          expect(marked.json().code).toBe('NOT_MATCHED');
          expect(row).toEqual({ status: 'MATCHING', volunteerId: null });
          expect(cancellations).toHaveLength(1);
          expect(kinds).not.toContain('MARKED_DONE');
        } else {
          expect(cancelled.json().code).toBe('ALREADY_COMPLETED');
          expect(row).toEqual({ status: 'REVIEWING', volunteerId: volunteer.id });
          expect(cancellations).toHaveLength(0);
          expect(kinds).not.toContain('VOLUNTEER_CANCELED');
        }
      }
    },
  );

  it('a volunteer cancelling while the elderly user marks the activity done: one wins, the state is consistent', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 12; round += 1) {
      const { volunteer, elderly, matchingId } = await freshPickedActivity();
      // The clock crosses the start while both requests are in flight: each read of the clock
      // moves it 1 ms, starting 0 to 44 ms before the start, so either side may come first.
      t.clock.set(seoul('2026-12-01T14:00') - round * 4);
      t.clock.stepPerRead(1);
      const [cancel, done] = await Promise.all([
        volunteer.inject({ method: 'DELETE', url: `/api/volunteer/matching/${matchingId}` }),
        elderly.inject({ method: 'POST', url: `/api/elderly/matching/${matchingId}` }),
      ]);
      t.clock.stepPerRead(0);

      const [row] = await t.db.query<{ status: string; volunteerId: number | null }>(
        'select status, volunteer_id as "volunteerId" from activities where id = $1',
        [matchingId],
      );
      const cancellations = await t.db.query('select 1 from activity_volunteer_cancellations where activity_id = $1', [matchingId]);
      expect([cancel.statusCode, done.statusCode].sort()).not.toEqual([200, 200]);
      if (cancel.statusCode === 200 && done.statusCode !== 200) {
        expect(done.statusCode).toBe(409);
        expect(['NOT_STARTED', 'NOT_MATCHED']).toContain(done.json().code);
        expect(row).toEqual({ status: 'MATCHING', volunteerId: null });
        expect(cancellations).toHaveLength(1);
        outcomes.add('cancelled');
      } else if (done.statusCode === 200) {
        expect(cancel.statusCode).toBe(409);
        expect(['ALREADY_STARTED', 'ALREADY_COMPLETED']).toContain(cancel.json().code);
        expect(row).toEqual({ status: 'REVIEWING', volunteerId: volunteer.id });
        expect(cancellations).toHaveLength(0);
        outcomes.add('done');
      } else {
        // Neither: the clock sat before the start for the done and after it for the cancel.
        expect([cancel.json().code, done.json().code].sort()).toEqual(['ALREADY_STARTED', 'NOT_STARTED']);
        expect(row).toEqual({ status: 'PROGRESS', volunteerId: volunteer.id });
        outcomes.add('neither');
      }
      const kinds = (await t.db.query<{ kind: string }>('select kind from notifications order by id')).map((n) => n.kind);
      if (row.status === 'REVIEWING') expect(kinds.filter((kind) => kind === 'MARKED_DONE')).toHaveLength(1);
      if (row.status === 'MATCHING') expect(kinds.filter((kind) => kind === 'VOLUNTEER_CANCELED')).toHaveLength(1);
    }
    // Both orders really happened across the rounds.
    expect(outcomes).toContain('cancelled');
    expect(outcomes).toContain('done');
  });

  it('a pick or an automatic match that PostgreSQL aborts as a deadlock victim is tried again, not a 500', async () => {
    const volunteer = await t.volunteer({ schedules: EVERY_DAY_AT('13:00') });
    const elderly = await t.elderly();
    const created = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: helpRequest('2026-12-01T14:00') });
    const flaky = deadlockOnce(t.app.notifications);
    const matching = createMatching({ db: t.db, notifications: flaky, now: t.clock.now, log: t.app.log });
    await expect(matching.pick(elderly.id, created.json().matchingId, volunteer.id)).resolves.toMatchObject({ status: 'PROGRESS' });
    expect(flaky.failures).toBe(1);

    const other = await t.volunteer({ schedules: EVERY_DAY_AT('13:00') });
    const second = await t.elderly();
    const autoFlaky = deadlockOnce(t.app.notifications);
    const autoMatching = createMatching({ db: t.db, notifications: autoFlaky, now: t.clock.now, log: t.app.log });
    const request = { helpType: 'CULTURE' as const, addDescription: '산책', startTime: new Date(seoul('2026-12-01T14:00')), animalType: 'none' as const, district: 'MAPO' as const, addressDetail: '' };
    await expect(autoMatching.createAndMatch(second.id, request)).resolves.toMatchObject({ status: 'PROGRESS', volunteerId: other.id });
    expect(autoFlaky.failures).toBe(1);
    expect(await doubleBookings()).toEqual([]);
  });

  it('the elderly user and the volunteer cancelling the same activity at once: one consistent end', async () => {
    for (let round = 0; round < 8; round += 1) {
      await t.reset();
      const volunteer = await t.volunteer();
      const backup = await t.volunteer();
      const elderly = await t.elderly();
      const created = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: helpRequest('2026-12-01T14:00') });
      const matchingId = created.json().matchingId;
      await elderly.inject({ method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId, volunteerId: volunteer.id } });
      const [byVolunteer, byElderly] = await Promise.all([
        volunteer.inject({ method: 'DELETE', url: `/api/volunteer/matching/${matchingId}` }),
        elderly.inject({ method: 'DELETE', url: `/api/elderly/matching/${matchingId}` }),
      ]);
      expect(byElderly.statusCode).toBe(200);
      expect([200, 409]).toContain(byVolunteer.statusCode);
      const [row] = await t.db.query<{ status: string; volunteerId: number | null }>('select status, volunteer_id as "volunteerId" from activities where id = $1', [matchingId]);
      expect(row.status).toBe('CANCELED');
      // Whoever held it when the elderly user cancelled got the cancellation notice; the backup never stays booked.
      if (row.volunteerId !== null) expect([volunteer.id, backup.id]).toContain(row.volunteerId);
      expect(await doubleBookings()).toEqual([]);
      const pending = await t.db.query('select 1 from scheduled_jobs where done_at is null');
      expect(pending).toEqual([]);
    }
  });
});
