import { type Actor, EVERY_DAY_AT, helpRequest, type MatchingTestApp, seoul, useMatchingTestApp } from '../../matching-fixtures';

describe('POST /api/elderly/recommend', () => {
  const t = useMatchingTestApp();

  const recommend = async (elderly: Awaited<ReturnType<MatchingTestApp['elderly']>>, body: object) =>
    elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: body });

  it('creates the request as MATCHING and returns the documented shape', async () => {
    const volunteer = await t.volunteer({ name: '김하늘', phone: '01012345678', bio: '말벗과 산책을 좋아해요' });
    const elderly = await t.elderly();
    const response = await recommend(elderly, helpRequest('2026-12-01T14:00'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      matchingId: expect.any(Number),
      recommendVolunteers: [
        {
          volunteerId: volunteer.id,
          name: '김하늘',
          profileImageUrl: null,
          volunteerActivityTime: 0,
          verifiedVolunteer: false,
          // Masked: this volunteer was never matched to this elderly user.
          phone: '010-****-5678',
          bio: '말벗과 산책을 좋아해요',
          ratingAverage: null,
          ratingCount: 0,
        },
      ],
    });
    const [row] = await t.db.query<{ status: string; waiting: boolean; addDescription: string }>(
      'select status, waiting, add_description as "addDescription" from activities where id = $1',
      [response.json().matchingId],
    );
    expect(row).toEqual({ status: 'MATCHING', waiting: false, addDescription: helpRequest('').addDescription });
    // Recommending alone notifies nobody.
    expect(await t.notificationsOf(elderly.id)).toEqual([]);
  });

  it('applies every hard filter: slot window, category bit, district, overlapping activity', async () => {
    const fits = await t.volunteer({ name: 'fits', schedules: [{ dayOfWeek: 'TUESDAY', time: '11:30' }] }); // [11:30, 14:30) holds 14:00
    await t.volunteer({ name: 'window ends', schedules: [{ dayOfWeek: 'TUESDAY', time: '11:00' }] }); // [11:00, 14:00)
    await t.volunteer({ name: 'starts later', schedules: [{ dayOfWeek: 'TUESDAY', time: '14:30' }] });
    await t.volunteer({ name: 'other day', schedules: [{ dayOfWeek: 'WEDNESDAY', time: '14:00' }] });
    await t.volunteer({ name: 'other category', category: 1 | 4 | 8 });
    await t.volunteer({ name: 'other district', district: 'GANGNAM' });
    const busy = await t.volunteer({ name: 'busy', schedules: EVERY_DAY_AT('11:00') });
    // busy is booked 12:00-15:00 by someone else: overlaps 14:00-17:00.
    const other = await t.elderly();
    const booked = await recommend(other, helpRequest('2026-12-01T12:00'));
    const pick = await other.inject({ method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId: booked.json().matchingId, volunteerId: busy.id } });
    expect(pick.statusCode).toBe(200);

    const elderly = await t.elderly();
    const response = await recommend(elderly, helpRequest('2026-12-01T14:00'));
    expect(response.json().recommendVolunteers.map((v: { name: string }) => v.name)).toEqual(['fits']);
    expect(response.json().recommendVolunteers[0].volunteerId).toBe(fits.id);
  });

  it('follows a volunteer who moves to another district (the slots copy the district)', async () => {
    const mover = await t.volunteer({ name: 'mover', district: 'GANGNAM' });
    const elderly = await t.elderly();
    expect((await recommend(elderly, helpRequest('2026-12-01T14:00'))).json().recommendVolunteers).toEqual([]);
    await t.db.query(`update users set district = 'MAPO' where id = $1`, [mover.id]);
    const after = await recommend(elderly, helpRequest('2026-12-02T14:00'));
    expect(after.json().recommendVolunteers.map((v: { name: string }) => v.name)).toEqual(['mover']);
  });

  it('finds a volunteer whose late slot runs past midnight into the next day', async () => {
    await t.volunteer({ name: 'night owl', schedules: [{ dayOfWeek: 'TUESDAY', time: '23:00' }] }); // Tue 23:00 - Wed 02:00
    const elderly = await t.elderly();
    const response = await recommend(elderly, helpRequest('2026-12-02T01:00'));
    expect(response.json().recommendVolunteers.map((v: { name: string }) => v.name)).toEqual(['night owl']);
  });

  it('returns at most 4, ranked by text fit, experience, continuity and fairness', async () => {
    const names = ['가', '나', '다', '라', '마', '바'];
    for (const name of names) await t.volunteer({ name, bio: '안녕하세요' });
    await t.volunteer({ name: '병원동행', bio: '병원 동행과 진료 도움을 자주 해 왔어요' });
    const elderly = await t.elderly();
    const response = await recommend(elderly, helpRequest('2026-12-01T14:00', { volunteerType: 'health', addDescription: '병원 진료에 같이 가 주세요' }));
    const ranked = response.json().recommendVolunteers.map((v: { name: string }) => v.name);
    expect(ranked).toHaveLength(4);
    expect(ranked[0]).toBe('병원동행');
  });

  it('prefers the volunteer who already helped this elderly user, unless they cancelled on them', async () => {
    const elderly = await t.elderly();
    const [loyal, other] = [await t.volunteer({ name: 'loyal' }), await t.volunteer({ name: 'other' })];
    await t.volunteer({ name: 'newcomer' });
    // loyal completed one activity for this elderly user last week.
    t.clock.set(seoul('2026-11-24T09:00'));
    const past = await recommend(elderly, helpRequest('2026-11-24T14:00'));
    await elderly.inject({ method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId: past.json().matchingId, volunteerId: loyal.id } });
    t.clock.set(seoul('2026-11-24T15:00'));
    await elderly.inject({ method: 'POST', url: `/api/elderly/matching/${past.json().matchingId}` });
    await loyal.inject({ method: 'POST', url: '/api/review', payload: { volunteerActivityId: past.json().matchingId, content: '', imageUrls: await t.uploadReviewImages(loyal) } });

    t.clock.set(seoul('2026-12-01T09:00'));
    const response = await recommend(elderly, helpRequest('2026-12-03T14:00'));
    expect(response.json().recommendVolunteers.map((v: { name: string }) => v.name)).toEqual(['loyal', 'other', 'newcomer']);
    // 완료 without a visit confirmed at the door adds no hours (api/README.md "Visits and volunteer hours").
    expect(response.json().recommendVolunteers[0].volunteerActivityTime).toBe(0);

    // After loyal cancels one of this user's activities (more than 24 h ahead: a late cancel would keep
    // loyal away from her altogether, see visits/no-show-same-person.test.ts), continuity is gone: the
    // replacement (other) now has a recent assignment, and the newcomer with none ranks first.
    const next = response.json().matchingId;
    await elderly.inject({ method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId: next, volunteerId: loyal.id } });
    await loyal.inject({ method: 'DELETE', url: `/api/volunteer/matching/${next}` });
    const replaced = await elderly.inject({ method: 'GET', url: `/api/volunteerActivity/registration/${next}` });
    expect(replaced.json().matchedUserInfo.volunteerName).toBe('other');
    expect(other.id).toBeGreaterThan(loyal.id);
    const later = await recommend(elderly, helpRequest('2026-12-02T14:00'));
    expect(later.json().recommendVolunteers.map((v: { name: string }) => v.name)).toEqual(['newcomer', 'loyal', 'other']);
  });

  it('answers an empty list when nobody qualifies', async () => {
    const elderly = await t.elderly();
    const response = await recommend(elderly, helpRequest('2026-12-01T14:00'));
    expect(response.statusCode).toBe(200);
    expect(response.json().recommendVolunteers).toEqual([]);
  });

  it('defaults the description, the pet and the address (from the profile)', async () => {
    const elderly = await t.elderly({ district: 'JONGNO', addressDetail: '종로 1' });
    const response = await recommend(elderly, { volunteerType: 'Housing', startTime: '2026-12-01T14:00', addDescription: '   ' });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.query('select add_description as d, animal_type as a, district, address_detail as detail, help_type as type from activities');
    expect(row).toEqual({ d: '추가 요청사항 없음', a: 'none', district: 'JONGNO', detail: '종로 1', type: 'HOUSING' });
  });

  it('refuses a start time in the past or now, in Seoul time', async () => {
    const elderly = await t.elderly();
    for (const startTime of ['2026-12-01T09:00', '2026-12-01T08:30', '2026-12-01T00:00:00Z', '2025-01-01T10:00']) {
      const response = await recommend(elderly, helpRequest(startTime));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'START_TIME_PAST', message: '현재 시각 이후의 시간만 선택할 수 있습니다.' });
    }
    // At most 60 days ahead (REQUEST_HORIZON_DAYS): from 2026-12-01 the last day is 2027-01-30, Seoul.
    for (const startTime of ['2027-01-31T00:00', '2027-01-30T15:00:00Z', '2031-01-01T10:00']) {
      const far = await recommend(elderly, helpRequest(startTime));
      expect(far.statusCode).toBe(400);
      expect(far.json()).toEqual({ code: 'START_TIME_TOO_FAR', message: '신청은 오늘부터 60일 안의 날짜만 가능합니다.' });
    }
    const edge = await recommend(elderly, helpRequest('2027-01-30T23:30'));
    expect(edge.statusCode).toBe(200);
  });

  it('allows one open request per elderly user per Seoul date', async () => {
    const elderly = await t.elderly();
    const first = await recommend(elderly, helpRequest('2026-12-02T10:00'));
    expect(first.statusCode).toBe(200);
    const sameDay = await recommend(elderly, helpRequest('2026-12-02T20:00'));
    expect(sameDay.statusCode).toBe(409);
    expect(sameDay.json().code).toBe('REQUEST_ALREADY_EXISTS');
    // 2026-12-02T16:00Z is already 12-03 01:00 in Seoul: another date.
    const nextSeoulDay = await recommend(elderly, helpRequest('2026-12-02T16:00:00Z'));
    expect(nextSeoulDay.statusCode).toBe(200);
    // After cancelling, the date is free again.
    await elderly.inject({ method: 'DELETE', url: `/api/elderly/matching/${first.json().matchingId}` });
    expect((await recommend(elderly, helpRequest('2026-12-02T20:00'))).statusCode).toBe(200);
  });

  it.each([
    [{ ...helpRequest('2026-12-01T14:00'), volunteerType: undefined }, '신청 유형을 선택해주세요.'],
    [{ ...helpRequest('2026-12-01T14:00'), volunteerType: 'COOKING' }, '신청 유형을 선택해주세요.'],
    [{ ...helpRequest('2026-12-01T14:00'), startTime: undefined }, '날짜와 시간을 모두 선택해주세요.'],
    [{ ...helpRequest('2026-12-01T14:00'), startTime: 'tomorrow 2pm' }, '날짜와 시간을 모두 선택해주세요.'],
    [{ ...helpRequest('2026-12-01T14:00'), startTime: 1733000000000 }, '날짜와 시간을 모두 선택해주세요.'],
    [{ ...helpRequest('2026-12-01T14:00'), startTime: '2027-02-30T10:00' }, '없는 날짜나 시간입니다. 날짜와 시간을 다시 선택해주세요.'],
    [{ ...helpRequest('2026-12-01T14:00'), startTime: '2026-12-01T25:00' }, '없는 날짜나 시간입니다. 날짜와 시간을 다시 선택해주세요.'],
    [{ ...helpRequest('2026-12-01T14:00'), animalType: 'tiger' }, '반려동물 항목을 선택해주세요.'],
    [{ ...helpRequest('2026-12-01T14:00'), address: { district: 'BUSAN', detail: '' } }, '구를 선택해주세요.'],
    [{ ...helpRequest('2026-12-01T14:00'), addDescription: '가'.repeat(501) }, '추가 요청사항은 500자 이하로 입력해주세요.'],
  ])('answers an invalid request with 400 and a Korean message (%#)', async (body, message) => {
    const elderly = await t.elderly();
    const response = await recommend(elderly, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('is for elderly users only', async () => {
    const volunteer = await t.actor('volunteer');
    const elderly = await t.elderly();
    expect((await recommend(volunteer, helpRequest('2026-12-01T14:00'))).statusCode).toBe(403);
    const mismatch = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend?userType=volunteer', payload: helpRequest('2026-12-01T14:00') });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().code).toBe('USER_TYPE_MISMATCH');
  });
});

describe('GET /api/elderly/recommend/:id', () => {
  const t = useMatchingTestApp();

  const recommend = async (elderly: Awaited<ReturnType<MatchingTestApp['elderly']>>, body: object) =>
    elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: body });
  const again = (actor: Actor, id: number | string) =>
    actor.inject({ method: 'GET', url: `/api/elderly/recommend/${id}` });

  it('ranks the open request again without the volunteer someone else booked meanwhile', async () => {
    const first = await t.volunteer({ name: '김하늘', phone: '01012345678' });
    const second = await t.volunteer({ name: '이바다', phone: '01087654321' });
    const elderly = await t.elderly();
    const mine = await recommend(elderly, helpRequest('2026-12-01T14:00'));
    expect(mine.json().recommendVolunteers.map((v: { name: string }) => v.name).sort()).toEqual(['김하늘', '이바다']);

    const rival = await t.elderly();
    const theirs = await recommend(rival, helpRequest('2026-12-01T13:00'));
    await rival.inject({ method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId: theirs.json().matchingId, volunteerId: first.id } });

    const response = await again(elderly, mine.json().matchingId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      matchingId: mine.json().matchingId,
      recommendVolunteers: [expect.objectContaining({ volunteerId: second.id, name: '이바다', phone: '010-****-4321' })],
    });
    // Asking again creates nothing.
    const [{ count }] = await t.db.query<{ count: string }>('select count(*) from activities where elderly_id = $1', [elderly.id]);
    expect(Number(count)).toBe(1);
  });

  it("checks ownership and state: another user's request 403, unknown 404, cancelled, matched or past 409", async () => {
    const volunteer = await t.volunteer();
    const owner = await t.elderly();
    const { matchingId } = (await recommend(owner, helpRequest('2026-12-01T14:00'))).json();
    const stranger = await t.elderly();
    expect((await again(stranger, matchingId)).json().code).toBe('NOT_YOUR_MATCHING');
    expect((await again(owner, 987654)).statusCode).toBe(404);
    expect((await again(owner, 'abc')).statusCode).toBe(400);
    expect((await again(await t.actor('volunteer'), matchingId)).statusCode).toBe(403);

    t.clock.set(seoul('2026-12-01T14:00'));
    const late = await again(owner, matchingId);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('REQUEST_EXPIRED');
    t.clock.set(seoul('2026-12-01T09:00'));

    await owner.inject({ method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId, volunteerId: volunteer.id } });
    expect((await again(owner, matchingId)).json().code).toBe('ALREADY_MATCHED');
    await owner.inject({ method: 'DELETE', url: `/api/elderly/matching/${matchingId}` });
    const closed = await again(owner, matchingId);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('REQUEST_CLOSED');
  });
});
