import { useCareTestApp } from '../../care-fixtures';
import { helpRequest, seoul } from '../../matching-fixtures';

describe('도움이 필요해요 during a visit', () => {
  const t = useCareTestApp();

  it("alerts the district's welfare workers through the circle of care, once per 10 minutes, only for the two people of the visit", async () => {
    const staff = await t.staff(['MAPO']);
    const volunteer = await t.volunteer({ name: '김하늘' });
    const elderly = await t.elderly({ name: '박순자' });
    const stranger = await t.elderly({ name: '남어른', phone: '01077778888' });
    const created = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: helpRequest('2026-12-01T13:00') });
    const matchingId = created.json().matchingId as number;
    await elderly.inject({ method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId, volunteerId: volunteer.id } });

    expect((await volunteer.inject({ method: 'POST', url: `/api/visit/${matchingId}/help` })).json().code).toBe('VISIT_NOT_OPEN');
    t.clock.set(seoul('2026-12-01T13:30'));
    expect((await stranger.inject({ method: 'POST', url: `/api/visit/${matchingId}/help` })).statusCode).toBe(404);
    const first = await volunteer.inject({ method: 'POST', url: `/api/visit/${matchingId}/help` });
    expect(first.json()).toEqual({ alerted: true });
    expect((await elderly.inject({ method: 'POST', url: `/api/visit/${matchingId}/help` })).json()).toEqual({ alerted: false });

    const alerts = await t.db.query<{ kind: string; district: string; message: string }>('select kind, district, message from care_alerts where elderly_id = $1', [elderly.id]);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ kind: 'VISIT_HELP', district: 'MAPO' });
    expect(alerts[0].message).toContain('봉사자 김하늘님');
    await t.sweep();
    const list = await staff.inject({ method: 'GET', url: '/api/care/alerts?status=open' });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain('VISIT_HELP');
    expect((await t.notificationsOf(staff.id)).map((note) => note.kind)).toContain('CARE_ALERT');

    t.clock.advance(11 * 60_000);
    expect((await elderly.inject({ method: 'POST', url: `/api/visit/${matchingId}/help` })).json()).toEqual({ alerted: true });
  });
});
