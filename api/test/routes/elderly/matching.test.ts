import { type Actor, helpRequest, HOUR, seoul, useMatchingTestApp } from '../../matching-fixtures';

describe('picking, automatic matching, cancelling and completing (elderly side)', () => {
  const t = useMatchingTestApp();

  async function requestFor(elderly: Actor, start = '2026-12-01T14:00', body: Record<string, unknown> = {}) {
    const response = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: helpRequest(start, body) });
    expect(response.statusCode).toBe(200);
    return response.json() as { matchingId: number; recommendVolunteers: { volunteerId: number }[] };
  }
  const pick = (elderly: Actor, matchingId: number, volunteerId: number) =>
    elderly.inject({ method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId, volunteerId } });
  const kinds = async (actor: Actor) => (await t.notificationsOf(actor.id)).map((n) => n.kind);

  describe('POST /api/elderly/recommend/matching', () => {
    it('assigns the chosen volunteer (PROGRESS), notifies both with names and the Seoul time', async () => {
      const volunteer = await t.volunteer({ name: '김하늘' });
      const elderly = await t.elderly({ name: '박순자' });
      const { matchingId } = await requestFor(elderly, '2026-12-03T14:30');
      const response = await pick(elderly, matchingId, volunteer.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ matchingId, status: 'PROGRESS' });
      expect(await t.notificationsOf(elderly.id)).toEqual([
        { kind: 'MATCHED', activityId: matchingId, title: '봉사자가 정해졌어요', body: '김하늘 봉사자님과 12월 3일(목) 오후 2시 30분 일정이 확정되었어요. 편안한 시간 되세요.' },
      ]);
      expect(await t.notificationsOf(volunteer.id)).toEqual([
        { kind: 'MATCHED', activityId: matchingId, title: '새 봉사 일정이 잡혔어요', body: '박순자 어르신과 12월 3일(목) 오후 2시 30분 일정이 확정되었어요. 요청서를 확인해주세요.' },
      ]);
      // Picking the same volunteer again is harmless; another one is refused.
      expect((await pick(elderly, matchingId, volunteer.id)).statusCode).toBe(200);
      const other = await t.volunteer();
      const again = await pick(elderly, matchingId, other.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('ALREADY_MATCHED');
      expect(await kinds(elderly)).toEqual(['MATCHED']);
    });

    it('answers 409 VOLUNTEER_TAKEN when the volunteer got an overlapping activity meanwhile, changing nothing', async () => {
      const volunteer = await t.volunteer();
      const [first, second] = [await t.elderly(), await t.elderly()];
      const a = await requestFor(first, '2026-12-01T14:00');
      const b = await requestFor(second, '2026-12-01T15:30');
      expect(b.recommendVolunteers.map((v) => v.volunteerId)).toEqual([volunteer.id]);
      expect((await pick(first, a.matchingId, volunteer.id)).statusCode).toBe(200);
      const late = await pick(second, b.matchingId, volunteer.id);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({
        code: 'VOLUNTEER_TAKEN',
        message: '선택하신 봉사자님이 방금 다른 일정에 배정되었어요. 다른 봉사자님을 선택해주세요.',
      });
      const [row] = await t.db.query('select status, volunteer_id as v from activities where id = $1', [b.matchingId]);
      expect(row).toEqual({ status: 'MATCHING', v: null });
      expect(await kinds(second)).toEqual([]);
    });

    it('allows back-to-back activities that touch but do not overlap', async () => {
      // Tuesday 23:00 to Wednesday 02:00, then Wednesday 02:00 to 05:00.
      const volunteer = await t.volunteer({ schedules: [{ dayOfWeek: 'TUESDAY', time: '23:00' }, { dayOfWeek: 'WEDNESDAY', time: '00:00' }] });
      const [first, second] = [await t.elderly(), await t.elderly()];
      const a = await requestFor(first, '2026-12-01T23:00');
      expect((await pick(first, a.matchingId, volunteer.id)).statusCode).toBe(200);
      const b = await requestFor(second, '2026-12-02T02:00');
      expect((await pick(second, b.matchingId, volunteer.id)).statusCode).toBe(200);
      const c = await requestFor(await t.elderly(), '2026-12-02T01:30');
      expect(c.recommendVolunteers).toEqual([]);
    });

    it('answers 409 VOLUNTEER_UNAVAILABLE for a shown volunteer who no longer qualifies, 404 for an unknown one', async () => {
      const moving = await t.volunteer();
      const elderly = await t.elderly();
      const { matchingId, recommendVolunteers } = await requestFor(elderly);
      expect(recommendVolunteers.map((card: { volunteerId: number }) => card.volunteerId)).toEqual([moving.id]);
      await t.db.query("update users set district = 'GANGNAM' where id = $1", [moving.id]);
      const wrong = await pick(elderly, matchingId, moving.id);
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json().code).toBe('VOLUNTEER_UNAVAILABLE');
      const unknown = await pick(elderly, matchingId, 999999);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('VOLUNTEER_NOT_FOUND');
      const notAVolunteer = await pick(elderly, matchingId, elderly.id);
      expect(notAVolunteer.statusCode).toBe(404);
    });

    it('refuses a request whose start has passed, and one that was cancelled', async () => {
      const volunteer = await t.volunteer();
      const elderly = await t.elderly();
      const { matchingId } = await requestFor(elderly, '2026-12-01T14:00');
      t.clock.set(seoul('2026-12-01T14:00'));
      const late = await pick(elderly, matchingId, volunteer.id);
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('REQUEST_EXPIRED');
      t.clock.set(seoul('2026-12-01T09:00'));
      await elderly.inject({ method: 'DELETE', url: `/api/elderly/matching/${matchingId}` });
      const closed = await pick(elderly, matchingId, volunteer.id);
      expect(closed.json().code).toBe('REQUEST_CLOSED');
    });

    it("checks ownership: another elderly user's request is 403, an unknown one 404", async () => {
      const volunteer = await t.volunteer();
      const owner = await t.elderly();
      const stranger = await t.elderly();
      const { matchingId } = await requestFor(owner);
      const response = await pick(stranger, matchingId, volunteer.id);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('NOT_YOUR_MATCHING');
      expect((await pick(stranger, 424242, volunteer.id)).statusCode).toBe(404);
      expect((await volunteer.inject({ method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId, volunteerId: volunteer.id } })).statusCode).toBe(403);
    });
  });

  describe('POST /api/elderly/matching', () => {
    it('with {matchingId}: matches the best-ranked volunteer at once', async () => {
      const volunteer = await t.volunteer({ name: '최봉사' });
      const elderly = await t.elderly();
      const { matchingId } = await requestFor(elderly);
      const response = await elderly.inject({ method: 'POST', url: '/api/elderly/matching', payload: { matchingId } });
      expect(response.json()).toEqual({ matchingId, status: 'PROGRESS' });
      expect(await kinds(elderly)).toEqual(['MATCHED']);
      expect(await kinds(volunteer)).toEqual(['MATCHED']);
      // Asking again changes nothing.
      const again = await elderly.inject({ method: 'POST', url: '/api/elderly/matching', payload: { matchingId: String(matchingId) } });
      expect(again.json()).toEqual({ matchingId, status: 'PROGRESS' });
      expect(await kinds(elderly)).toEqual(['MATCHED']);
    });

    it('with {matchingId} and nobody qualifying: keeps it waiting and tells the elderly user once', async () => {
      const elderly = await t.elderly();
      const { matchingId } = await requestFor(elderly, '2026-12-04T10:00');
      const response = await elderly.inject({ method: 'POST', url: '/api/elderly/matching', payload: { matchingId } });
      expect(response.json()).toEqual({ matchingId, status: 'MATCHING' });
      await elderly.inject({ method: 'POST', url: '/api/elderly/matching', payload: { matchingId } });
      expect(await t.notificationsOf(elderly.id)).toEqual([
        {
          kind: 'WAITING',
          activityId: matchingId,
          title: '봉사자님을 찾고 있어요',
          body: '12월 4일(금) 오전 10시 신청에 함께할 봉사자님을 찾는 중이에요. 정해지면 바로 알려드릴게요.',
        },
      ]);
    });

    it('with a help-request body: creates and matches in one step', async () => {
      const volunteer = await t.volunteer();
      const elderly = await t.elderly();
      const response = await elderly.inject({ method: 'POST', url: '/api/elderly/matching', payload: helpRequest('2026-12-01T14:00') });
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe('PROGRESS');
      const [row] = await t.db.query('select volunteer_id as v from activities where id = $1', [response.json().matchingId]);
      expect(row.v).toBe(volunteer.id);
    });

    it('with a help-request body: validates like the recommend call', async () => {
      const elderly = await t.elderly();
      const missingType = await elderly.inject({ method: 'POST', url: '/api/elderly/matching', payload: { startTime: '2026-12-01T14:00' } });
      expect(missingType.statusCode).toBe(400);
      expect(missingType.json()).toEqual({ code: 'VALIDATION_FAILED', message: '신청 유형을 선택해주세요.' });
      const past = await elderly.inject({ method: 'POST', url: '/api/elderly/matching', payload: helpRequest('2026-11-30T14:00') });
      expect(past.json().code).toBe('START_TIME_PAST');
      const empty = await elderly.inject({ method: 'POST', url: '/api/elderly/matching', payload: {} });
      expect(empty.statusCode).toBe(400);
    });

    it('checks ownership and state', async () => {
      const owner = await t.elderly();
      const stranger = await t.elderly();
      const { matchingId } = await requestFor(owner);
      expect((await stranger.inject({ method: 'POST', url: '/api/elderly/matching', payload: { matchingId } })).statusCode).toBe(403);
      expect((await owner.inject({ method: 'POST', url: '/api/elderly/matching', payload: { matchingId: 9999 } })).statusCode).toBe(404);
      await owner.inject({ method: 'DELETE', url: `/api/elderly/matching/${matchingId}` });
      const closed = await owner.inject({ method: 'POST', url: '/api/elderly/matching', payload: { matchingId } });
      expect(closed.statusCode).toBe(409);
      expect(closed.json().code).toBe('REQUEST_CLOSED');
    });
  });

  describe('DELETE /api/elderly/matching/:id', () => {
    it('cancels a MATCHING request (kept as CANCELED, who and when) without notifying anyone', async () => {
      const elderly = await t.elderly();
      const { matchingId } = await requestFor(elderly);
      const response = await elderly.inject({ method: 'DELETE', url: `/api/elderly/matching/${matchingId}` });
      expect(response.json()).toEqual({ matchingId, status: 'CANCELED' });
      const [row] = await t.db.query('select status, canceled_by as by, cancel_reason as reason, canceled_at as at from activities where id = $1', [matchingId]);
      expect(row).toEqual({ status: 'CANCELED', by: 'elderly', reason: 'ELDERLY_CANCELED', at: new Date(t.clock.now()) });
      expect(await kinds(elderly)).toEqual([]);
      // Again: still fine (the recommendation page may fire it twice).
      expect((await elderly.inject({ method: 'DELETE', url: `/api/elderly/matching/${matchingId}` })).statusCode).toBe(200);
    });

    it('cancels a PROGRESS activity before its start and tells the volunteer; their time frees up for waiting requests', async () => {
      const volunteer = await t.volunteer({ name: '김하늘' });
      const elderly = await t.elderly({ name: '박순자' });
      const waitingUser = await t.elderly();
      const { matchingId } = await requestFor(elderly, '2026-12-01T14:00');
      await pick(elderly, matchingId, volunteer.id);
      const waiting = await waitingUser.inject({ method: 'POST', url: '/api/elderly/matching', payload: helpRequest('2026-12-01T15:00') });
      expect(waiting.json().status).toBe('MATCHING');

      const response = await elderly.inject({ method: 'DELETE', url: `/api/elderly/matching/${matchingId}` });
      expect(response.statusCode).toBe(200);
      const notes = await t.notificationsOf(volunteer.id);
      expect(notes.map((n) => n.kind)).toEqual(['MATCHED', 'ELDERLY_CANCELED', 'MATCHED']);
      expect(notes[1].body).toBe('박순자 어르신께서 12월 1일(화) 오후 2시 일정을 취소하셨어요. 마음 써주셔서 감사합니다.');
      expect(notes[2].activityId).toBe(waiting.json().matchingId);
      // The reminder of the cancelled activity will not be sent.
      const jobs = await t.db.query('select outcome from scheduled_jobs where activity_id = $1', [matchingId]);
      expect(jobs).toEqual([{ outcome: 'ELDERLY_CANCELED' }]);
    });

    it('onLeave=true (a recommendation page being left) cancels only a request still waiting for a choice, never a confirmed or automatic one', async () => {
      const volunteer = await t.volunteer();
      const elderly = await t.elderly();
      const picked = await requestFor(elderly, '2026-12-01T14:00');
      await pick(elderly, picked.matchingId, volunteer.id);
      const leave = (id: number) => elderly.inject({ method: 'DELETE', url: `/api/elderly/matching/${id}?userType=elderly&onLeave=true` });

      const confirmed = await leave(picked.matchingId);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ matchingId: picked.matchingId, status: 'PROGRESS' });
      expect(await kinds(volunteer)).toEqual(['MATCHED']);

      const automatic = await requestFor(elderly, '2026-12-02T14:00');
      await elderly.inject({ method: 'POST', url: '/api/elderly/matching', payload: { matchingId: automatic.matchingId } });
      const [before] = await t.db.query('select status from activities where id = $1', [automatic.matchingId]);
      expect((await leave(automatic.matchingId)).json().status).toBe(before.status);
      const [after] = await t.db.query('select status from activities where id = $1', [automatic.matchingId]);
      expect(after.status).not.toBe('CANCELED');

      const undecided = await requestFor(elderly, '2026-12-03T14:00');
      expect((await leave(undecided.matchingId)).json()).toEqual({ matchingId: undecided.matchingId, status: 'CANCELED' });
    });

    it('refuses once the activity started or was completed', async () => {
      const volunteer = await t.volunteer();
      const elderly = await t.elderly();
      const { matchingId } = await requestFor(elderly);
      await pick(elderly, matchingId, volunteer.id);
      t.clock.set(seoul('2026-12-01T14:00'));
      const started = await elderly.inject({ method: 'DELETE', url: `/api/elderly/matching/${matchingId}` });
      expect(started.statusCode).toBe(409);
      expect(started.json().code).toBe('ALREADY_STARTED');
      await elderly.inject({ method: 'POST', url: `/api/elderly/matching/${matchingId}` });
      const done = await elderly.inject({ method: 'DELETE', url: `/api/elderly/matching/${matchingId}` });
      expect(done.json().code).toBe('ALREADY_COMPLETED');
    });

    it("is 403 for another user's request and 404 for an unknown id", async () => {
      const owner = await t.elderly();
      const stranger = await t.elderly();
      const volunteer = await t.volunteer();
      const { matchingId } = await requestFor(owner);
      expect((await stranger.inject({ method: 'DELETE', url: `/api/elderly/matching/${matchingId}` })).statusCode).toBe(403);
      expect((await volunteer.inject({ method: 'DELETE', url: `/api/elderly/matching/${matchingId}` })).statusCode).toBe(403);
      expect((await owner.inject({ method: 'DELETE', url: '/api/elderly/matching/77777' })).statusCode).toBe(404);
      const [row] = await t.db.query('select status from activities where id = $1', [matchingId]);
      expect(row.status).toBe('MATCHING');
    });
  });

  describe('POST /api/elderly/matching/:id (mark done)', () => {
    it('only after the start: REVIEWING, and the volunteer is asked for a review', async () => {
      const volunteer = await t.volunteer({ name: '김하늘' });
      const elderly = await t.elderly({ name: '박순자' });
      const { matchingId } = await requestFor(elderly, '2026-12-01T14:00');
      await pick(elderly, matchingId, volunteer.id);
      t.clock.set(seoul('2026-12-01T13:59'));
      const early = await elderly.inject({ method: 'POST', url: `/api/elderly/matching/${matchingId}` });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ code: 'NOT_STARTED', message: '봉사 시작 시간 이후에 완료할 수 있어요.' });
      t.clock.set(seoul('2026-12-01T14:00'));
      const home = await elderly.inject({ method: 'GET', url: '/api/elderly' });
      expect(home.json().currentMatching).toEqual({ status: 'STARTED', matchingId, otherName: '김하늘', startTime: '2026-12-01T14:00:00' });
      const done = await elderly.inject({ method: 'POST', url: `/api/elderly/matching/${matchingId}` });
      expect(done.json()).toEqual({ matchingId, status: 'REVIEWING' });
      const notes = await t.notificationsOf(volunteer.id);
      expect(notes.at(-1)).toEqual({
        kind: 'MARKED_DONE',
        activityId: matchingId,
        title: '후기를 남겨주세요',
        body: '박순자 어르신께서 12월 1일(화) 오후 2시 봉사를 완료로 확인하셨어요. 따뜻한 후기를 남겨주세요.',
      });
      expect((await elderly.inject({ method: 'GET', url: '/api/elderly' })).json().currentMatching.status).toBe('COMPLETED');
      // Twice is fine and sends nothing more.
      expect((await elderly.inject({ method: 'POST', url: `/api/elderly/matching/${matchingId}` })).json().status).toBe('REVIEWING');
      expect((await t.notificationsOf(volunteer.id)).length).toBe(notes.length);
    });

    it('refuses a request without a volunteer, a cancelled one, and another user\'s', async () => {
      const elderly = await t.elderly();
      const stranger = await t.elderly();
      const { matchingId } = await requestFor(elderly, '2026-12-01T14:00');
      t.clock.advance(6 * HOUR);
      expect((await elderly.inject({ method: 'POST', url: `/api/elderly/matching/${matchingId}` })).json().code).toBe('NOT_MATCHED');
      expect((await stranger.inject({ method: 'POST', url: `/api/elderly/matching/${matchingId}` })).statusCode).toBe(403);
      await t.tick(); // expires it
      expect((await elderly.inject({ method: 'POST', url: `/api/elderly/matching/${matchingId}` })).json().code).toBe('REQUEST_CLOSED');
    });
  });

  describe('GET /api/elderly (home card)', () => {
    it('derives NOT_MATCHING, NOT_STARTED, STARTED, COMPLETED for today only', async () => {
      const volunteer = await t.volunteer({ name: '김하늘' });
      const elderly = await t.elderly();
      expect((await elderly.inject({ method: 'GET', url: '/api/elderly?userType=elderly' })).json()).toEqual({ currentMatching: null });
      const tomorrow = await requestFor(elderly, '2026-12-02T14:00');
      expect((await elderly.inject({ method: 'GET', url: '/api/elderly' })).json()).toEqual({ currentMatching: null });
      const today = await requestFor(elderly, '2026-12-01T14:00');
      expect((await elderly.inject({ method: 'GET', url: '/api/elderly' })).json().currentMatching).toEqual({
        status: 'NOT_MATCHING',
        matchingId: today.matchingId,
        otherName: null,
        startTime: '2026-12-01T14:00:00',
      });
      await pick(elderly, today.matchingId, volunteer.id);
      expect((await elderly.inject({ method: 'GET', url: '/api/elderly' })).json().currentMatching.status).toBe('NOT_STARTED');
      expect(tomorrow.matchingId).not.toBe(today.matchingId);
      expect((await volunteer.inject({ method: 'GET', url: '/api/elderly' })).statusCode).toBe(403);
    });
  });
});
