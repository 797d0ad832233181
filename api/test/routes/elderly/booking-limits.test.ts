import { type Actor, helpRequest, seoul, useMatchingTestApp } from '../../matching-fixtures';

// One elderly account made 700 automatic matches in 14 s (700 notifications, pushes and reminder
// jobs, requests four years ahead), read 52 full volunteer numbers from the applying detail, and
// picked any qualified volunteer id it liked. These are the limits that stop it.
describe('booking limits', () => {
  const t = useMatchingTestApp(seoul('2026-12-01T09:00'), {
    env: { HELP_REQUEST_MAX_OPEN: '4', HELP_REQUEST_MAX_PER_DAY: '6', HELP_REQUEST_MAX_CANCELS_PER_DAY: '100' },
  });

  const book = (elderly: Actor, start: string) => elderly.inject({ method: 'POST', url: '/api/elderly/matching', payload: helpRequest(start) });
  const recommend = (elderly: Actor, start: string) => elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: helpRequest(start) });
  const pick = (elderly: Actor, matchingId: number, volunteerId: number) =>
    elderly.inject({ method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId, volunteerId } });
  const cancel = (elderly: Actor, matchingId: number) => elderly.inject({ method: 'DELETE', url: `/api/elderly/matching/${matchingId}` });
  const day = (n: number) => `2026-12-${String(n).padStart(2, '0')}T14:00`;

  it('lets the user pick only a volunteer this request showed, also one a re-rank showed later', async () => {
    // Five qualify equally; four are shown, the fifth (the highest id) is not.
    const volunteers = [];
    for (let i = 0; i < 5; i += 1) volunteers.push(await t.volunteer());
    const elderly = await t.elderly();
    const { matchingId, recommendVolunteers } = (await recommend(elderly, day(2))).json();
    const shown = recommendVolunteers.map((card: { volunteerId: number }) => card.volunteerId);
    expect(shown).toEqual(volunteers.slice(0, 4).map((volunteer) => volunteer.id));
    const hidden = volunteers[4];

    const refused = await pick(elderly, matchingId, hidden.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'VOLUNTEER_NOT_RECOMMENDED',
      message: '이 신청의 추천 목록에 있던 봉사자님만 선택할 수 있어요. 추천 목록에서 다시 선택해주세요.',
    });
    expect(await t.db.query("select 1 from activities where id = $1 and status = 'MATCHING'", [matchingId])).toHaveLength(1);
    expect(await t.notificationsOf(hidden.id)).toEqual([]);

    // Another request's recommendation does not count for this one.
    const other = await t.elderly();
    await t.db.query("update users set district = 'GANGNAM' where id = any($1::bigint[])", [shown.slice(0, 3)]);
    const { recommendVolunteers: otherShown } = (await recommend(other, day(2))).json();
    expect(otherShown.map((card: { volunteerId: number }) => card.volunteerId)).toContain(hidden.id);
    expect((await pick(elderly, matchingId, hidden.id)).json().code).toBe('VOLUNTEER_NOT_RECOMMENDED');

    // Ranked again for this request (three moved away), the fifth is shown and may be picked.
    const again = (await elderly.inject({ method: 'GET', url: `/api/elderly/recommend/${matchingId}` })).json();
    expect(again.recommendVolunteers.map((card: { volunteerId: number }) => card.volunteerId)).toContain(hidden.id);
    expect((await pick(elderly, matchingId, hidden.id)).json()).toEqual({ matchingId, status: 'PROGRESS' });
  });

  it('masks every phone in recommendations, also of a volunteer who helped this user before', async () => {
    const volunteer = await t.volunteer({ phone: '01098765432' });
    const elderly = await t.elderly();
    expect((await book(elderly, day(1))).json().status).toBe('PROGRESS');
    const card = (await recommend(elderly, day(2))).json().recommendVolunteers[0];
    expect(card).toMatchObject({ volunteerId: volunteer.id, phone: '010-****-5432' });
  });

  it('shows the matched volunteer\'s full number only from 48 hours before the visit until it ends', async () => {
    await t.volunteer({ phone: '01098765432' });
    const elderly = await t.elderly();
    const { matchingId } = (await book(elderly, day(10))).json();
    const detail = async () => (await elderly.inject({ method: 'GET', url: `/api/volunteerActivity/registration/${matchingId}` })).json().matchedUserInfo;

    expect(await detail()).toMatchObject({ phone: '010-****-5432', phoneMasked: true });
    t.clock.set(seoul('2026-12-08T13:59'));
    expect(await detail()).toMatchObject({ phone: '010-****-5432', phoneMasked: true });
    t.clock.set(seoul('2026-12-08T14:00'));
    expect(await detail()).toMatchObject({ phone: '01098765432', phoneMasked: false });
    t.clock.set(seoul('2026-12-10T16:59'));
    expect(await detail()).toMatchObject({ phone: '01098765432', phoneMasked: false });
    // The visit (14:00-17:00) is over: masked again, done or not.
    t.clock.set(seoul('2026-12-10T17:00'));
    expect(await detail()).toMatchObject({ phone: '010-****-5432', phoneMasked: true });
  });

  it('takes at most HELP_REQUEST_MAX_OPEN requests still ahead, and says when the nearest starts', async () => {
    await t.volunteer();
    const elderly = await t.elderly();
    const ids = [];
    for (const n of [3, 4, 5, 6]) {
      const response = await book(elderly, day(n));
      expect(response.statusCode).toBe(200);
      ids.push(response.json().matchingId);
    }
    for (const refused of [await book(elderly, day(7)), await recommend(elderly, day(7))]) {
      expect(refused.statusCode).toBe(429);
      // The nearest (3 December 14:00) starts in 2 days and 5 hours.
      expect(refused.json()).toEqual({
        code: 'TOO_MANY_OPEN_REQUESTS',
        message: '앞으로 예정된 신청이 너무 많아요. 신청 내역에서 필요 없는 신청을 취소하시거나, 가장 가까운 봉사가 시작되는 2일 5시간 후에 다시 시도해주세요.',
      });
      expect(refused.headers['retry-after']).toBe(String((2 * 24 + 5) * 3600));
    }
    // Cancelling one makes room; so does the nearest one starting.
    expect((await cancel(elderly, ids[0])).statusCode).toBe(200);
    expect((await book(elderly, day(7))).statusCode).toBe(200);
    expect((await book(elderly, day(8))).statusCode).toBe(429);
    t.clock.set(seoul('2026-12-04T14:00'));
    expect((await book(elderly, day(8))).statusCode).toBe(200);
  });

  it('takes at most HELP_REQUEST_MAX_PER_DAY new requests a Seoul day, cancelled ones included', async () => {
    await t.volunteer();
    const elderly = await t.elderly();
    for (const n of [2, 3, 4, 5, 6, 7]) {
      const { matchingId } = (await book(elderly, day(n))).json();
      expect((await cancel(elderly, matchingId)).statusCode).toBe(200);
    }
    const refused = await recommend(elderly, day(8));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'TOO_MANY_REQUESTS_TODAY', message: '오늘은 신청을 더 받을 수 없어요. 15시간 후에 다시 시도해주세요.' });
    expect(refused.headers['retry-after']).toBe(String(15 * 3600));
    t.clock.set(seoul('2026-12-02T00:00'));
    expect((await recommend(elderly, day(8))).statusCode).toBe(200);
  });

  it('holds a burst of automatic bookings sent at once to the limit: notifications and reminders included', async () => {
    const volunteers = [];
    for (let i = 0; i < 3; i += 1) volunteers.push(await t.volunteer());
    const elderly = await t.elderly();
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => book(elderly, day(2 + i))));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(26);
    expect(await t.db.query('select 1 from activities where elderly_id = $1', [elderly.id])).toHaveLength(4);
    expect(await t.db.query("select 1 from scheduled_jobs where kind = 'REMINDER'")).toHaveLength(4);
    let matchedNotices = 0;
    for (const volunteer of volunteers) matchedNotices += (await t.notificationsOf(volunteer.id)).filter((notice) => notice.kind === 'MATCHED').length;
    expect(matchedNotices).toBe(4);
  });
});
