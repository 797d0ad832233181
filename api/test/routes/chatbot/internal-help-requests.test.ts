import { SERVICE_KEY_HEADER, serviceKey } from '@ieum/server-kit';
import { type Actor, EVERY_DAY_AT, seoul, useMatchingTestApp } from '../../matching-fixtures';

describe('internal routes for help requests arranged in chat (issue 26)', () => {
  const t = useMatchingTestApp(seoul('2026-11-26T10:00'));
  const key = () => serviceKey(new TextEncoder().encode(t.config.JWT_SECRET!));
  const internal = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.inject({ method, url, payload, headers: { [SERVICE_KEY_HEADER]: key(), ...headers } });
  const request = (elderly: Actor, overrides: object = {}) =>
    internal('POST', '/internal/chat/help-request', {
      userId: elderly.id,
      volunteerType: 'HEALTH',
      startTime: '2026-11-27T14:00:00',
      animalType: 'dog',
      addDescription: '내일 오후 두 시에 병원 같이 가 줄 사람 있을까요?',
      ...overrides,
    });

  it('keeps the draft of the conversation with the profile address, and forgets it on delete', async () => {
    const elderly = await t.elderly({ district: 'DOBONG', addressDetail: '방학로 12' });
    expect((await internal('GET', `/internal/chat/help-request/draft?userId=${elderly.id}`)).json()).toEqual({
      draft: null,
      updatedAt: null,
      address: { districtName: '도봉구', detail: '방학로 12' },
    });
    const draft = { fields: { minuteOfDay: 840 }, description: '병원', asked: 'date', helpChoices: [] };
    expect((await internal('PUT', '/internal/chat/help-request/draft', { userId: elderly.id, draft })).statusCode).toBe(200);
    const stored = (await internal('GET', `/internal/chat/help-request/draft?userId=${elderly.id}`)).json();
    expect(stored).toMatchObject({ draft, updatedAt: new Date(seoul('2026-11-26T10:00')).toISOString() });
    await internal('DELETE', `/internal/chat/help-request/draft?userId=${elderly.id}`);
    expect((await internal('GET', `/internal/chat/help-request/draft?userId=${elderly.id}`)).json().draft).toBeNull();
  });

  it('creates the request through the form\'s matching: a fitting volunteer is matched and notified, the list marks it as made in chat', async () => {
    const elderly = await t.elderly({ district: 'MAPO' });
    const volunteer = await t.volunteer({ name: '김봉사', district: 'MAPO', schedules: EVERY_DAY_AT('13:00') });
    const response = await request(elderly);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ matchingId: expect.any(Number), status: 'PROGRESS', startTime: '2026-11-27T14:00:00', volunteerName: '김봉사' });
    const [row] = await t.db.query<{ requestedIn: string; animalType: string; volunteerId: number }>(
      'select requested_in as "requestedIn", animal_type as "animalType", volunteer_id as "volunteerId" from activities',
    );
    expect(row).toEqual({ requestedIn: 'chat', animalType: 'dog', volunteerId: volunteer.id });
    expect((await t.notificationsOf(volunteer.id)).length).toBeGreaterThan(0);
    const list = await elderly.inject({ method: 'GET', url: '/api/volunteerActivity/registration?userType=elderly' });
    expect(list.json()).toEqual([expect.objectContaining({ volunteerName: '김봉사', requestedIn: 'chat' })]);
  });

  it('waits when nobody fits, and refuses what the form refuses with the same codes', async () => {
    const elderly = await t.elderly();
    const waiting = await request(elderly, { startTime: '2026-11-28T09:00:00' });
    expect(waiting.json()).toMatchObject({ status: 'MATCHING', volunteerName: null });
    const sameDay = await request(elderly, { startTime: '2026-11-28T15:00:00' });
    expect(sameDay.statusCode).toBe(409);
    expect(sameDay.json().code).toBe('REQUEST_ALREADY_EXISTS');
    expect((await request(elderly, { startTime: '2026-11-26T09:00:00' })).json().code).toBe('START_TIME_PAST');
    expect((await request(elderly, { startTime: '2027-02-01T14:00:00' })).json().code).toBe('START_TIME_TOO_FAR');
    expect((await request(elderly, { volunteerType: 'COOKING' })).statusCode).toBe(400);
    const volunteer = await t.volunteer();
    expect((await request(volunteer)).statusCode).toBe(404);
  });

  it('cancels the latest request made in chat through the normal cancel, never one made with the form', async () => {
    const elderly = await t.elderly();
    const volunteer = await t.volunteer({ schedules: EVERY_DAY_AT('13:00') });
    const form = await elderly.inject({
      method: 'POST',
      url: '/api/elderly/matching?userType=elderly',
      payload: { volunteerType: 'CULTURE', startTime: '2026-11-29T14:00', animalType: 'none' },
    });
    expect(form.statusCode).toBe(200);
    const chat = (await request(elderly)).json();
    const canceled = await internal('POST', '/internal/chat/help-request/cancel', { userId: elderly.id });
    expect(canceled.json()).toMatchObject({ matchingId: chat.matchingId, status: 'CANCELED', startTime: '2026-11-27T14:00:00' });
    expect((await t.notificationsOf(volunteer.id)).some((n) => n.activityId === chat.matchingId && /취소/.test(n.title + n.body))).toBe(true);
    expect((await internal('POST', '/internal/chat/help-request/cancel', { userId: elderly.id })).json()).toEqual({ canceled: null });
    const [formRow] = await t.db.query<{ status: string }>('select status from activities where id = $1', [form.json().matchingId]);
    expect(formRow.status).toBe('PROGRESS');
  });

  it('is hidden without the service key', async () => {
    const elderly = await t.elderly();
    const response = await t.inject({ method: 'POST', url: '/internal/chat/help-request', payload: { userId: elderly.id } });
    expect(response.statusCode).toBe(404);
    expect((await internal('GET', `/internal/chat/help-request/draft?userId=${elderly.id}`, undefined, { 'x-forwarded-for': '1.2.3.4' })).statusCode).toBe(404);
  });
});
