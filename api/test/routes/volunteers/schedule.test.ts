import { EVERY_DAY_AT, helpRequest, useMatchingTestApp } from '../../matching-fixtures';

describe('POST /api/volunteer/schedule and GET /api/volunteer', () => {
  const t = useMatchingTestApp();

  it('replaces the weekly slots and categories and shows them on the home card', async () => {
    const volunteer = await t.actor('volunteer', { name: '김하늘', phone: '01099998888' });
    const first = await volunteer.inject({
      method: 'POST',
      url: '/api/volunteer/schedule?userType=VOLUNTEER',
      payload: { schedules: [{ dayOfWeek: 'friday', time: '18:30' }, { dayOfWeek: 'MONDAY', time: '09:00' }], category: 1 | 8 },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      availableTimes: [
        { dayOfWeek: 'MONDAY', time: '09:00' },
        { dayOfWeek: 'FRIDAY', time: '18:30' },
      ],
      category: 9,
    });
    const second = await volunteer.inject({
      method: 'POST',
      url: '/api/volunteer/schedule',
      payload: { schedules: [{ dayOfWeek: 'TUESDAY', time: '13:00' }], category: 2 },
    });
    expect(second.statusCode).toBe(200);

    const home = await volunteer.inject({ method: 'GET', url: '/api/volunteer?userType=volunteer' });
    expect(home.statusCode).toBe(200);
    expect(home.json()).toEqual({
      volunteerInfo: { name: '김하늘', volunteerHours: 0, phone: '01099998888', profileImage: null, ratingAverage: null, ratingCount: 0 },
      availableTimes: [{ dayOfWeek: 'TUESDAY', time: '13:00' }],
      category: 2,
      // A slot today but no assignment yet.
      currentMatching: { status: 'NOT_MATCHING', matchingId: null, otherName: null, startTime: '2026-12-01T13:00:00' },
    });
  });

  it('has no current matching on a day without a slot or activity', async () => {
    const volunteer = await t.volunteer({ schedules: [{ dayOfWeek: 'SUNDAY', time: '10:00' }] });
    const home = await volunteer.inject({ method: 'GET', url: '/api/volunteer' });
    expect(home.json().currentMatching).toBeNull();
    const fresh = await t.actor('volunteer');
    const empty = await fresh.inject({ method: 'GET', url: '/api/volunteer' });
    expect(empty.json()).toMatchObject({ availableTimes: [], category: 0, currentMatching: null });
  });

  it.each([
    [{ schedules: [], category: 1 }, 'SCHEDULE_DAY_REQUIRED', '요일을 선택해주세요.'],
    [{ schedules: [{ dayOfWeek: 'MONDAY', time: '10:00' }], category: 0 }, 'SCHEDULE_CATEGORY_REQUIRED', '봉사 유형을 선택해주세요.'],
    [{ schedules: [{ dayOfWeek: 'MONDAY', time: '10:15' }], category: 1 }, 'SCHEDULE_INVALID_TIME', undefined],
    [{ schedules: [{ dayOfWeek: 'MONDAY', time: '24:00' }], category: 1 }, 'SCHEDULE_INVALID_TIME', undefined],
    // HH:MM only: the one form the API answers with, so a stored slot always reads back as sent.
    [{ schedules: [{ dayOfWeek: 'MONDAY', time: '1:00' }], category: 1 }, 'SCHEDULE_INVALID_TIME', '시간은 30분 단위(예: 14:00, 14:30)로 선택해주세요.'],
    [{ schedules: [{ dayOfWeek: 'FUNDAY', time: '10:00' }], category: 1 }, 'SCHEDULE_DAY_REQUIRED', undefined],
    [{ schedules: [{ dayOfWeek: 'MONDAY', time: '10:00' }, { dayOfWeek: 'monday', time: '12:00' }], category: 1 }, 'SCHEDULE_DUPLICATE_DAY', undefined],
    [{ schedules: [{ dayOfWeek: 'MONDAY', time: '10:00' }], category: 16 }, 'VALIDATION_FAILED', undefined],
    [{ schedules: [{ dayOfWeek: 'MONDAY', time: '10:00' }], category: 1.5 }, 'VALIDATION_FAILED', undefined],
    [{ schedules: 'MONDAY', category: 1 }, 'VALIDATION_FAILED', undefined],
    [{ schedules: Array.from({ length: 8 }, () => ({ dayOfWeek: 'MONDAY', time: '10:00' })), category: 1 }, 'VALIDATION_FAILED', undefined],
  ])('answers %j with 400 %s', async (payload, code, message) => {
    const volunteer = await t.actor('volunteer');
    const response = await volunteer.inject({ method: 'POST', url: '/api/volunteer/schedule', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
    if (message) expect(response.json().message).toBe(message);
  });

  it('is for volunteers only, and a userType contradicting the token is 403', async () => {
    const elderly = await t.actor('elderly');
    const volunteer = await t.actor('volunteer');
    const payload = { schedules: [{ dayOfWeek: 'MONDAY', time: '10:00' }], category: 1 };
    for (const response of [
      await elderly.inject({ method: 'POST', url: '/api/volunteer/schedule', payload }),
      await elderly.inject({ method: 'GET', url: '/api/volunteer' }),
      await volunteer.inject({ method: 'POST', url: '/api/volunteer/schedule?userType=elderly', payload }),
      await volunteer.inject({ method: 'GET', url: '/api/volunteer?userType=elderly' }),
      await volunteer.inject({ method: 'GET', url: '/api/volunteer?userType=admin' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'USER_TYPE_MISMATCH', message: '접근 권한이 없습니다.' });
    }
    const anonymous = await t.inject({ method: 'GET', url: '/api/volunteer' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('treats a userType in the JSON body like one in the query: contradicting the token is 403', async () => {
    const volunteer = await t.actor('volunteer');
    const elderly = await t.actor('elderly');
    const schedule = { schedules: [{ dayOfWeek: 'MONDAY', time: '10:00' }], category: 1 };
    for (const response of [
      await volunteer.inject({ method: 'POST', url: '/api/volunteer/schedule', payload: { ...schedule, userType: 'elderly' } }),
      await elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: { ...helpRequest('2026-12-01T14:00'), userType: 'volunteer' } }),
      await volunteer.inject({ method: 'POST', url: '/api/review', payload: { volunteerActivityId: 1, content: 'x', imageUrls: ['x'], userType: 'ELDERLY' } }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'USER_TYPE_MISMATCH', message: '접근 권한이 없습니다.' });
    }
    const agreeing = await volunteer.inject({ method: 'POST', url: '/api/volunteer/schedule', payload: { ...schedule, userType: 'Volunteer' } });
    expect(agreeing.statusCode).toBe(200);
    expect(await t.db.query('select count(*) as count from activities')).toEqual([{ count: 0 }]);
  });

  it('matches waiting requests the new schedule fits, right after saving', async () => {
    const elderly = await t.elderly({ name: '박순자' });
    const waiting = await elderly.inject({ method: 'POST', url: '/api/elderly/matching', payload: helpRequest('2026-12-03T15:00') });
    expect(waiting.json().status).toBe('MATCHING');

    // Thursday 13:00 slot: its window [13:00, 16:00) holds the 15:00 start.
    const volunteer = await t.volunteer({ name: '이도윤', schedules: [{ dayOfWeek: 'THURSDAY', time: '13:00' }], category: 2 });
    const detail = await elderly.inject({ method: 'GET', url: `/api/volunteerActivity/registration/${waiting.json().matchingId}` });
    expect(detail.json()).toMatchObject({ status: 'PROGRESS', matchedUserInfo: { volunteerName: '이도윤' } });
    expect((await t.notificationsOf(volunteer.id)).map((n) => n.kind)).toEqual(['MATCHED']);
    expect((await t.notificationsOf(elderly.id)).map((n) => n.kind)).toEqual(['WAITING', 'MATCHED']);
  });

  it('leaves waiting requests alone that the schedule does not fit (day, window, category, district)', async () => {
    const elderly = await t.elderly();
    const waiting = await elderly.inject({ method: 'POST', url: '/api/elderly/matching', payload: helpRequest('2026-12-03T16:00') });
    await t.volunteer({ schedules: [{ dayOfWeek: 'THURSDAY', time: '13:00' }] }); // window ends at 16:00
    await t.volunteer({ schedules: [{ dayOfWeek: 'WEDNESDAY', time: '16:00' }] });
    await t.volunteer({ schedules: EVERY_DAY_AT('15:00'), category: 1 | 4 | 8 });
    await t.volunteer({ schedules: EVERY_DAY_AT('15:00'), district: 'GANGNAM' });
    const detail = await elderly.inject({ method: 'GET', url: `/api/volunteerActivity/registration/${waiting.json().matchingId}` });
    expect(detail.json()).toMatchObject({ status: 'MATCHING', matchedUserInfo: null });
  });
});
