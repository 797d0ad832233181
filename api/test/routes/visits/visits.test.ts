import { type Actor, helpRequest, HOUR, type MatchingTestApp, seoul, useMatchingTestApp } from '../../matching-fixtures';

const MINUTE = 60_000;

async function matched(t: MatchingTestApp, start = '2026-12-01T13:00') {
  const volunteer = await t.volunteer({ name: '김하늘' });
  const elderly = await t.elderly({ name: '박순자' });
  const created = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: helpRequest(start) });
  expect(created.statusCode).toBe(200);
  const matchingId = created.json().matchingId as number;
  const pick = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId, volunteerId: volunteer.id } });
  expect(pick.statusCode).toBe(200);
  return { volunteer, elderly, matchingId };
}

const state = (actor: Actor, id: number) => actor.inject({ method: 'GET', url: `/api/visit/${id}` });
const tap = (volunteer: Actor, id: number, step: 'arrive' | 'finish') => volunteer.inject({ method: 'POST', url: `/api/visit/${id}/${step}` });
const confirm = (elderly: Actor, id: number, step: 'arrive' | 'finish') => elderly.inject({ method: 'POST', url: `/api/visit/${id}/${step}/confirm` });
const enterCode = (volunteer: Actor, id: number, step: 'arrive' | 'finish', code: string) =>
  volunteer.inject({ method: 'POST', url: `/api/visit/${id}/${step}/code`, payload: { code } });

describe('visits: check-in and check-out at the door, hours and certificates', () => {
  const t = useMatchingTestApp();

  it('도착했어요 -> 네, 오셨어요, 마쳤어요 -> 네, 마쳤어요: server times, 30-minute units rounded down, activity marked done', async () => {
    const { volunteer, elderly, matchingId } = await matched(t);
    t.clock.set(seoul('2026-12-01T12:20'));
    expect((await tap(volunteer, matchingId, 'arrive')).json().code).toBe('VISIT_NOT_OPEN');

    t.clock.set(seoul('2026-12-01T12:55'));
    expect((await confirm(elderly, matchingId, 'arrive')).json().code).toBe('NOTHING_TO_CONFIRM');
    const tapped = await tap(volunteer, matchingId, 'arrive');
    expect(tapped.statusCode).toBe(200);
    expect(tapped.json()).toMatchObject({ arrive: 'REQUESTED', finish: 'NONE', status: 'OPEN', code: null, otherName: '박순자' });
    expect((await state(elderly, matchingId)).json()).toMatchObject({ arrive: 'REQUESTED', otherName: '김하늘', code: expect.stringMatching(/^\d{4}$/) });

    t.clock.advance(MINUTE);
    const arrived = await confirm(elderly, matchingId, 'arrive');
    expect(arrived.json()).toMatchObject({ arrive: 'CONFIRMED', arrivedAt: '2026-12-01T12:56:00' });
    expect((await confirm(elderly, matchingId, 'arrive')).json().code).toBe('ALREADY_CONFIRMED');

    t.clock.set(seoul('2026-12-01T15:50'));
    await tap(volunteer, matchingId, 'finish');
    const finished = await confirm(elderly, matchingId, 'finish');
    // 12:56 -> 15:50 is 174 minutes: 5 whole half-hours.
    expect(finished.json()).toMatchObject({ finish: 'CONFIRMED', status: 'CONFIRMED', creditedMinutes: 150, finishedAt: '2026-12-01T15:50:00', code: null });

    const detail = await elderly.inject({ method: 'GET', url: `/api/volunteerActivity/registration/${matchingId}` });
    expect(detail.json().status).toBe('REVIEWING');
    const hours = await volunteer.inject({ method: 'GET', url: '/api/volunteer/hours' });
    expect(hours.json()).toEqual({
      totalMinutes: 150,
      totalHours: 2.5,
      reviewCount: 0,
      visits: [{ matchingId, type: 'CULTURE', districtType: 'MAPO', startTime: '2026-12-01T13:00:00', arrivedAt: '2026-12-01T12:56:00', finishedAt: '2026-12-01T15:50:00', minutes: 150 }],
    });
    const home = await volunteer.inject({ method: 'GET', url: '/api/volunteer' });
    expect(home.json().volunteerInfo.volunteerHours).toBe(2.5);
  });

  it('the visit code on the elderly card: wrong code 400, right code confirms, a new code for the end, capped at planned + 30 min', async () => {
    const { volunteer, elderly, matchingId } = await matched(t);
    t.clock.set(seoul('2026-12-01T12:31'));
    const code = (await state(elderly, matchingId)).json().code as string;
    expect(code).toMatch(/^\d{4}$/);
    const wrong = code === '0000' ? '0001' : '0000';
    const refused = await enterCode(volunteer, matchingId, 'arrive', wrong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('WRONG_VISIT_CODE');
    expect((await enterCode(volunteer, matchingId, 'arrive', code)).json()).toMatchObject({ arrive: 'CONFIRMED', arrivedAt: '2026-12-01T12:31:00' });
    // The volunteer never sees the code.
    expect((await state(volunteer, matchingId)).json().code).toBeNull();

    t.clock.set(seoul('2026-12-01T16:50'));
    const second = (await state(elderly, matchingId)).json().code as string;
    expect((await enterCode(volunteer, matchingId, 'finish', second)).json()).toMatchObject({ status: 'CONFIRMED', creditedMinutes: 210 });
  });

  it('wrong codes are limited per visit: the sixth try is 429 even with the right code', async () => {
    const { volunteer, elderly, matchingId } = await matched(t);
    t.clock.set(seoul('2026-12-01T13:00'));
    const code = (await state(elderly, matchingId)).json().code as string;
    const wrong = code === '9999' ? '9998' : '9999';
    for (let i = 0; i < 5; i += 1) expect((await enterCode(volunteer, matchingId, 'arrive', wrong)).statusCode).toBe(400);
    const locked = await enterCode(volunteer, matchingId, 'arrive', code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('TOO_MANY_REQUESTS');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // 네, 오셨어요 still works.
    await tap(volunteer, matchingId, 'arrive');
    expect((await confirm(elderly, matchingId, 'arrive')).statusCode).toBe(200);
  });

  it('only the two people of the matching: anyone else gets 404, the wrong role 403', async () => {
    const { volunteer, elderly, matchingId } = await matched(t);
    const stranger = await t.volunteer({ name: '남봉사', phone: '01055556666' });
    const otherElderly = await t.elderly({ name: '남어른', phone: '01077778888' });
    t.clock.set(seoul('2026-12-01T13:00'));
    for (const response of [
      await state(stranger, matchingId),
      await state(otherElderly, matchingId),
      await tap(stranger, matchingId, 'arrive'),
      await confirm(otherElderly, matchingId, 'arrive'),
      await enterCode(stranger, matchingId, 'arrive', '1234'),
      await state(volunteer, 999_999),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('VISIT_NOT_FOUND');
    }
    expect((await tap(elderly, matchingId, 'arrive')).statusCode).toBe(403);
    expect((await confirm(volunteer, matchingId, 'arrive')).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: `/api/visit/${matchingId}` })).statusCode).toBe(401);
  });

  it('not confirmed within the window: marked for review, not counted, no more confirmations', async () => {
    const { volunteer, elderly, matchingId } = await matched(t);
    t.clock.set(seoul('2026-12-01T14:01'));
    expect((await tap(volunteer, matchingId, 'arrive')).json().code).toBe('VISIT_WINDOW_CLOSED');
    expect((await state(elderly, matchingId)).json()).toMatchObject({ status: 'REVIEW', code: null });

    // Arrived but the end never confirmed: review once the end window (planned end + 60 min) passes.
    const second = await matched(t, '2026-12-02T13:00');
    t.clock.set(seoul('2026-12-02T13:05'));
    await tap(second.volunteer, second.matchingId, 'arrive');
    await confirm(second.elderly, second.matchingId, 'arrive');
    t.clock.set(seoul('2026-12-02T17:01'));
    expect((await tap(second.volunteer, second.matchingId, 'finish')).json().code).toBe('VISIT_WINDOW_CLOSED');
    const hours = await second.volunteer.inject({ method: 'GET', url: '/api/volunteer/hours' });
    expect(hours.json()).toMatchObject({ totalMinutes: 0, reviewCount: 1, visits: [] });
  });

  it('certificate PDF with a code the public page checks (name masked); CSV for the portals; unknown codes 404', async () => {
    const { volunteer, elderly, matchingId } = await matched(t);
    expect((await volunteer.inject({ method: 'POST', url: '/api/volunteer/hours/certificate' })).json().code).toBe('NO_CONFIRMED_VISITS');
    t.clock.set(seoul('2026-12-01T13:00'));
    await tap(volunteer, matchingId, 'arrive');
    await confirm(elderly, matchingId, 'arrive');
    t.clock.advance(3 * HOUR);
    await tap(volunteer, matchingId, 'finish');
    await confirm(elderly, matchingId, 'finish');

    const pdf = await volunteer.inject({ method: 'POST', url: '/api/volunteer/hours/certificate' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The Korean font is embedded (a subset of Noto Sans KR).
    expect(pdf.rawPayload.toString('latin1')).toMatch(/NotoSansKR/);
    const code = pdf.headers['x-certificate-code'] as string;
    expect(code).toMatch(/^IEUM-[2-9A-Z]{4}-[2-9A-Z]{4}$/);

    const checked = await t.inject({ method: 'GET', url: `/api/certificates/${code.toLowerCase()}` });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({
      code,
      volunteerName: '김*늘',
      issuedAt: '2026-12-01T16:00:00',
      totalHours: 3,
      visitCount: 1,
      visits: [{ date: '2026-12-01', start: '13:00', end: '16:00', hours: 3 }],
    });
    expect((await t.inject({ method: 'GET', url: '/api/certificates/IEUM-2222-2222' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/certificates/not-a-code' })).json().code).toBe('CERTIFICATE_NOT_FOUND');

    const csv = await volunteer.inject({ method: 'POST', url: '/api/volunteer/hours/csv' });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('순번,성명,활동일자,시작시간,종료시간,인정시간(시간),인정시간(분),활동분야,활동내용,활동장소,확인코드');
    expect(lines[1]).toBe(`1,김하늘,2026-12-01,13:00,16:00,3,0,노인복지,문화 돌봄 (어르신 댁 방문),서울특별시 마포구,${csv.headers['x-certificate-code']}`);
  });

  it('the public check is rate-limited per address', async () => {
    let last = 0;
    for (let i = 0; i < 21; i += 1) last = (await t.inject({ method: 'GET', url: '/api/certificates/IEUM-3333-3333', remoteAddress: '10.9.8.7' })).statusCode;
    expect(last).toBe(429);
  });
});

describe('no-shows', () => {
  const t = useMatchingTestApp();

  it('a cancel less than 24 h before the start is recorded, one earlier is not; the request is re-matched at once', async () => {
    const { volunteer, elderly, matchingId } = await matched(t, '2026-12-01T13:00');
    const backup = await t.volunteer({ name: '이대신', phone: '01033334444' });
    const early = await matched(t, '2026-12-05T13:00');
    const cancel = (actor: Actor, id: number) => actor.inject({ method: 'DELETE', url: `/api/volunteer/matching/${id}` });
    expect((await cancel(volunteer, matchingId)).statusCode).toBe(200);
    expect((await cancel(early.volunteer, early.matchingId)).statusCode).toBe(200);
    const rows = await t.db.query<{ activityId: number; volunteerId: number; kind: string }>(
      'select activity_id as "activityId", volunteer_id as "volunteerId", kind from volunteer_no_shows order by activity_id',
    );
    expect(rows.map((row) => ({ ...row, activityId: Number(row.activityId), volunteerId: Number(row.volunteerId) }))).toEqual([
      { activityId: matchingId, volunteerId: volunteer.id, kind: 'LATE_CANCEL' },
    ]);
    // Another volunteer was assigned at once (the elderly user is told by the VOLUNTEER_CANCELED and MATCHED notifications).
    const [row] = await t.db.query<{ volunteerId: number | null; status: string }>('select volunteer_id as "volunteerId", status from activities where id = $1', [matchingId]);
    expect(row.status).toBe('PROGRESS');
    expect([backup.id, early.volunteer.id]).toContain(Number(row.volunteerId));
    expect((await t.notificationsOf(elderly.id)).map((note) => note.kind)).toEqual(expect.arrayContaining(['VOLUNTEER_CANCELED', 'MATCHED']));
  });

  it('no arrival confirmed by start + 60 min: the sweep records NO_CHECK_IN once; a confirmed arrival is not a no-show', async () => {
    const missed = await matched(t, '2026-12-01T13:00');
    const kept = await matched(t, '2026-12-02T13:00');
    t.clock.set(seoul('2026-12-01T14:00'));
    await t.tick();
    expect(await t.db.query('select 1 from volunteer_no_shows')).toHaveLength(0);
    t.clock.set(seoul('2026-12-01T14:01'));
    await t.tick();
    await t.tick();
    t.clock.set(seoul('2026-12-02T13:10'));
    await tap(kept.volunteer, kept.matchingId, 'arrive');
    await confirm(kept.elderly, kept.matchingId, 'arrive');
    t.clock.set(seoul('2026-12-02T16:30'));
    await t.tick();
    const rows = await t.db.query<{ activityId: number; kind: string }>('select activity_id as "activityId", kind from volunteer_no_shows');
    expect(rows.map((row) => ({ activityId: Number(row.activityId), kind: row.kind }))).toEqual([{ activityId: missed.matchingId, kind: 'NO_CHECK_IN' }]);
  });
});
