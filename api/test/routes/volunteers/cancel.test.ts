import { type Actor, helpRequest, seoul, useMatchingTestApp } from '../../matching-fixtures';

describe('DELETE /api/volunteer/matching/:id', () => {
  const t = useMatchingTestApp();

  async function matched(elderly: Actor, volunteer: Actor, start = '2026-12-01T14:00') {
    const created = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: helpRequest(start) });
    const matchingId = created.json().matchingId as number;
    const picked = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId, volunteerId: volunteer.id } });
    expect(picked.statusCode).toBe(200);
    return matchingId;
  }
  const cancel = (volunteer: Actor, id: number | string) => volunteer.inject({ method: 'DELETE', url: `/api/volunteer/matching/${id}` });

  it('before the start: tells the elderly user and finds a replacement at once (never the one who cancelled)', async () => {
    const first = await t.volunteer({ name: '김하늘' });
    const elderly = await t.elderly({ name: '박순자' });
    const matchingId = await matched(elderly, first);
    const replacement = await t.volunteer({ name: '이도윤' });

    const response = await cancel(first, matchingId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ matchingId, status: 'CANCELED' });

    const notes = await t.notificationsOf(elderly.id);
    expect(notes.map((n) => n.kind)).toEqual(['MATCHED', 'VOLUNTEER_CANCELED', 'MATCHED']);
    expect(notes[1].body).toBe('김하늘 봉사자님이 12월 1일(화) 오후 2시 일정을 취소했어요. 다른 봉사자님을 바로 찾아볼게요.');
    expect(notes[2].body).toContain('이도윤 봉사자님과');
    expect((await t.notificationsOf(replacement.id)).map((n) => n.kind)).toEqual(['MATCHED']);

    const [row] = await t.db.query('select status, volunteer_id as v from activities where id = $1', [matchingId]);
    expect(row).toEqual({ status: 'PROGRESS', v: replacement.id });
    const [history] = await t.db.query('select volunteer_id as v, canceled_at as at from activity_volunteer_cancellations where activity_id = $1', [matchingId]);
    expect(history).toEqual({ v: first.id, at: new Date(t.clock.now()) });
    // Reminder jobs: the first volunteer's closed, the replacement's pending.
    const jobs = await t.db.query('select volunteer_id as v, outcome from scheduled_jobs where activity_id = $1 order by id', [matchingId]);
    expect(jobs).toEqual([{ v: first.id, outcome: 'VOLUNTEER_CANCELED' }, { v: replacement.id, outcome: null }]);

    // The canceller no longer sees it, and cancelling again is harmless.
    expect((await first.inject({ method: 'GET', url: `/api/volunteerActivity/matching/${matchingId}` })).statusCode).toBe(403);
    expect((await cancel(first, matchingId)).statusCode).toBe(200);
    expect((await t.notificationsOf(elderly.id)).length).toBe(3);
  });

  it('without a replacement: the request goes back to waiting and the elderly user hears so', async () => {
    const only = await t.volunteer();
    const elderly = await t.elderly();
    const matchingId = await matched(elderly, only);
    await cancel(only, matchingId);
    expect((await t.notificationsOf(elderly.id)).map((n) => n.kind)).toEqual(['MATCHED', 'VOLUNTEER_CANCELED', 'WAITING']);
    const [row] = await t.db.query('select status, waiting, volunteer_id as v from activities where id = $1', [matchingId]);
    expect(row).toEqual({ status: 'MATCHING', waiting: true, v: null });
    // A later schedule save by someone else matches it; the canceller is never picked again.
    await t.tick();
    expect((await t.db.query('select status from activities where id = $1', [matchingId]))[0].status).toBe('MATCHING');
    const later = await t.volunteer();
    expect((await t.db.query('select volunteer_id as v from activities where id = $1', [matchingId]))[0].v).toBe(later.id);
  });

  it('frees the canceller for other waiting requests that fit them', async () => {
    const volunteer = await t.volunteer({ name: '김하늘' });
    const [a, b] = [await t.elderly(), await t.elderly()];
    const first = await matched(a, volunteer, '2026-12-01T14:00');
    const waiting = await b.inject({ method: 'POST', url: '/api/elderly/matching', payload: helpRequest('2026-12-01T15:00') });
    expect(waiting.json().status).toBe('MATCHING');
    await cancel(volunteer, first);
    const [row] = await t.db.query('select volunteer_id as v from activities where id = $1', [waiting.json().matchingId]);
    expect(row.v).toBe(volunteer.id);
  });

  it('refuses at or after the start time', async () => {
    const volunteer = await t.volunteer();
    const elderly = await t.elderly();
    const matchingId = await matched(elderly, volunteer);
    t.clock.set(seoul('2026-12-01T14:00'));
    const response = await cancel(volunteer, matchingId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'ALREADY_STARTED', message: '이미 시작된 봉사는 취소할 수 없어요.' });
  });

  it('refuses completed or cancelled activities', async () => {
    const volunteer = await t.volunteer();
    const elderly = await t.elderly();
    const done = await matched(elderly, volunteer, '2026-12-01T14:00');
    t.clock.set(seoul('2026-12-01T15:00'));
    await elderly.inject({ method: 'POST', url: `/api/elderly/matching/${done}` });
    expect((await cancel(volunteer, done)).json().code).toBe('ALREADY_COMPLETED');
    const dropped = await matched(elderly, volunteer, '2026-12-02T14:00');
    await elderly.inject({ method: 'DELETE', url: `/api/elderly/matching/${dropped}` });
    expect((await cancel(volunteer, dropped)).json().code).toBe('REQUEST_CLOSED');
  });

  it("is 403 for another volunteer's activity and for elderly users, 404 for unknown ids, 400 for junk", async () => {
    const volunteer = await t.volunteer();
    const stranger = await t.volunteer();
    const elderly = await t.elderly();
    const matchingId = await matched(elderly, volunteer);
    expect((await cancel(stranger, matchingId)).json().code).toBe('NOT_YOUR_MATCHING');
    expect((await cancel(elderly, matchingId)).json().code).toBe('USER_TYPE_MISMATCH');
    expect((await cancel(volunteer, 123456)).statusCode).toBe(404);
    for (const junk of ['abc', '-1', '0', '1.5', '1e3', '99999999999999999999']) {
      const response = await cancel(volunteer, junk);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    const [row] = await t.db.query('select status, volunteer_id as v from activities where id = $1', [matchingId]);
    expect(row).toEqual({ status: 'PROGRESS', v: volunteer.id });
  });
});
