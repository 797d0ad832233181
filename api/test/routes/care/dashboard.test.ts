import { testDatabaseKind } from '../../database';
import { useCareTestApp } from '../../care-fixtures';
import { DAY, HOUR, helpRequest, seoul } from '../../matching-fixtures';

describe(`the welfare worker's dashboard (${testDatabaseKind})`, () => {
  const t = useCareTestApp();

  it('lists requests waiting more than 24 h with no volunteer, oldest first, with a detail and history', async () => {
    const worker = await t.staff(['MAPO']);
    const [first, second] = [await t.elderly({ name: '박순자' }), await t.elderly({ name: '김말순' })];
    const older = (await first.inject({ method: 'POST', url: '/api/elderly/matching', payload: helpRequest('2026-12-10T10:00') })).json().matchingId;
    t.clock.advance(2 * HOUR);
    const newer = (await second.inject({ method: 'POST', url: '/api/elderly/matching', payload: helpRequest('2026-12-10T11:00') })).json().matchingId;
    t.clock.advance(23 * HOUR);
    const recent = await t.elderly();
    await recent.inject({ method: 'POST', url: '/api/elderly/matching', payload: helpRequest('2026-12-10T12:00') });
    // Another district's request is not this worker's.
    const elsewhere = await t.elderly({ district: 'JONGNO' });
    await elsewhere.inject({ method: 'POST', url: '/api/elderly/matching', payload: helpRequest('2026-12-10T10:00', { address: { district: 'JONGNO', detail: '종로 1' } }) });

    const list = (await worker.inject({ method: 'GET', url: '/api/care/waiting-requests' })).json().requests;
    expect(list.map((row: { matchingId: number; waitingHours: number }) => [row.matchingId, row.waitingHours])).toEqual([
      [older, 25],
    ]);
    t.clock.advance(2 * HOUR);
    const later = (await worker.inject({ method: 'GET', url: '/api/care/waiting-requests' })).json().requests;
    expect(later.map((row: { matchingId: number }) => row.matchingId)).toEqual([older, newer]);
    expect(later[0]).toMatchObject({ type: 'CULTURE', startTime: '2026-12-10T10:00:00', district: 'MAPO', elderly: { name: '박순자', elderlyId: first.id } });

    const detail = await worker.inject({ method: 'GET', url: `/api/care/requests/${older}` });
    expect(detail.json().history).toEqual([expect.objectContaining({ matchingId: older, status: 'MATCHING', volunteerName: null })]);
    const outside = await (await t.staff(['GANGNAM'])).inject({ method: 'GET', url: `/api/care/requests/${older}` });
    expect(outside.json()).toEqual({ code: 'REQUEST_NOT_FOUND', message: '신청을 찾을 수 없어요.' });

    // Once a volunteer takes it, or its start passes, it leaves the list.
    await t.volunteer({ schedules: [{ dayOfWeek: 'THURSDAY', time: '10:00' }] });
    await t.tick();
    expect((await worker.inject({ method: 'GET', url: '/api/care/waiting-requests' })).json().requests.map((row: { matchingId: number }) => row.matchingId)).toEqual([newer]);
  });

  it('lists older people whose 외로움 + 슬픔 share rose against the month before, largest rise first', async () => {
    const worker = await t.staff(['MAPO', 'SEOCHO']);
    const rising = await t.elderly({ name: '많이 오름' });
    const slightly = await t.elderly({ name: '조금 오름', district: 'SEOCHO' });
    const falling = await t.elderly({ name: '내려감' });
    const tooFew = await t.elderly({ name: '말이 적음' });
    const elsewhere = await t.elderly({ name: '다른 구', district: 'JONGNO' });
    t.clock.set(seoul('2026-10-15T10:00'));
    await t.chat(rising, ['기쁨', '기쁨', '기쁨', '평온', '외로움']);
    await t.chat(slightly, ['기쁨', '기쁨', '슬픔', '평온', '외로움']);
    await t.chat(falling, ['슬픔', '슬픔', '슬픔', '외로움', '기쁨']);
    await t.chat(tooFew, ['기쁨', '기쁨', '기쁨', '기쁨', '기쁨']);
    await t.chat(elsewhere, ['기쁨', '기쁨', '기쁨', '기쁨', '기쁨']);
    t.clock.set(seoul('2026-11-20T10:00'));
    await t.chat(rising, ['외로움', '슬픔', '외로움', '기쁨', '외로움']);
    await t.chat(slightly, ['기쁨', '슬픔', '슬픔', '평온', '외로움', '기쁨']);
    await t.chat(falling, ['기쁨', '기쁨', '기쁨', '평온', '외로움']);
    await t.chat(tooFew, ['외로움', '외로움', '외로움', '외로움']);
    await t.chat(elsewhere, ['외로움', '외로움', '외로움', '외로움', '외로움']);
    t.clock.set(seoul('2026-12-01T09:00'));

    const result = (await worker.inject({ method: 'GET', url: '/api/care/loneliness' })).json();
    expect([result.month, result.previousMonth]).toEqual(['2026-11', '2026-10']);
    expect(result.people.map((row: { elderly: { name: string }; share: number; previousShare: number; change: number }) => [row.elderly.name, row.share, row.previousShare, row.change])).toEqual([
      ['많이 오름', 80, 20, 60],
      ['조금 오름', 50, 40, 10],
    ]);
    expect((await worker.inject({ method: 'GET', url: '/api/care/loneliness?district=SEOCHO' })).json().people).toHaveLength(1);

    const person = (await worker.inject({ method: 'GET', url: `/api/care/people/${rising.id}` })).json();
    expect(person.emotions.map((month: { month: string; messages: number }) => [month.month, month.messages])).toEqual([
      ['2026-11', 5],
      ['2026-10', 5],
      ['2026-09', 0],
    ]);
    expect(person.emotions[0].sentimentPercentages).toEqual({ 외로움: 60, 슬픔: 20, 기쁨: 20 });
    expect(person.staffCrisisAlerts).toBe(true);
    expect((await worker.inject({ method: 'GET', url: `/api/care/people/${elsewhere.id}` })).json().code).toBe('PERSON_NOT_FOUND');
  });

  it('lists volunteers who set times but were not matched for 30 days', async () => {
    const worker = await t.staff(['MAPO']);
    const idle = await t.volunteer({ name: '쉬는 봉사자', schedules: [{ dayOfWeek: 'MONDAY', time: '09:00' }] });
    const busy = await t.volunteer({ name: '바쁜 봉사자' });
    const noTimes = await t.actor('volunteer', { name: '시간 없음' });
    const newcomer = await t.volunteer({ name: '새 봉사자', schedules: [{ dayOfWeek: 'MONDAY', time: '09:00' }] });
    await t.volunteer({ name: '다른 구', district: 'JONGNO' });
    await t.db.query(`update users set created_at = $1 where id <> $2`, [new Date(seoul('2026-09-01T09:00')), newcomer.id]);
    await t.db.query(`update users set created_at = $1 where id = $2`, [new Date(seoul('2026-11-25T09:00')), newcomer.id]);
    const elderly = await t.elderly();
    await elderly.inject({ method: 'POST', url: '/api/elderly/matching', payload: helpRequest('2026-12-01T13:00') });
    t.clock.advance(20 * DAY);

    const list = (await worker.inject({ method: 'GET', url: '/api/care/idle-volunteers' })).json().volunteers;
    expect(list).toEqual([expect.objectContaining({ volunteerId: idle.id, name: '쉬는 봉사자', slotCount: 1, lastMatchedAt: null, categories: ['HEALTH', 'CULTURE', 'EDUCATION', 'HOUSING'] })]);
    expect(list.map((row: { volunteerId: number }) => row.volunteerId)).not.toContain(noTimes.id);

    t.clock.advance(11 * DAY);
    const later = (await worker.inject({ method: 'GET', url: '/api/care/idle-volunteers' })).json().volunteers.map((row: { name: string }) => row.name);
    expect(later).toEqual(['쉬는 봉사자', '새 봉사자', '바쁜 봉사자']);

    const detail = (await worker.inject({ method: 'GET', url: `/api/care/volunteers/${busy.id}` })).json();
    expect(detail.slots).toHaveLength(7);
    expect(detail.activities).toEqual([expect.objectContaining({ startTime: '2026-12-01T13:00:00', status: 'PROGRESS' })]);
    const audited = await t.db.query<{ action: string; elderlyId: number }>(`select action, elderly_id as "elderlyId" from care_audit_log where action = 'VOLUNTEER_DETAIL'`);
    expect(audited.map((row) => Number(row.elderlyId))).toEqual([elderly.id]);
    expect((await (await t.staff(['JONGNO'])).inject({ method: 'GET', url: `/api/care/volunteers/${busy.id}` })).json().code).toBe('VOLUNTEER_NOT_FOUND');
  });

  it('exports each list as CSV with a BOM and Korean headers, and audits every person shown', async () => {
    const worker = await t.staff(['MAPO'], { name: '이복지' });
    const elderly = await t.elderly({ name: '박순자' });
    const alertId = await t.crisis(elderly, 'FALL', '=HYPERLINK("http://x") 넘어졌어요, "아파요"');
    await t.sweep();

    const csv = await worker.inject({ method: 'GET', url: '/api/care/export/alerts' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="alerts-2026-12-01.csv"');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('번호,상태,구,어르신,전화번호,종류,알림이 된 말,발생,10분 확대,30분 지연,확인,확인한 사람,마무리,조치,메모');
    expect(lines[1]).toBe(`${alertId},확인 전,마포구,박순자,${elderly.user.phone},넘어지심(낙상),"'=HYPERLINK(""http://x"") 넘어졌어요, ""아파요""",2026-12-01 09:00:00,,,,,,,`);

    for (const list of ['waiting-requests', 'loneliness', 'idle-volunteers', 'audit']) {
      const response = await worker.inject({ method: 'GET', url: `/api/care/export/${list}` });
      expect([list, response.statusCode, response.body.startsWith('\uFEFF')]).toEqual([list, 200, true]);
    }
    expect((await worker.inject({ method: 'GET', url: '/api/care/export/everything' })).statusCode).toBe(400);
    expect((await worker.inject({ method: 'GET', url: '/api/care/export/alerts?district=JONGNO' })).json().code).toBe('DISTRICT_NOT_FOUND');

    await worker.inject({ method: 'GET', url: '/api/care/alerts' });
    await worker.inject({ method: 'GET', url: '/api/care/alerts/summary' });
    const audit = (await worker.inject({ method: 'GET', url: '/api/care/audit' })).json().entries;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['ALERT_LIST', 'EXPORT_ALERTS']);
    expect(audit[0]).toMatchObject({ actor: { id: worker.id, name: '이복지', role: 'staff' }, elderly: { id: elderly.id, name: '박순자' }, district: 'MAPO', actionLabel: '위기 알림 목록' });
    const auditCsv = (await worker.inject({ method: 'GET', url: '/api/care/export/audit?from=2026-12-01&to=2026-12-01' })).body.replace(/\r\n$/, '').split('\r\n');
    // The header and the two views above: exporting lists without people (or the log itself) shows nobody.
    expect(auditCsv).toHaveLength(3);
    expect(auditCsv[0]).toBe('\uFEFF시각,구,본 사람,역할,어르신,본 것');
    expect(auditCsv[1]).toBe('2026-12-01 09:00:00,마포구,이복지,사회복지사,박순자,위기 알림 목록');
    // Another district's worker sees none of it.
    expect((await (await t.staff(['JONGNO'])).inject({ method: 'GET', url: '/api/care/audit' })).json().entries).toEqual([]);
    expect((await worker.inject({ method: 'GET', url: '/api/care/audit?from=2026-11-01&to=2026-11-30' })).json().entries).toEqual([]);
  });
});
