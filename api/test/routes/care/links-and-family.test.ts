import { DEFAULT_CARE_SHARING, MAX_GUARDIANS_PER_PERSON } from '@ieum/domain';
import { testDatabaseKind } from '../../database';
import { useCareTestApp } from '../../care-fixtures';
import { DAY, helpRequest, HOUR } from '../../matching-fixtures';

const MINUTE = 60 * 1000;

describe(`linking family with a one-time code (${testDatabaseKind})`, () => {
  const t = useCareTestApp();

  it('links with the six digits once, within ten minutes, keeping only an HMAC of the code', async () => {
    const elderly = await t.elderly({ name: '박순자' });
    const son = await t.guardian({ name: '최민수' });
    const made = await elderly.inject({ method: 'POST', url: '/api/elderly/care/link-code' });
    expect(made.statusCode).toBe(201);
    const { code, expiresAt, validSeconds } = made.json();
    expect(code).toMatch(/^[0-9]{6}$/);
    expect([expiresAt, validSeconds]).toEqual(['2026-12-01T09:10:00', 600]);
    const [stored] = await t.db.query<{ hash: string }>('select code_hash as hash from care_link_codes');
    expect(stored.hash).not.toContain(code);
    expect(stored.hash).toMatch(/^[0-9a-f]{64}$/);

    const linked = await son.inject({ method: 'POST', url: '/api/guardian/links', payload: { code: `${code.slice(0, 3)} ${code.slice(3)}` } });
    expect(linked.statusCode).toBe(201);
    expect(linked.json()).toEqual({
      elderlyId: elderly.id,
      name: '박순자',
      district: 'MAPO',
      linkedAt: '2026-12-01T09:00:00',
      sharing: { shareUpcomingVisits: true, sharePastVisits: true, shareReviewPhotos: false, shareEmotionChart: false, shareCrisisAlerts: true },
    });
    expect(await t.notificationsOf(elderly.id)).toEqual([
      expect.objectContaining({ kind: 'CARE_LINKED', title: '가족이 연결되었어요', body: '최민수님이 가족으로 연결되었어요. 공유 설정에서 보여 드릴 정보를 정할 수 있어요.' }),
    ]);
    expect((await elderly.inject({ method: 'GET', url: '/api/elderly/care/guardians' })).json().guardians).toEqual([
      { guardianId: son.id, name: '최민수', phone: son.user.phone, linkedAt: '2026-12-01T09:00:00' },
    ]);

    // Used up: the same code again, even by someone else, is refused.
    const daughter = await t.guardian();
    const reused = await daughter.inject({ method: 'POST', url: '/api/guardian/links', payload: { code } });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ code: 'LINK_CODE_INVALID', message: '코드가 맞지 않거나 10분이 지났어요. 어르신께 새 코드를 받아 다시 입력해주세요.' });
  });

  it('refuses a code after ten minutes, and an older code once a new one is made', async () => {
    const elderly = await t.elderly();
    const son = await t.guardian();
    const old = (await elderly.inject({ method: 'POST', url: '/api/elderly/care/link-code' })).json().code;
    const fresh = (await elderly.inject({ method: 'POST', url: '/api/elderly/care/link-code' })).json().code;
    if (old !== fresh) expect((await son.inject({ method: 'POST', url: '/api/guardian/links', payload: { code: old } })).statusCode).toBe(400);
    t.clock.advance(10 * MINUTE);
    expect((await son.inject({ method: 'POST', url: '/api/guardian/links', payload: { code: fresh } })).json().code).toBe('LINK_CODE_INVALID');
    const cancelled = (await elderly.inject({ method: 'POST', url: '/api/elderly/care/link-code' })).json().code;
    expect((await elderly.inject({ method: 'DELETE', url: '/api/elderly/care/link-code' })).statusCode).toBe(204);
    expect((await son.inject({ method: 'POST', url: '/api/guardian/links', payload: { code: cancelled } })).statusCode).toBe(400);
  });

  it(`allows ${MAX_GUARDIANS_PER_PERSON} family members per person, refuses a second link, and unlinks from either side`, async () => {
    const elderly = await t.elderly();
    const family = [];
    for (let index = 0; index < MAX_GUARDIANS_PER_PERSON; index += 1) {
      const guardian = await t.guardian();
      await t.link(elderly, guardian);
      family.push(guardian);
    }
    const code = (await elderly.inject({ method: 'POST', url: '/api/elderly/care/link-code' })).json().code;
    expect((await family[0].inject({ method: 'POST', url: '/api/guardian/links', payload: { code } })).json().code).toBe('ALREADY_LINKED');
    const sixth = await (await t.guardian()).inject({ method: 'POST', url: '/api/guardian/links', payload: { code } });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe('TOO_MANY_GUARDIANS');

    expect((await elderly.inject({ method: 'DELETE', url: `/api/elderly/care/guardians/${family[0].id}` })).statusCode).toBe(204);
    expect((await family[0].inject({ method: 'GET', url: `/api/guardian/people/${elderly.id}` })).statusCode).toBe(404);
    expect((await family[0].inject({ method: 'GET', url: '/api/guardian/people' })).json().people).toEqual([]);
    expect((await family[1].inject({ method: 'DELETE', url: `/api/guardian/people/${elderly.id}` })).statusCode).toBe(204);
    expect((await family[1].inject({ method: 'DELETE', url: `/api/guardian/people/${elderly.id}` })).json().code).toBe('PERSON_NOT_FOUND');
    expect((await elderly.inject({ method: 'DELETE', url: `/api/elderly/care/guardians/${family[1].id}` })).json().code).toBe('GUARDIAN_NOT_FOUND');
    expect((await elderly.inject({ method: 'GET', url: '/api/elderly/care/guardians' })).json().guardians).toHaveLength(MAX_GUARDIANS_PER_PERSON - 2);
  });

  it('takes the code only from family members, and the code only from older people', async () => {
    const elderly = await t.elderly();
    for (const caller of [await t.volunteer(), await t.staff(), await t.guardian()]) {
      expect((await caller.inject({ method: 'POST', url: '/api/elderly/care/link-code' })).statusCode).toBe(403);
      expect((await caller.inject({ method: 'GET', url: '/api/elderly/care/sharing' })).statusCode).toBe(403);
    }
    for (const caller of [elderly, await t.volunteer(), await t.staff()]) {
      expect((await caller.inject({ method: 'POST', url: '/api/guardian/links', payload: { code: '123456' } })).statusCode).toBe(403);
      expect((await caller.inject({ method: 'GET', url: '/api/guardian/people' })).statusCode).toBe(403);
    }
  });
});

describe(`limits on link codes (${testDatabaseKind})`, () => {
  const t = useCareTestApp(undefined, { env: { CARE_LINK_CODE_MAX_PER_HOUR: '4', CARE_LINK_MAX_FAILURES_PER_USER: '3' } });

  it('limits codes per hour and wrong guesses per family member, with the wait in Korean', async () => {
    const elderly = await t.elderly();
    for (let made = 0; made < 4; made += 1) expect((await elderly.inject({ method: 'POST', url: '/api/elderly/care/link-code' })).statusCode).toBe(201);
    const tooMany = await elderly.inject({ method: 'POST', url: '/api/elderly/care/link-code' });
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().code).toBe('TOO_MANY_LINK_CODES');
    expect(tooMany.json().message).toBe('가족 연결 코드를 너무 자주 만드셨어요. 1시간 후에 다시 만들어주세요.');

    // No live code: every guess below is wrong.
    await t.db.query('delete from care_link_codes');
    const guesser = await t.guardian();
    for (const guess of ['000000', '111111', '222222']) expect((await guesser.inject({ method: 'POST', url: '/api/guardian/links', payload: { code: guess } })).statusCode).toBe(400);
    const blocked = await guesser.inject({ method: 'POST', url: '/api/guardian/links', payload: { code: '333333' } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_LINK_ATTEMPTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Not a code format at all: a clear 400, not a guess.
    const malformed = await (await t.guardian()).inject({ method: 'POST', url: '/api/guardian/links', payload: { code: '12345' } });
    expect(malformed.json()).toEqual({ code: 'VALIDATION_FAILED', message: '어르신께 받은 6자리 숫자 코드를 입력해주세요.' });
  });
});

describe(`what family sees, as the older person shares it (${testDatabaseKind})`, () => {
  const t = useCareTestApp();

  async function visitWithReview() {
    const elderly = await t.elderly({ name: '박순자' });
    const volunteer = await t.volunteer({ name: '김하늘' });
    const requested = await elderly.inject({ method: 'POST', url: '/api/elderly/matching', payload: helpRequest('2026-12-01T13:00') });
    const matchingId = requested.json().matchingId;
    t.clock.set(t.clock.now() + 5 * HOUR);
    await elderly.inject({ method: 'POST', url: `/api/elderly/matching/${matchingId}` });
    const imageUrls = await t.uploadReviewImages(volunteer, 1);
    const review = await volunteer.inject({ method: 'POST', url: '/api/review', payload: { volunteerActivityId: matchingId, content: '즐거운 산책이었어요', imageUrls } });
    expect(review.statusCode).toBe(201);
    await elderly.inject({ method: 'POST', url: `/api/elderly/matching/${matchingId}/rating`, payload: { score: 5 } });
    const next = await elderly.inject({ method: 'POST', url: '/api/elderly/matching', payload: helpRequest('2026-12-03T13:00') });
    return { elderly, volunteer, matchingId, nextId: next.json().matchingId as number, imageUrls };
  }

  it('shows visits, reviews without photos, the alerts and no chart by default; each view is audited', async () => {
    const { elderly, matchingId, nextId } = await visitWithReview();
    const son = await t.guardian();
    await t.link(elderly, son);
    const get = (path: string) => son.inject({ method: 'GET', url: `/api/guardian/people/${elderly.id}${path}` });

    expect((await get('')).json().sharing).toEqual({
      shareUpcomingVisits: true,
      sharePastVisits: true,
      shareReviewPhotos: false,
      shareEmotionChart: false,
      shareCrisisAlerts: true,
    });
    expect((await get('/visits/upcoming')).json().visits).toEqual([
      { matchingId: nextId, startTime: '2026-12-03T13:00:00', type: 'CULTURE', status: 'PROGRESS', volunteerName: '김하늘' },
    ]);
    const past = (await get('/visits/past')).json();
    expect(past.photosShared).toBe(false);
    expect(past.visits).toEqual([
      expect.objectContaining({ matchingId, status: 'COMPLETED', rating: 5, review: expect.objectContaining({ content: '즐거운 산책이었어요', imageUrls: [] }) }),
    ]);
    const chart = await get('/emotions');
    expect(chart.statusCode).toBe(403);
    expect(chart.json()).toEqual({ code: 'NOT_SHARED', message: '어르신이 이 정보를 가족과 공유하지 않으셨어요.' });
    expect((await get('/alerts')).json().alerts).toEqual([]);

    const audit = await t.db.query<{ action: string; actorRole: string; elderlyId: number }>(
      'select action, actor_role as "actorRole", elderly_id as "elderlyId" from care_audit_log order by id',
    );
    expect(audit.map((row) => row.action)).toEqual(['FAMILY_PERSON', 'FAMILY_UPCOMING', 'FAMILY_PAST', 'FAMILY_ALERTS']);
    expect(audit.every((row) => row.actorRole === 'guardian' && Number(row.elderlyId) === elderly.id)).toBe(true);
  });

  it('shows photos and the chart once they are shared, and nothing at all with every switch off', async () => {
    const { elderly, imageUrls, matchingId } = await visitWithReview();
    const son = await t.guardian();
    await t.link(elderly, son);
    await t.chat(elderly, ['외로움', '외로움', '기쁨']);
    t.clock.set(t.clock.now() + 31 * DAY);
    const put = await elderly.inject({ method: 'PUT', url: '/api/elderly/care/sharing', payload: { shareReviewPhotos: true, shareEmotionChart: true } });
    expect(put.json()).toEqual({ ...DEFAULT_CARE_SHARING, shareReviewPhotos: true, shareEmotionChart: true });
    const get = (path: string) => son.inject({ method: 'GET', url: `/api/guardian/people/${elderly.id}${path}` });
    const { visits } = (await get('/visits/past')).json();
    expect(visits.find((visit: { matchingId: number }) => visit.matchingId === matchingId).review.imageUrls).toEqual(imageUrls);
    expect((await get('/emotions')).json()).toEqual({ month: '2026-12', sentimentPercentages: { 외로움: 67, 기쁨: 33 } });

    const off = Object.fromEntries(Object.keys(DEFAULT_CARE_SHARING).map((item) => [item, false]));
    expect((await elderly.inject({ method: 'PUT', url: '/api/elderly/care/sharing', payload: off })).json()).toEqual(off);
    expect((await elderly.inject({ method: 'GET', url: '/api/elderly/care/sharing' })).json()).toEqual(off);
    for (const path of ['/visits/upcoming', '/visits/past', '/emotions', '/alerts']) {
      const response = await get(path);
      expect([path, response.statusCode, response.json().code]).toEqual([path, 403, 'NOT_SHARED']);
    }
    expect((await get('')).json().sharing).toEqual({ shareUpcomingVisits: false, sharePastVisits: false, shareReviewPhotos: false, shareEmotionChart: false, shareCrisisAlerts: false });
  });

  it('shows alerts with the worker’s answer but not the worker’s note', async () => {
    const elderly = await t.elderly();
    const son = await t.guardian();
    await t.link(elderly, son);
    const worker = await t.staff();
    const alertId = await t.crisis(elderly, 'ACUTE_ILLNESS', '가슴이 너무 아파요');
    await t.sweep();
    await worker.inject({ method: 'POST', url: `/api/care/alerts/${alertId}/close`, payload: { outcome: 'EMERGENCY_119', note: '119 출동, 보라매병원 이송' } });
    const alerts = (await son.inject({ method: 'GET', url: `/api/guardian/people/${elderly.id}/alerts` })).json().alerts;
    expect(alerts).toEqual([
      {
        id: alertId,
        status: 'CLOSED',
        kind: 'ACUTE_ILLNESS',
        kindLabel: '갑자기 몸이 많이 아프심',
        message: '가슴이 너무 아파요',
        createdAt: '2026-12-01T09:00:00',
        acknowledgedAt: '2026-12-01T09:00:00',
        closedAt: '2026-12-01T09:00:00',
        outcome: 'EMERGENCY_119',
        outcomeLabel: '119에 신고했어요',
      },
    ]);
    expect(JSON.stringify(alerts)).not.toContain('보라매');
  });

  it('answers 404 for a person who is not linked, whatever is shared', async () => {
    const elderly = await t.elderly();
    const stranger = await t.guardian();
    for (const path of ['', '/visits/upcoming', '/visits/past', '/emotions', '/alerts']) {
      const response = await stranger.inject({ method: 'GET', url: `/api/guardian/people/${elderly.id}${path}` });
      expect([path, response.statusCode, response.json().code]).toEqual([path, 404, 'PERSON_NOT_FOUND']);
    }
    expect(await t.db.query('select 1 from care_audit_log')).toEqual([]);
  });
});
