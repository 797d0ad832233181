import { createTestDatabase } from '../database';
import { type Actor, buildMatchingTestApp, helpRequest, HOUR, seoul, useMatchingTestApp } from '../matching-fixtures';
import { waitFor } from '../wait';

describe('the matching sweep: expiry, waiting pool, durable reminders', () => {
  const t = useMatchingTestApp();

  const kinds = async (actor: Actor) => (await t.notificationsOf(actor.id)).map((n) => n.kind);

  it('expires requests still without a volunteer at their start time and tells the elderly user', async () => {
    const elderly = await t.elderly();
    const waiting = await elderly.inject({ method: 'POST', url: '/api/elderly/matching', payload: helpRequest('2026-12-01T14:00') });
    const draft = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: helpRequest('2026-12-02T14:00') });
    t.clock.set(seoul('2026-12-01T13:59'));
    expect((await t.tick()).expired).toBe(0);
    t.clock.set(seoul('2026-12-01T14:00'));
    expect((await t.tick()).expired).toBe(1);
    const [row] = await t.db.query('select status, canceled_by as by, cancel_reason as reason, waiting from activities where id = $1', [waiting.json().matchingId]);
    expect(row).toEqual({ status: 'CANCELED', by: 'system', reason: 'EXPIRED', waiting: false });
    const notes = await t.notificationsOf(elderly.id);
    expect(notes.map((n) => n.kind)).toEqual(['WAITING', 'EXPIRED']);
    expect(notes[1]).toMatchObject({
      title: '신청이 마감되었어요',
      body: '아쉽게도 12월 1일(화) 오후 2시 신청에 함께할 봉사자님을 찾지 못했어요. 다른 시간으로 다시 신청해주세요.',
    });
    // A recommended-but-never-applied request expires too; an expired request is gone from the lists.
    t.clock.set(seoul('2026-12-02T14:00'));
    await t.tick();
    expect((await t.db.query('select status from activities where id = $1', [draft.json().matchingId]))[0].status).toBe('CANCELED');
    expect((await elderly.inject({ method: 'GET', url: '/api/volunteerActivity/registration' })).json()).toEqual([]);
    expect((await t.tick()).expired).toBe(0);
    expect(await kinds(elderly)).toEqual(['WAITING', 'EXPIRED', 'EXPIRED']);
  });

  it('retries the waiting pool when availability appears without a schedule call (e.g. a volunteer freed up)', async () => {
    const elderly = await t.elderly();
    const waiting = await elderly.inject({ method: 'POST', url: '/api/elderly/matching', payload: helpRequest('2026-12-01T14:00') });
    const volunteer = await t.actor('volunteer');
    // Saved through the service only: no immediate retry, so only the sweep can match it.
    await t.app.availability.save(volunteer.id, { categories: 15, slots: [{ dayOfWeek: 2, startMinute: 13 * 60 }] });
    expect((await t.db.query('select status from activities where id = $1', [waiting.json().matchingId]))[0].status).toBe('MATCHING');
    // Tried at 09:00 when it was created; the backstop looks at it again an hour later.
    t.clock.set(seoul('2026-12-01T09:59'));
    expect((await t.tick()).matched).toBe(0);
    t.clock.set(seoul('2026-12-01T10:00'));
    expect((await t.tick()).matched).toBe(1);
    expect((await t.db.query('select volunteer_id as v from activities where id = $1', [waiting.json().matchingId]))[0].v).toBe(volunteer.id);
    expect(await kinds(elderly)).toEqual(['WAITING', 'MATCHED']);
    expect(await kinds(volunteer)).toEqual(['MATCHED']);
  });

  it('sends the reminder to both sides one hour before the start, once', async () => {
    const volunteer = await t.volunteer({ name: '김하늘' });
    const elderly = await t.elderly({ name: '박순자' });
    await elderly.inject({ method: 'POST', url: '/api/elderly/matching', payload: helpRequest('2026-12-01T14:00') });
    t.clock.set(seoul('2026-12-01T12:59'));
    expect((await t.tick()).reminders).toBe(0);
    t.clock.set(seoul('2026-12-01T13:00'));
    expect((await t.tick()).reminders).toBe(1);
    expect((await t.tick()).reminders).toBe(0);
    const toElderly = await t.notificationsOf(elderly.id);
    const toVolunteer = await t.notificationsOf(volunteer.id);
    expect(toElderly.at(-1)).toMatchObject({ kind: 'REMINDER', title: '곧 봉사자님이 찾아뵈어요', body: '김하늘 봉사자님이 12월 1일(화) 오후 2시에 찾아뵐 예정이에요.' });
    expect(toVolunteer.at(-1)).toMatchObject({ kind: 'REMINDER', title: '곧 봉사가 시작돼요', body: '12월 1일(화) 오후 2시에 박순자 어르신과의 봉사가 시작돼요. 조심히 오세요.' });
    expect(toElderly.filter((n) => n.kind === 'REMINDER')).toHaveLength(1);
    expect(toVolunteer.filter((n) => n.kind === 'REMINDER')).toHaveLength(1);
  });

  it('reminds at once when matched less than an hour before the start; never after the start', async () => {
    const volunteer = await t.volunteer();
    const elderly = await t.elderly();
    t.clock.set(seoul('2026-12-01T13:30'));
    await elderly.inject({ method: 'POST', url: '/api/elderly/matching', payload: helpRequest('2026-12-01T14:00') });
    expect((await t.tick()).reminders).toBe(1);

    const late = await t.elderly();
    await late.inject({ method: 'POST', url: '/api/elderly/matching', payload: helpRequest('2026-12-02T14:00') });
    expect(volunteer.id).toBeGreaterThan(0);
    t.clock.set(seoul('2026-12-02T14:01')); // the server was down through the reminder and the start
    expect((await t.tick()).reminders).toBe(0);
    const [job] = await t.db.query(`select outcome from scheduled_jobs where run_at = $1`, [new Date(seoul('2026-12-02T13:00'))]);
    expect(job.outcome).toBe('TOO_LATE');
  });

  it('skips the reminder of an activity that was cancelled or re-assigned', async () => {
    const first = await t.volunteer();
    const elderly = await t.elderly();
    const { matchingId } = (await elderly.inject({ method: 'POST', url: '/api/elderly/matching', payload: helpRequest('2026-12-01T14:00') })).json();
    // Closed jobs are never run; a job whose volunteer no longer holds the activity is STALE.
    await t.db.query(`update scheduled_jobs set done_at = null, outcome = null`);
    await t.db.query(`update activities set volunteer_id = null, status = 'MATCHING' where id = $1`, [matchingId]);
    t.clock.set(seoul('2026-12-01T13:00'));
    await t.tick();
    const [job] = await t.db.query('select outcome from scheduled_jobs where activity_id = $1', [matchingId]);
    expect(job.outcome).toBe('STALE');
    expect((await kinds(first)).includes('REMINDER')).toBe(false);
  });

  it('survives a restart: a reminder due while the server was down goes out on the next start', async () => {
    const database = await createTestDatabase();
    try {
      const before = await buildMatchingTestApp(seoul('2026-12-01T09:00'), { database });
      const volunteer = await before.volunteer();
      const elderly = await before.elderly();
      await elderly.inject({ method: 'POST', url: '/api/elderly/matching', payload: helpRequest('2026-12-01T14:00') });
      await before.close();

      const after = await buildMatchingTestApp(seoul('2026-12-01T13:20'), { database });
      try {
        expect((await after.tick()).reminders).toBe(1);
        expect((await after.notificationsOf(volunteer.id)).map((n) => n.kind)).toEqual(['MATCHED', 'REMINDER']);
        expect((await after.notificationsOf(elderly.id)).map((n) => n.kind)).toEqual(['MATCHED', 'REMINDER']);
      } finally {
        await after.close();
      }
    } finally {
      await database.drop();
    }
  });

  it('forgets finished jobs after 30 days, keeps pending ones', async () => {
    await t.volunteer();
    const elderly = await t.elderly();
    await elderly.inject({ method: 'POST', url: '/api/elderly/matching', payload: helpRequest('2026-12-01T14:00') });
    await elderly.inject({ method: 'POST', url: '/api/elderly/matching', payload: helpRequest('2027-01-20T14:00') });
    t.clock.set(seoul('2026-12-01T13:00'));
    await t.tick();
    t.clock.set(seoul('2027-01-01T12:00'));
    expect(await t.app.scheduledJobs.purgeFinished()).toBe(1);
    expect(await t.db.query('select outcome from scheduled_jobs')).toEqual([{ outcome: null }]);
  });

  it('runs by itself once started, and stops cleanly', async () => {
    const elderly = await t.elderly();
    await elderly.inject({ method: 'POST', url: '/api/elderly/matching', payload: helpRequest('2026-12-01T14:00') });
    t.clock.advance(6 * HOUR);
    t.app.matchingWorker.start();
    await waitFor(async () => (await t.db.query<{ status: string }>('select status from activities'))[0].status === 'CANCELED', {
      what: 'the first sweep',
    });
    await t.app.matchingWorker.stop();
    expect((await t.db.query('select status from activities'))[0].status).toBe('CANCELED');
  });
});
