import { useCareTestApp } from '../../care-fixtures';
import { type Actor, helpRequest, type MatchingTestApp, seoul } from '../../matching-fixtures';

let phones = 0;
const nextPhone = () => `0108${String((phones += 1)).padStart(7, '0')}`;

async function matched(t: MatchingTestApp, start = '2026-12-01T13:00', names = { volunteer: '김하늘', elderly: '박순자' }) {
  const volunteer = await t.volunteer({ name: names.volunteer, phone: nextPhone() });
  const elderly = await t.elderly({ name: names.elderly, phone: nextPhone() });
  const created = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: helpRequest(start) });
  expect(created.statusCode).toBe(200);
  const matchingId = created.json().matchingId as number;
  const pick = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId, volunteerId: volunteer.id } });
  expect(pick.statusCode).toBe(200);
  return { volunteer, elderly, matchingId };
}

const offers = async (elderly: Actor) => {
  const response = await elderly.inject({ method: 'GET', url: '/api/elderly/no-shows' });
  expect(response.statusCode).toBe(200);
  return response.json().noShows as Record<string, unknown>[];
};
const answer = (elderly: Actor, id: number, value: 'FIND_ANOTHER' | 'DISMISSED') =>
  elderly.inject({ method: 'POST', url: `/api/elderly/no-shows/${id}/answer`, payload: { answer: value } });
const statusOf = async (t: MatchingTestApp, id: number) => {
  const [row] = await t.db.query<{ status: string; volunteerId: number | null }>('select status, volunteer_id as "volunteerId" from activities where id = $1', [id]);
  return { status: row.status, volunteerId: row.volunteerId === null ? null : Number(row.volunteerId) };
};

describe('no-shows: the elderly user is offered another volunteer at once', () => {
  const t = useCareTestApp();

  it('a late cancel with nobody else free: 다른 봉사자 찾기 asks for new recommendations of the same request, the request stays waiting', async () => {
    const { volunteer, elderly, matchingId } = await matched(t);
    t.clock.set(seoul('2026-12-01T10:00'));
    expect((await volunteer.inject({ method: 'DELETE', url: `/api/volunteer/matching/${matchingId}` })).statusCode).toBe(200);
    expect(await offers(elderly)).toEqual([
      {
        matchingId,
        kind: 'LATE_CANCEL',
        volunteerName: '김하늘',
        startTime: '2026-12-01T13:00:00',
        recordedAt: '2026-12-01T10:00:00',
        replacement: 'RECOMMEND',
        newVolunteerName: null,
        request: { volunteerType: 'CULTURE', animalType: 'none', addDescription: helpRequest('').addDescription },
      },
    ]);
    const found = await answer(elderly, matchingId, 'FIND_ANOTHER');
    expect(found.statusCode).toBe(200);
    expect(found.json().replacement).toBe('RECOMMEND');
    // The same matching as any request: new recommendations (the cancelled volunteer is never proposed again), else the waiting pool.
    const again = await elderly.inject({ method: 'GET', url: `/api/elderly/recommend/${matchingId}` });
    expect(again.statusCode).toBe(200);
    expect(again.json().recommendVolunteers).toEqual([]);
    expect(await statusOf(t, matchingId)).toEqual({ status: 'MATCHING', volunteerId: null });
    expect(await offers(elderly)).toEqual([]);
    expect((await answer(elderly, matchingId, 'DISMISSED')).json().code).toBe('NO_SHOW_NOT_FOUND');
  });

  it('a late cancel re-matched at once: the card names the new volunteer, 다른 봉사자 찾기 is refused (nothing confirmed is cancelled), 알겠어요 closes it', async () => {
    const { volunteer, elderly, matchingId } = await matched(t);
    const backup = await t.volunteer({ name: '이대신', phone: nextPhone() });
    t.clock.set(seoul('2026-12-01T10:00'));
    await volunteer.inject({ method: 'DELETE', url: `/api/volunteer/matching/${matchingId}` });
    expect(await offers(elderly)).toMatchObject([{ matchingId, kind: 'LATE_CANCEL', replacement: 'REMATCHED', newVolunteerName: '이대신' }]);
    const refused = await answer(elderly, matchingId, 'FIND_ANOTHER');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('NO_SHOW_REMATCHED');
    expect((await answer(elderly, matchingId, 'DISMISSED')).statusCode).toBe(200);
    expect(await statusOf(t, matchingId)).toEqual({ status: 'PROGRESS', volunteerId: backup.id });
    expect(await offers(elderly)).toEqual([]);
  });

  it('no check-in by start + 60 min: the elderly user is told, the card offers the same help at a new time; only she can answer', async () => {
    const { elderly, matchingId } = await matched(t);
    const stranger = await t.elderly({ name: '남어른', phone: nextPhone() });
    t.clock.set(seoul('2026-12-01T14:01'));
    await t.tick();
    await t.tick();
    const notes = (await t.notificationsOf(elderly.id)).filter((note) => note.kind === 'NO_CHECK_IN');
    expect(notes).toEqual([
      expect.objectContaining({ title: '봉사자님이 오지 않으셨어요', activityId: matchingId, body: expect.stringContaining('김하늘 봉사자님이') }),
    ]);
    expect(await offers(elderly)).toMatchObject([{ matchingId, kind: 'NO_CHECK_IN', replacement: 'NEW_REQUEST', request: { volunteerType: 'CULTURE' } }]);
    expect(await offers(stranger)).toEqual([]);
    expect((await answer(stranger, matchingId, 'DISMISSED')).statusCode).toBe(404);
    const volunteerCalls = await t.volunteer({ name: '남봉사', phone: nextPhone() });
    expect((await volunteerCalls.inject({ method: 'GET', url: '/api/elderly/no-shows' })).statusCode).toBe(403);
    expect((await answer(elderly, matchingId, 'DISMISSED')).json()).toMatchObject({ replacement: 'NEW_REQUEST' });
    // 괜찮아요 changes nothing confirmed: the visit stays for the welfare worker's review.
    expect(await statusOf(t, matchingId)).toMatchObject({ status: 'PROGRESS' });
    expect(await offers(elderly)).toEqual([]);
  });

  it('no offer when the elderly user pressed 완료 (the volunteer came) or cancelled the request herself', async () => {
    const done = await matched(t, '2026-12-01T13:00');
    t.clock.set(seoul('2026-12-01T13:30'));
    expect((await done.elderly.inject({ method: 'POST', url: `/api/elderly/matching/${done.matchingId}` })).statusCode).toBeLessThan(300);
    t.clock.set(seoul('2026-12-01T14:01'));
    await t.tick();
    expect(await offers(done.elderly)).toEqual([]);
    expect((await t.notificationsOf(done.elderly.id)).map((note) => note.kind)).not.toContain('NO_CHECK_IN');

    const cancelled = await matched(t, '2026-12-02T13:00', { volunteer: '최취소', elderly: '정순자' });
    t.clock.set(seoul('2026-12-02T09:00'));
    await cancelled.volunteer.inject({ method: 'DELETE', url: `/api/volunteer/matching/${cancelled.matchingId}` });
    expect(await offers(cancelled.elderly)).toHaveLength(1);
    expect((await cancelled.elderly.inject({ method: 'DELETE', url: `/api/elderly/matching/${cancelled.matchingId}` })).statusCode).toBe(200);
    expect(await offers(cancelled.elderly)).toEqual([]);
  });
});

describe('visits marked for review: the district welfare worker settles them', () => {
  const t = useCareTestApp();
  const list = async (staff: Actor) => {
    const response = await staff.inject({ method: 'GET', url: '/api/care/visit-reviews' });
    expect(response.statusCode).toBe(200);
    return response.json().visits as Record<string, unknown>[];
  };
  const decide = (staff: Actor, id: number, body: Record<string, unknown>) => staff.inject({ method: 'POST', url: `/api/care/visit-reviews/${id}/decision`, payload: body });

  it('a missed check-in is listed with what is known; counting it with a note credits the hours, removes the no-show, tells the volunteer, and is audited', async () => {
    const { volunteer, elderly, matchingId } = await matched(t);
    const staff = await t.staff(['MAPO'], { name: '김복지' });
    const elsewhere = await t.staff(['GANGNAM'], { name: '이복지' });
    t.clock.set(seoul('2026-12-01T12:50'));
    expect((await volunteer.inject({ method: 'POST', url: `/api/visit/${matchingId}/arrive` })).statusCode).toBe(200);
    t.clock.set(seoul('2026-12-01T14:01'));
    await t.tick();
    expect(await list(staff)).toEqual([
      {
        matchingId,
        reasons: ['NOT_CONFIRMED'],
        helpType: 'CULTURE',
        district: 'MAPO',
        startTime: '2026-12-01T13:00:00',
        endTime: '2026-12-01T16:00:00',
        activityStatus: 'PROGRESS',
        elderlyId: elderly.id,
        elderlyName: '박순자',
        volunteerId: volunteer.id,
        volunteerName: '김하늘',
        arriveRequestedAt: '2026-12-01T12:50:00',
        arrivedAt: null,
        arriveMethod: null,
        finishRequestedAt: null,
        finishedAt: null,
        finishMethod: null,
        creditedMinutes: null,
        noShow: 'NO_CHECK_IN',
        helpCount: 0,
        firstHelpAt: null,
      },
    ]);
    expect(await list(elsewhere)).toEqual([]);
    expect((await decide(elsewhere, matchingId, { counted: true, minutes: 180, note: '전화로 확인' })).json().code).toBe('VISIT_REVIEW_NOT_FOUND');
    expect((await decide(staff, matchingId, { counted: true, minutes: 45, note: '전화로 확인' })).json().code).toBe('VISIT_REVIEW_INVALID');
    expect((await decide(staff, matchingId, { counted: true, minutes: 240, note: '전화로 확인' })).json().code).toBe('VISIT_REVIEW_INVALID');
    expect((await decide(staff, matchingId, { counted: true, minutes: 180, note: '   ' })).json().code).toBe('VISIT_REVIEW_INVALID');
    expect((await volunteer.inject({ method: 'GET', url: '/api/volunteer/hours' })).json()).toMatchObject({ totalMinutes: 0, reviewCount: 1 });

    t.clock.set(seoul('2026-12-02T09:00'));
    const settled = await decide(staff, matchingId, { counted: true, minutes: 180, note: '어르신께 전화로 방문을 확인함 (휴대폰 배터리 방전)' });
    expect(settled.statusCode).toBe(200);
    expect(settled.json()).toEqual({
      matchingId,
      decision: 'COUNTED',
      minutes: 180,
      note: '어르신께 전화로 방문을 확인함 (휴대폰 배터리 방전)',
      staffName: '김복지',
      decidedAt: '2026-12-02T09:00:00',
    });
    expect((await decide(staff, matchingId, { counted: false, note: '다시' })).json().code).toBe('VISIT_REVIEW_SETTLED');
    expect(await list(staff)).toEqual([]);

    // The volunteer is told the date and the outcome, never the worker's note; once, however often the worker taps.
    expect((await t.notificationsOf(volunteer.id)).filter((note) => note.kind === 'VISIT_REVIEWED')).toEqual([
      { kind: 'VISIT_REVIEWED', activityId: matchingId, title: '봉사 시간이 인정되었어요', body: '12월 1일 봉사 시간이 인정되었어요 (3시간). 나의 봉사 시간에서 확인할 수 있어요.' },
    ]);
    expect((await t.notificationsOf(elderly.id)).map((note) => note.kind)).not.toContain('VISIT_REVIEWED');

    // The volunteer's hours, certificate and ranking follow.
    expect((await volunteer.inject({ method: 'GET', url: '/api/volunteer/hours' })).json()).toEqual({
      totalMinutes: 180,
      totalHours: 3,
      reviewCount: 0,
      visits: [{ matchingId, type: 'CULTURE', districtType: 'MAPO', startTime: '2026-12-01T13:00:00', arrivedAt: '2026-12-01T13:00:00', finishedAt: '2026-12-01T16:00:00', minutes: 180 }],
    });
    expect((await volunteer.inject({ method: 'GET', url: `/api/visit/${matchingId}` })).json()).toMatchObject({ status: 'CONFIRMED', creditedMinutes: 180 });
    expect(await t.db.query('select 1 from volunteer_no_shows where activity_id = $1', [matchingId])).toHaveLength(0);
    expect(await offers(elderly)).toEqual([]);
    const audit = await t.db.query<{ action: string; actorName: string }>('select action, actor_name as "actorName" from care_audit_log where elderly_id = $1 order by id', [elderly.id]);
    expect(audit.map((row) => row.action)).toEqual(['VISIT_REVIEW_LIST', 'VISIT_REVIEW_DECISION']);
    expect(audit.every((row) => row.actorName === '김복지')).toBe(true);
  });

  it('도움이 필요해요 during a confirmed visit is listed too; not counting it takes its hours out of the total and the certificate, and the volunteer is told', async () => {
    const { volunteer, elderly, matchingId } = await matched(t);
    const staff = await t.staff(['MAPO']);
    t.clock.set(seoul('2026-12-01T13:00'));
    await volunteer.inject({ method: 'POST', url: `/api/visit/${matchingId}/arrive` });
    await elderly.inject({ method: 'POST', url: `/api/visit/${matchingId}/arrive/confirm` });
    t.clock.set(seoul('2026-12-01T14:00'));
    expect((await elderly.inject({ method: 'POST', url: `/api/visit/${matchingId}/help` })).json()).toEqual({ alerted: true });
    // Not while the two people can still confirm it.
    expect(await list(staff)).toEqual([]);
    expect((await decide(staff, matchingId, { counted: false, note: '메모' })).json().code).toBe('VISIT_REVIEW_NOT_FOUND');
    t.clock.set(seoul('2026-12-01T16:00'));
    await volunteer.inject({ method: 'POST', url: `/api/visit/${matchingId}/finish` });
    await elderly.inject({ method: 'POST', url: `/api/visit/${matchingId}/finish/confirm` });
    expect((await volunteer.inject({ method: 'GET', url: '/api/volunteer/hours' })).json().totalMinutes).toBe(180);
    expect(await list(staff)).toMatchObject([
      { matchingId, reasons: ['HELP'], helpCount: 1, firstHelpAt: '2026-12-01T14:00:00', arriveMethod: 'ELDERLY_CONFIRM', finishedAt: '2026-12-01T16:00:00', creditedMinutes: 180, noShow: null },
    ]);
    const settled = await decide(staff, matchingId, { counted: false, minutes: 180, note: '어르신이 봉사자 때문에 불편하셨다고 함' });
    expect(settled.json()).toMatchObject({ decision: 'NOT_COUNTED', minutes: 0 });
    const [told] = await volunteer.inject({ method: 'GET', url: '/api/user/notification' }).then((response) => response.json() as Record<string, unknown>[]);
    expect(told).toMatchObject({
      kind: 'VISIT_REVIEWED',
      activityId: matchingId,
      title: '봉사 시간이 인정되지 않았어요',
      body: '12월 1일 봉사 시간이 인정되지 않았어요. 담당 사회복지사님이 확인한 결과예요.',
      readAt: null,
    });
    expect(JSON.stringify(told)).not.toContain('불편');
    expect((await volunteer.inject({ method: 'GET', url: '/api/volunteer/hours' })).json()).toMatchObject({ totalMinutes: 0, reviewCount: 0, visits: [] });
    expect((await volunteer.inject({ method: 'POST', url: '/api/volunteer/hours/certificate' })).json().code).toBe('NO_CONFIRMED_VISITS');
  });

  it('only welfare workers: other roles 403, no token 401', async () => {
    const { volunteer, elderly, matchingId } = await matched(t);
    for (const actor of [volunteer, elderly]) {
      expect((await actor.inject({ method: 'GET', url: '/api/care/visit-reviews' })).statusCode).toBe(403);
      expect((await decide(actor, matchingId, { counted: false, note: '메모' })).statusCode).toBe(403);
    }
    expect((await t.inject({ method: 'GET', url: '/api/care/visit-reviews' })).statusCode).toBe(401);
  });
});
