import { NO_SHOW_SAME_PERSON_DAYS } from '@ieum/domain';
import { useCareTestApp } from '../../care-fixtures';
import { type Actor, DAY, helpRequest, type MatchingTestApp, seoul } from '../../matching-fixtures';

// After a volunteer let an elderly user down (a late cancel, or no arrival she never confirmed with
// 완료), her next requests within NO_SHOW_SAME_PERSON_DAYS never get that volunteer again: not in
// the recommendations, not through automatic matching, not by picking from an older list.
let phones = 0;
const nextPhone = () => `0107${String((phones += 1)).padStart(7, '0')}`;

async function recommendedNames(elderly: Actor, start: string): Promise<{ matchingId: number; names: string[] }> {
  const response = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: helpRequest(start) });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { matchingId: number; recommendVolunteers: { name: string }[] };
  return { matchingId: body.matchingId, names: body.recommendVolunteers.map((volunteer) => volunteer.name).sort() };
}

async function matchedWith(elderly: Actor, volunteer: Actor, start: string): Promise<number> {
  const { matchingId, names } = await recommendedNames(elderly, start);
  expect(names).toContain(volunteer.user.name);
  const pick = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId, volunteerId: volunteer.id } });
  expect(pick.statusCode).toBe(200);
  return matchingId;
}

/** POST /api/elderly/matching (match automatically); what the request holds afterwards. */
async function autoMatch(t: MatchingTestApp, elderly: Actor, start: string): Promise<{ status: string; volunteerId: number | null }> {
  const response = await elderly.inject({ method: 'POST', url: '/api/elderly/matching', payload: helpRequest(start) });
  expect(response.statusCode).toBeLessThan(300);
  const [row] = await t.db.query<{ status: string; volunteerId: number | null }>('select status, volunteer_id as "volunteerId" from activities where id = $1', [
    response.json().matchingId,
  ]);
  expect(response.json().status).toBe(row.status);
  return { status: row.status, volunteerId: row.volunteerId === null ? null : Number(row.volunteerId) };
}

async function missedVisit(t: MatchingTestApp) {
  const absent = await t.volunteer({ name: '김하늘', phone: nextPhone() });
  const elderly = await t.elderly({ name: '박순자', phone: nextPhone() });
  const matchingId = await matchedWith(elderly, absent, '2026-12-01T13:00');
  t.clock.set(seoul('2026-12-01T14:01'));
  await t.tick();
  const [recorded] = await t.db.query<{ kind: string }>('select kind from volunteer_no_shows where activity_id = $1', [matchingId]);
  expect(recorded).toEqual({ kind: 'NO_CHECK_IN' });
  return { absent, elderly, matchingId };
}

describe(`a volunteer with a no-show is not sent to the same elderly user again for ${NO_SHOW_SAME_PERSON_DAYS} days`, () => {
  const t = useCareTestApp();

  it('no check-in: her new request (the card’s 다른 봉사자 찾기) recommends only others; other people still get that volunteer', async () => {
    const { elderly, matchingId } = await missedVisit(t);
    await t.volunteer({ name: '이대신', phone: nextPhone() });
    const neighbour = await t.elderly({ name: '남어른', phone: nextPhone() });
    expect((await elderly.inject({ method: 'POST', url: `/api/elderly/no-shows/${matchingId}/answer`, payload: { answer: 'FIND_ANOTHER' } })).statusCode).toBe(200);

    expect((await recommendedNames(elderly, '2026-12-03T13:00')).names).toEqual(['이대신']);
    expect((await recommendedNames(neighbour, '2026-12-03T13:00')).names).toEqual(['김하늘', '이대신']);
  });

  it('no check-in: automatic matching leaves her request waiting rather than assign the same volunteer', async () => {
    const { elderly } = await missedVisit(t);
    expect(await autoMatch(t, elderly, '2026-12-03T13:00')).toMatchObject({ status: 'MATCHING', volunteerId: null });
    expect((await t.notificationsOf(elderly.id)).map((note) => note.kind)).toContain('WAITING');
  });

  it('the period is counted from when the no-show was recorded: excluded until then, recommended again after', async () => {
    const { elderly: her } = await missedVisit(t);
    const recordedAt = seoul('2026-12-01T14:01');
    t.clock.set(recordedAt + NO_SHOW_SAME_PERSON_DAYS * DAY - 60_000);
    expect((await recommendedNames(her, '2027-01-05T13:00')).names).toEqual([]);
    t.clock.set(recordedAt + NO_SHOW_SAME_PERSON_DAYS * DAY + 60_000);
    expect((await recommendedNames(her, '2027-01-06T13:00')).names).toEqual(['김하늘']);
  });

  it('a late cancel: the re-match and her next requests go to someone else, and an older list cannot be used to pick the canceller', async () => {
    const canceller = await t.volunteer({ name: '최취소', phone: nextPhone() });
    const elderly = await t.elderly({ name: '정순자', phone: nextPhone() });
    const matchingId = await matchedWith(elderly, canceller, '2026-12-01T13:00');
    // A request for another day, recommended while the volunteer was still fine.
    const earlier = await recommendedNames(elderly, '2026-12-05T13:00');
    expect(earlier.names).toEqual(['최취소']);
    const backup = await t.volunteer({ name: '이대신', phone: nextPhone() });

    t.clock.set(seoul('2026-12-01T10:00'));
    expect((await canceller.inject({ method: 'DELETE', url: `/api/volunteer/matching/${matchingId}` })).statusCode).toBe(200);
    expect(await t.db.query('select kind from volunteer_no_shows where activity_id = $1', [matchingId])).toEqual([{ kind: 'LATE_CANCEL' }]);

    // Fairness alone would now prefer the canceller (the backup has an assignment this week).
    expect(await autoMatch(t, elderly, '2026-12-02T13:00')).toMatchObject({ status: 'PROGRESS', volunteerId: backup.id });
    expect((await recommendedNames(elderly, '2026-12-03T13:00')).names).toEqual(['이대신']);
    const picked = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId: earlier.matchingId, volunteerId: canceller.id } });
    expect(picked.statusCode).toBe(409);
    expect(picked.json().code).toBe('VOLUNTEER_UNAVAILABLE');
  });

  it('not a no-show to her: she pressed 완료 (the volunteer came without checking in), or a welfare worker counted the visit', async () => {
    const came = await t.volunteer({ name: '김하늘', phone: nextPhone() });
    const elderly = await t.elderly({ name: '박순자', phone: nextPhone() });
    const first = await matchedWith(elderly, came, '2026-12-01T13:00');
    t.clock.set(seoul('2026-12-01T13:30'));
    expect((await elderly.inject({ method: 'POST', url: `/api/elderly/matching/${first}` })).statusCode).toBeLessThan(300);
    t.clock.set(seoul('2026-12-01T14:01'));
    await t.tick();
    expect(await t.db.query('select kind from volunteer_no_shows where activity_id = $1', [first])).toEqual([{ kind: 'NO_CHECK_IN' }]);
    expect((await recommendedNames(elderly, '2026-12-03T13:00')).names).toEqual(['김하늘']);

    const other = await t.elderly({ name: '남어른', phone: nextPhone() });
    const second = await matchedWith(other, came, '2026-12-04T13:00');
    t.clock.set(seoul('2026-12-04T14:01'));
    await t.tick();
    expect((await recommendedNames(other, '2026-12-06T13:00')).names).toEqual([]);
    const staff = await t.staff(['MAPO']);
    const counted = await staff.inject({ method: 'POST', url: `/api/care/visit-reviews/${second}/decision`, payload: { counted: true, minutes: 180, note: '전화로 방문을 확인함' } });
    expect(counted.statusCode).toBe(200);
    expect((await recommendedNames(other, '2026-12-07T13:00')).names).toEqual(['김하늘']);
  });
});
