import { type Actor, EVERY_DAY_AT, helpRequest, seoul, useMatchingTestApp } from '../../matching-fixtures';

describe('GET /api/volunteerActivity/matching and /registration (lists and details)', () => {
  const t = useMatchingTestApp();

  async function request(elderly: Actor, start: string, body: Record<string, unknown> = {}) {
    const response = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: helpRequest(start, body) });
    expect(response.statusCode).toBe(200);
    return response.json().matchingId as number;
  }
  const pick = (elderly: Actor, matchingId: number, volunteerId: number) =>
    elderly.inject({ method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId, volunteerId } });

  it("volunteer: future assignments only, nearest first, each with the documented fields", async () => {
    const volunteer = await t.volunteer({ schedules: EVERY_DAY_AT('10:00') });
    const [a, b, c] = [await t.elderly({ name: '가노인' }), await t.elderly({ name: '나노인' }), await t.elderly({ name: '다노인' })];
    const later = await request(a, '2026-12-05T11:00', { volunteerType: 'HEALTH' });
    const sooner = await request(b, '2026-12-02T10:30', { address: { district: 'MAPO', detail: '독막로 2' } });
    const today = await request(c, '2026-12-01T10:00');
    for (const [elderly, id] of [[a, later], [b, sooner], [c, today]] as const) expect((await pick(elderly, id, volunteer.id)).statusCode).toBe(200);

    t.clock.set(seoul('2026-12-01T10:30')); // today's has started
    const list = await volunteer.inject({ method: 'GET', url: '/api/volunteerActivity/matching?userType=volunteer' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      { id: sooner, elderlyName: '나노인', startTime: '2026-12-02T10:30:00', type: 'CULTURE', districtType: 'MAPO' },
      { id: later, elderlyName: '가노인', startTime: '2026-12-05T11:00:00', type: 'HEALTH', districtType: 'MAPO' },
    ]);

    const detail = await volunteer.inject({ method: 'GET', url: `/api/volunteerActivity/matching/${sooner}` });
    expect(detail.json()).toEqual({
      id: sooner,
      elderlyName: '나노인',
      startTime: '2026-12-02T10:30:00',
      type: 'CULTURE',
      districtType: 'MAPO',
      address: { district: 'MAPO', detail: '독막로 2' },
      animalType: 'none',
      addDescription: helpRequest('').addDescription,
      status: 'PROGRESS',
      // 24 h before the visit: inside the window, the full number to call about it.
      elderlyPhone: '01011112222',
      elderlyPhoneMasked: false,
    });
  });

  it("volunteer: the elderly user's full number from 48 hours before the visit until it ends, masked before and after", async () => {
    const volunteer = await t.volunteer({ schedules: EVERY_DAY_AT('14:00') });
    const elderly = await t.elderly({ phone: '01061462279' });
    const id = await request(elderly, '2026-12-05T14:00');
    expect((await pick(elderly, id, volunteer.id)).statusCode).toBe(200);
    const phone = async () => {
      const { elderlyPhone, elderlyPhoneMasked } = (await volunteer.inject({ method: 'GET', url: `/api/volunteerActivity/matching/${id}` })).json();
      return { elderlyPhone, elderlyPhoneMasked };
    };
    expect(await phone()).toEqual({ elderlyPhone: '010-****-2279', elderlyPhoneMasked: true });
    t.clock.set(seoul('2026-12-03T13:59'));
    expect(await phone()).toEqual({ elderlyPhone: '010-****-2279', elderlyPhoneMasked: true });
    t.clock.set(seoul('2026-12-03T14:00'));
    expect(await phone()).toEqual({ elderlyPhone: '01061462279', elderlyPhoneMasked: false });
    t.clock.set(seoul('2026-12-05T16:59'));
    expect(await phone()).toEqual({ elderlyPhone: '01061462279', elderlyPhoneMasked: false });
    t.clock.set(seoul('2026-12-05T17:00'));
    expect(await phone()).toEqual({ elderlyPhone: '010-****-2279', elderlyPhoneMasked: true });
  });

  it('elderly: future requests, matched first then by time, volunteerName null when unmatched', async () => {
    const volunteer = await t.volunteer({ name: '김하늘', schedules: EVERY_DAY_AT('10:00') });
    const elderly = await t.elderly();
    const unmatchedSoon = await request(elderly, '2026-12-02T10:00');
    const matchedLater = await request(elderly, '2026-12-04T10:00');
    const matchedSooner = await request(elderly, '2026-12-03T10:00');
    const past = await request(elderly, '2026-12-01T10:00');
    const cancelled = await request(elderly, '2026-12-06T10:00');
    await pick(elderly, matchedLater, volunteer.id);
    await pick(elderly, matchedSooner, volunteer.id);
    await elderly.inject({ method: 'DELETE', url: `/api/elderly/matching/${cancelled}` });
    t.clock.set(seoul('2026-12-01T10:00'));

    const list = await elderly.inject({ method: 'GET', url: '/api/volunteerActivity/registration' });
    expect(list.json()).toEqual([
      { id: matchedSooner, time: '2026-12-03T10:00:00', type: 'CULTURE', districtType: 'MAPO', volunteerName: '김하늘', requestedIn: 'form' },
      { id: matchedLater, time: '2026-12-04T10:00:00', type: 'CULTURE', districtType: 'MAPO', volunteerName: '김하늘', requestedIn: 'form' },
      { id: unmatchedSoon, time: '2026-12-02T10:00:00', type: 'CULTURE', districtType: 'MAPO', volunteerName: null, requestedIn: 'form' },
    ]);
    expect(past).toBeGreaterThan(0);

    const matchedDetail = await elderly.inject({ method: 'GET', url: `/api/volunteerActivity/registration/${matchedSooner}` });
    expect(matchedDetail.json()).toEqual({
      id: matchedSooner,
      type: 'CULTURE',
      startTime: '2026-12-03T10:00:00',
      animalType: 'none',
      addDescription: helpRequest('').addDescription,
      status: 'PROGRESS',
      matchedUserInfo: { volunteerName: '김하늘', profileImage: null, volunteerActivityTime: 0, phone: '01011112222', phoneMasked: false },
      myRating: null,
    });
    const unmatchedDetail = await elderly.inject({ method: 'GET', url: `/api/volunteerActivity/registration/${unmatchedSoon}` });
    expect(unmatchedDetail.json()).toMatchObject({ status: 'MATCHING', matchedUserInfo: null });
    // Cancelled requests stay readable by their owner.
    const cancelledDetail = await elderly.inject({ method: 'GET', url: `/api/volunteerActivity/registration/${cancelled}` });
    expect(cancelledDetail.json()).toMatchObject({ status: 'CANCELED', matchedUserInfo: null });
  });

  it('checks ownership and role on every list and detail', async () => {
    const volunteer = await t.volunteer();
    const otherVolunteer = await t.volunteer();
    const elderly = await t.elderly();
    const otherElderly = await t.elderly();
    const id = await request(elderly, '2026-12-01T14:00');
    await pick(elderly, id, volunteer.id);

    expect((await otherVolunteer.inject({ method: 'GET', url: `/api/volunteerActivity/matching/${id}` })).json().code).toBe('NOT_YOUR_MATCHING');
    expect((await otherElderly.inject({ method: 'GET', url: `/api/volunteerActivity/registration/${id}` })).json().code).toBe('NOT_YOUR_MATCHING');
    expect((await elderly.inject({ method: 'GET', url: `/api/volunteerActivity/matching/${id}` })).json().code).toBe('USER_TYPE_MISMATCH');
    expect((await volunteer.inject({ method: 'GET', url: `/api/volunteerActivity/registration/${id}` })).json().code).toBe('USER_TYPE_MISMATCH');
    expect((await volunteer.inject({ method: 'GET', url: '/api/volunteerActivity/registration' })).statusCode).toBe(403);
    expect((await elderly.inject({ method: 'GET', url: '/api/volunteerActivity/matching' })).statusCode).toBe(403);
    expect((await volunteer.inject({ method: 'GET', url: '/api/volunteerActivity/matching?userType=elderly' })).statusCode).toBe(403);
    expect((await volunteer.inject({ method: 'GET', url: '/api/volunteerActivity/matching/999999' })).statusCode).toBe(404);
    expect((await elderly.inject({ method: 'GET', url: '/api/volunteerActivity/registration/999999' })).statusCode).toBe(404);
    expect((await otherVolunteer.inject({ method: 'GET', url: '/api/volunteerActivity/matching' })).json()).toEqual([]);
    expect((await t.inject({ method: 'GET', url: '/api/volunteerActivity/matching' })).statusCode).toBe(401);
  });
});
