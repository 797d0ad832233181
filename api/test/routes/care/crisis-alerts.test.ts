import { testDatabaseKind } from '../../database';
import { localPhone, useCareTestApp } from '../../care-fixtures';
import { buildMatchingTestApp, seoul } from '../../matching-fixtures';

const MINUTE = 60 * 1000;

describe(`crisis alerts (${testDatabaseKind})`, () => {
  const t = useCareTestApp();

  it('reach every worker of the district in the app, by notification and by SMS, and the family, on the next sweep', async () => {
    const elderly = await t.elderly({ name: '박순자', district: 'MAPO' });
    const [worker, colleague] = [await t.staff(['MAPO']), await t.staff(['SEOCHO', 'MAPO'])];
    const elsewhere = await t.staff(['GANGNAM']);
    const son = await t.guardian();
    await t.link(elderly, son);

    const alertId = await t.crisis(elderly, 'FALL', '화장실에서 넘어져서 일어날 수가 없어요');
    // Raised in the signal's own transaction; nobody is told before the job runs.
    expect((await worker.inject({ method: 'GET', url: '/api/care/alerts/summary' })).json()).toMatchObject({ unacknowledged: 0 });
    await t.sweep();

    const summary = (await worker.inject({ method: 'GET', url: '/api/care/alerts/summary' })).json();
    expect(summary).toEqual({ unacknowledged: 1, open: 1, overdue: 0, latestAlertId: alertId });
    const list = await worker.inject({ method: 'GET', url: '/api/care/alerts' });
    expect(list.statusCode).toBe(200);
    expect(list.json().alerts).toEqual([
      expect.objectContaining({
        id: alertId,
        status: 'OPEN',
        kind: 'FALL',
        kindLabel: '넘어지심(낙상)',
        message: '화장실에서 넘어져서 일어날 수가 없어요',
        district: 'MAPO',
        createdAt: '2026-12-01T09:00:00',
        escalatedAt: null,
        overdue: false,
        elderly: expect.objectContaining({ elderlyId: elderly.id, name: '박순자', phone: elderly.user.phone }),
      }),
    ]);
    // The colleague covering two districts sees it too; a worker of another district does not.
    expect((await colleague.inject({ method: 'GET', url: '/api/care/alerts' })).json().alerts).toHaveLength(1);
    expect((await elsewhere.inject({ method: 'GET', url: '/api/care/alerts' })).json().alerts).toEqual([]);
    expect((await elsewhere.inject({ method: 'GET', url: `/api/care/alerts/${alertId}` })).statusCode).toBe(404);

    expect(await t.notificationsOf(worker.id)).toEqual([expect.objectContaining({ kind: 'CARE_ALERT', title: '위기 알림이 왔어요', body: '마포구 박순자 어르신 - 넘어지심(낙상). 앱에서 확인해주세요.' })]);
    expect(await t.notificationsOf(son.id)).toEqual([
      expect.objectContaining({ kind: 'FAMILY_ALERT', body: '박순자님이 대화 중에 위험한 말씀을 하셨어요 - 넘어지심(낙상). 구청 사회복지사에게도 알렸어요.' }),
    ]);
    expect(await t.notificationsOf(elsewhere.id)).toEqual([]);
    const poll = (await worker.inject({ method: 'GET', url: '/api/user/notification' })).json();
    expect(poll[0]).toMatchObject({ kind: 'CARE_ALERT', careAlertId: alertId, activityId: null });

    // SMS to both workers, never with the message itself.
    const texts = t.sms();
    expect(texts.map((sms) => localPhone(sms.to)).sort()).toEqual([worker.user.phone, colleague.user.phone].sort());
    for (const sms of texts) {
      expect(sms.text).toBe('[이음] 위기 알림이 왔어요: 마포구 박순자 어르신 - 넘어지심(낙상). 앱에서 확인해주세요.');
      expect(sms.text).not.toContain('화장실');
    }

    // A second sweep sends nothing again.
    await t.sweep();
    expect(t.sms()).toHaveLength(2);
    expect(await t.notificationsOf(worker.id)).toHaveLength(1);
  });

  it('are acknowledged (확인했어요) and closed with a note; then they neither escalate nor go overdue', async () => {
    const elderly = await t.elderly();
    const worker = await t.staff();
    const colleague = await t.staff();
    const alertId = await t.crisis(elderly, 'SUICIDE', '그냥 다 끝내고 싶어요');
    await t.sweep();

    t.clock.advance(2 * MINUTE);
    const acknowledged = await worker.inject({ method: 'POST', url: `/api/care/alerts/${alertId}/acknowledge` });
    expect(acknowledged.statusCode).toBe(200);
    expect(acknowledged.json()).toMatchObject({ status: 'ACKNOWLEDGED', acknowledgedAt: '2026-12-01T09:02:00', acknowledgedBy: { staffId: worker.id } });
    // The second worker's tap keeps the first worker and time.
    const again = await colleague.inject({ method: 'POST', url: `/api/care/alerts/${alertId}/acknowledge` });
    expect(again.json()).toMatchObject({ acknowledgedBy: { staffId: worker.id }, acknowledgedAt: '2026-12-01T09:02:00' });
    expect((await worker.inject({ method: 'GET', url: '/api/care/alerts/summary' })).json()).toMatchObject({ unacknowledged: 0, open: 1 });

    t.clock.advance(40 * MINUTE);
    await t.sweep();
    expect((await t.notificationsOf(worker.id)).map((n) => n.kind)).toEqual(['CARE_ALERT']);

    const refused = await colleague.inject({ method: 'POST', url: `/api/care/alerts/${alertId}/close`, payload: { outcome: 'CALLED', note: '   ' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('무엇을 했는지 짧게 적어주세요.');
    expect((await colleague.inject({ method: 'POST', url: `/api/care/alerts/${alertId}/close`, payload: { outcome: 'NAP', note: '통화' } })).json().message).toBe(
      '어떻게 조치했는지 선택해주세요.',
    );
    const closed = await colleague.inject({ method: 'POST', url: `/api/care/alerts/${alertId}/close`, payload: { outcome: 'called', note: '통화했어요. 딸이 곁에 있어요.' } });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'CLOSED', outcome: 'CALLED', outcomeLabel: '전화로 안부를 확인했어요', note: '통화했어요. 딸이 곁에 있어요.', closedBy: { staffId: colleague.id } });
    expect((await worker.inject({ method: 'POST', url: `/api/care/alerts/${alertId}/close`, payload: { outcome: 'VISITED', note: '방문' } })).json()).toEqual({
      code: 'ALERT_CLOSED',
      message: '이미 마무리된 위기 알림이에요.',
    });
    expect((await worker.inject({ method: 'POST', url: `/api/care/alerts/${alertId}/acknowledge` })).statusCode).toBe(409);

    expect((await worker.inject({ method: 'GET', url: '/api/care/alerts' })).json().alerts).toEqual([]);
    expect((await worker.inject({ method: 'GET', url: '/api/care/alerts?status=closed' })).json().alerts.map((a: { id: number }) => a.id)).toEqual([alertId]);
    const detail = (await worker.inject({ method: 'GET', url: `/api/care/alerts/${alertId}` })).json();
    expect(detail.history.map((event: { event: string }) => event.event)).toEqual(['RAISED', 'SENT', 'ACKNOWLEDGED', 'CLOSED']);
    expect(detail.history[3]).toMatchObject({ by: colleague.user.name, detail: '전화로 안부를 확인했어요 - 통화했어요. 딸이 곁에 있어요.' });
  });

  it('escalate after 10 minutes to every worker and the family (SMS too), and are overdue after 30', async () => {
    const elderly = await t.elderly({ name: '김말순' });
    const worker = await t.staff();
    const daughter = await t.guardian({ name: '이영희' });
    await t.link(elderly, daughter);
    const alertId = await t.crisis(elderly, 'NOT_EATING', '사흘째 아무것도 못 먹었어요');
    await t.sweep();
    expect(t.sms()).toHaveLength(1);

    t.clock.advance(9 * MINUTE);
    await t.sweep();
    expect((await worker.inject({ method: 'GET', url: `/api/care/alerts/${alertId}` })).json().alert.escalatedAt).toBeNull();

    // A worker who joins the district meanwhile is told at the escalation.
    const newcomer = await t.staff();
    t.clock.advance(1 * MINUTE);
    await t.sweep();
    const alert = (await worker.inject({ method: 'GET', url: `/api/care/alerts/${alertId}` })).json().alert;
    expect(alert.escalatedAt).toBe('2026-12-01T09:10:00');
    expect((await t.notificationsOf(newcomer.id)).map((n) => n.kind)).toEqual(['CARE_ALERT_ESCALATED']);
    expect((await t.notificationsOf(worker.id)).map((n) => n.title)).toEqual(['위기 알림이 왔어요', '10분째 아무도 확인하지 않은 위기 알림']);
    expect((await t.notificationsOf(daughter.id)).map((n) => n.kind)).toEqual(['FAMILY_ALERT', 'FAMILY_ALERT_ESCALATED']);
    const texts = t.sms().slice(1);
    expect(texts.map((sms) => localPhone(sms.to)).sort()).toEqual([worker.user.phone, newcomer.user.phone, daughter.user.phone].sort());
    expect(texts.find((sms) => localPhone(sms.to) === daughter.user.phone)!.text).toBe(
      '[이음] 위기 알림을 아직 아무도 확인하지 않았어요: 김말순님 - 며칠째 식사를 못 하심. 바로 연락해 보세요. 위급하면 119에 전화해주세요.',
    );

    t.clock.advance(20 * MINUTE);
    await t.sweep();
    expect((await worker.inject({ method: 'GET', url: '/api/care/alerts/summary' })).json()).toMatchObject({ unacknowledged: 1, overdue: 1 });
    expect((await worker.inject({ method: 'GET', url: '/api/care/alerts' })).json().alerts[0].overdue).toBe(true);
    expect((await t.notificationsOf(worker.id)).at(-1)!.kind).toBe('CARE_ALERT_OVERDUE');
    const history = (await worker.inject({ method: 'GET', url: `/api/care/alerts/${alertId}` })).json().history;
    expect(history.map((event: { event: string }) => event.event)).toEqual(['RAISED', 'SENT', 'ESCALATED', 'OVERDUE']);

    // Acknowledged late: no longer overdue on the dashboard, still in the history.
    await worker.inject({ method: 'POST', url: `/api/care/alerts/${alertId}/acknowledge` });
    expect((await worker.inject({ method: 'GET', url: '/api/care/alerts' })).json().alerts[0]).toMatchObject({ status: 'ACKNOWLEDGED', overdue: false });
  });

  it('put unanswered alerts first, oldest on top', async () => {
    const [first, second, third] = [await t.elderly(), await t.elderly(), await t.elderly()];
    const worker = await t.staff();
    const a = await t.crisis(first);
    t.clock.advance(MINUTE);
    const b = await t.crisis(second);
    t.clock.advance(MINUTE);
    const c = await t.crisis(third);
    await t.sweep();
    await worker.inject({ method: 'POST', url: `/api/care/alerts/${a}/acknowledge` });
    const ids = (await worker.inject({ method: 'GET', url: '/api/care/alerts' })).json().alerts.map((alert: { id: number }) => alert.id);
    expect(ids).toEqual([b, c, a]);
  });

  it('go to nobody when the older person turned staff alerts off and shares none with family', async () => {
    const elderly = await t.elderly();
    const worker = await t.staff();
    const son = await t.guardian();
    await t.link(elderly, son);
    await elderly.inject({ method: 'PUT', url: '/api/elderly/care/sharing', payload: { staffCrisisAlerts: false, shareCrisisAlerts: false } });
    await t.crisis(elderly);
    await t.sweep();
    t.clock.advance(31 * MINUTE);
    await t.sweep();
    expect((await worker.inject({ method: 'GET', url: '/api/care/alerts' })).json().alerts).toEqual([]);
    expect(await t.notificationsOf(worker.id)).toEqual([]);
    expect(await t.notificationsOf(son.id)).toEqual([]);
    expect(t.sms()).toEqual([]);
    expect((await son.inject({ method: 'GET', url: `/api/guardian/people/${elderly.id}/alerts` })).json().code).toBe('NOT_SHARED');
  });

  it('still reach the family when the district has no worker, escalation included', async () => {
    const elderly = await t.elderly({ district: 'DOBONG' });
    const son = await t.guardian();
    await t.link(elderly, son);
    await t.crisis(elderly);
    await t.sweep();
    t.clock.advance(10 * MINUTE);
    await t.sweep();
    expect((await t.notificationsOf(son.id)).map((n) => n.kind)).toEqual(['FAMILY_ALERT', 'FAMILY_ALERT_ESCALATED']);
    expect(t.sms().map((sms) => localPhone(sms.to))).toEqual([son.user.phone]);
  });

  it('are answered only by workers of the district: 404 elsewhere, 403 for other roles', async () => {
    const elderly = await t.elderly();
    await t.staff();
    const alertId = await t.crisis(elderly);
    await t.sweep();
    const elsewhere = await t.staff(['JONGNO']);
    for (const url of [`/api/care/alerts/${alertId}/acknowledge`, `/api/care/alerts/${alertId}/close`]) {
      const response = await elsewhere.inject({ method: 'POST', url, payload: { outcome: 'CALLED', note: '확인' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'ALERT_NOT_FOUND', message: '위기 알림을 찾을 수 없어요.' });
    }
    expect((await elsewhere.inject({ method: 'GET', url: '/api/care/alerts?district=MAPO' })).json().code).toBe('DISTRICT_NOT_FOUND');
    for (const caller of [elderly, await t.volunteer(), await t.guardian()]) {
      expect((await caller.inject({ method: 'GET', url: '/api/care/alerts' })).statusCode).toBe(403);
      expect((await caller.inject({ method: 'POST', url: `/api/care/alerts/${alertId}/acknowledge` })).statusCode).toBe(403);
    }
  });
});

describe(`crisis alert jobs with two API processes on one database (${testDatabaseKind})`, () => {
  it('send each alert and each escalation exactly once, and survive a restart', async () => {
    const clock = { at: seoul('2026-12-01T09:00') };
    const first = await buildMatchingTestApp(clock.at);
    const second = await buildMatchingTestApp(clock.at, { database: first.database });
    try {
      for (const app of [first, second]) app.clock.set(clock.at);
      const elderly = await first.actor('elderly', { district: 'MAPO' });
      const worker = await first.actor('staff', { gender: null, district: 'MAPO', phone: '01077770001' });
      await first.db.query(`insert into staff_districts (staff_id, district) values ($1, 'MAPO')`, [worker.id]);
      await first.db.query(`insert into chat_risk_signals (user_id, kind, message, created_at) values ($1, 'FALL', '넘어졌어요', $2)`, [elderly.id, new Date(clock.at)]);

      await Promise.all([first.tick(), second.tick(), first.tick(), second.tick()]);
      for (const app of [first, second]) app.clock.advance(10 * MINUTE);
      await Promise.all([first.tick(), second.tick()]);
      await second.close();
      // The first process alone after the other one went away: nothing is sent twice.
      await first.tick();
      await Promise.all([first.app.careSms.idle(), second.app.careSms.idle()]);
      const kinds = (await first.notificationsOf(worker.id)).map((n) => n.kind);
      expect(kinds).toEqual(['CARE_ALERT', 'CARE_ALERT_ESCALATED']);
      const jobs = await first.db.query<{ kind: string; outcome: string }>('select kind, outcome from scheduled_jobs where care_alert_id is not null order by id');
      expect(jobs).toEqual([
        { kind: 'CARE_ALERT_SEND', outcome: 'SENT' },
        { kind: 'CARE_ALERT_ESCALATE', outcome: 'SENT' },
        { kind: 'CARE_ALERT_OVERDUE', outcome: null },
      ]);
    } finally {
      await second.close().catch(() => undefined);
      await first.close();
    }
  });
});
