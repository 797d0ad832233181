import { rankCandidates } from '../../../src/domain/ranking';
import { bayesianRating, ratingAdjustment } from '../../../src/domain/rating-rules';
import { type Actor, buildMatchingTestApp, helpRequest, type MatchingTestApp, seoul } from '../../matching-fixtures';

describe('rating the volunteer after a visit', () => {
  let t: MatchingTestApp;
  beforeAll(async () => {
    t = await buildMatchingTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    t.clock.set(seoul('2026-12-01T09:00')); // Tuesday
  });

  /** A visit on 12월 1일 14:00 picked by the elderly user; `done` moves the clock past the start and marks it done. */
  async function visit(elderly: Actor, volunteer: Actor, { done = true, day = '2026-12-01' } = {}) {
    const recommend = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: helpRequest(`${day}T14:00`) });
    expect(recommend.statusCode).toBe(200);
    const matchingId = recommend.json().matchingId as number;
    const pick = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId, volunteerId: volunteer.id } });
    expect(pick.statusCode).toBe(200);
    if (done) {
      t.clock.set(seoul(`${day}T14:30`));
      expect((await elderly.inject({ method: 'POST', url: `/api/elderly/matching/${matchingId}` })).statusCode).toBe(200);
    }
    return matchingId;
  }

  const rate = (elderly: Actor, matchingId: number, payload: object) =>
    elderly.inject({ method: 'POST', url: `/api/elderly/matching/${matchingId}/rating`, payload });

  it('the elderly user rates a done visit once; the detail shows it and the volunteer home shows the average', async () => {
    const volunteer = await t.volunteer({ name: '김하늘', phone: '01012345678' });
    const elderly = await t.elderly();
    const matchingId = await visit(elderly, volunteer);

    const first = await rate(elderly, matchingId, { score: 4, comment: '  친절했어요  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ matchingId, score: 4, comment: '친절했어요' });
    const again = await rate(elderly, matchingId, { score: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'RATING_ALREADY_GIVEN', message: '이미 이 봉사를 평가하셨어요.' });

    const detail = await elderly.inject({ method: 'GET', url: `/api/volunteerActivity/registration/${matchingId}` });
    expect(detail.json()).toMatchObject({ status: 'REVIEWING', myRating: { score: 4, comment: '친절했어요' } });
    // Matched to this user: the full number in the detail.
    expect(detail.json().matchedUserInfo.phone).toBe('01012345678');

    const home = await volunteer.inject({ method: 'GET', url: '/api/volunteer' });
    expect(home.json().volunteerInfo).toMatchObject({ ratingAverage: 4, ratingCount: 1 });
  });

  it('two taps at once store one rating', async () => {
    const volunteer = await t.volunteer();
    const elderly = await t.elderly();
    const matchingId = await visit(elderly, volunteer);
    const answers = await Promise.all([rate(elderly, matchingId, { score: 5 }), rate(elderly, matchingId, { score: 3 })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.db.query('select score from volunteer_ratings where activity_id = $1', [matchingId]);
    expect(rows).toHaveLength(1);
  });

  it('refuses before the visit is done, for someone else, for a volunteer, and for an unknown id', async () => {
    const volunteer = await t.volunteer();
    const elderly = await t.elderly();
    const stranger = await t.elderly();
    const matchingId = await visit(elderly, volunteer, { done: false });

    const early = await rate(elderly, matchingId, { score: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ code: 'RATING_NOT_ALLOWED', message: '봉사가 끝난 뒤에 평가할 수 있어요.' });

    t.clock.set(seoul('2026-12-01T14:30'));
    await elderly.inject({ method: 'POST', url: `/api/elderly/matching/${matchingId}` });
    expect((await rate(stranger, matchingId, { score: 1 })).json().code).toBe('NOT_YOUR_MATCHING');
    expect((await rate(stranger, matchingId, { score: 1 })).statusCode).toBe(403);
    expect((await volunteer.inject({ method: 'POST', url: `/api/elderly/matching/${matchingId}/rating`, payload: { score: 5 } })).statusCode).toBe(403);
    expect((await rate(elderly, 999999, { score: 5 })).statusCode).toBe(404);
    const anonymous = await t.inject({ method: 'POST', url: `/api/elderly/matching/${matchingId}/rating`, payload: { score: 5 } });
    expect(anonymous.statusCode).toBe(401);
    expect(await t.db.query('select 1 from volunteer_ratings')).toEqual([]);
  });

  it.each([
    [{}, '별점을 선택해주세요.', 'VALIDATION_FAILED'],
    [{ score: 0 }, '별점은 1점에서 5점 사이로 선택해주세요.', 'VALIDATION_FAILED'],
    [{ score: 6 }, '별점은 1점에서 5점 사이로 선택해주세요.', 'VALIDATION_FAILED'],
    [{ score: 4.5 }, '별점은 1점에서 5점 사이로 선택해주세요.', 'VALIDATION_FAILED'],
    [{ score: '5' }, '별점을 선택해주세요.', 'VALIDATION_FAILED'],
    [{ score: 5, comment: 'ㄱ'.repeat(201) }, '한마디는 200자 이하로 입력해주세요.', 'VALIDATION_FAILED'],
    [{ score: 5, comment: 'a\u0000b' }, '한마디에 입력할 수 없는 문자가 들어 있습니다.', 'CONTROL_CHARACTERS'],
    [{ score: 5, comment: 12 }, '한마디 형식이 올바르지 않습니다.', 'VALIDATION_FAILED'],
  ])('refuses %j with a Korean 400', async (payload, message, code) => {
    const volunteer = await t.volunteer();
    const elderly = await t.elderly();
    const matchingId = await visit(elderly, volunteer);
    const response = await rate(elderly, matchingId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
    expect(response.json().message).toContain(message);
  });

  it('recommendations show the average and count, mask every phone, and rank with the rating', async () => {
    const rated = await t.volunteer({ name: '별점', phone: '01011112222' });
    const fresh = await t.volunteer({ name: '새내기', phone: '01033334444' });
    const elderly = await t.elderly();
    const other = await t.elderly();
    const another = await t.elderly();
    // Both did two visits (same experience and fairness); only `rated` got ratings: 1 star twice.
    for (const day of ['2026-12-01', '2026-12-02']) {
      const id = await visit(other, rated, { day });
      expect((await rate(other, id, { score: 1 })).statusCode).toBe(201);
      t.clock.set(seoul(`${day}T09:00`));
      await visit(another, fresh, { day });
    }
    t.clock.set(seoul('2026-12-03T09:00'));
    const response = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: helpRequest('2026-12-03T14:00', { addDescription: '' }) });
    const cards = response.json().recommendVolunteers as { name: string; phone: string; ratingAverage: number | null; ratingCount: number }[];
    // Everything else ties them, and a tie goes to the lower id (별점); the low rating puts 별점 second.
    expect(cards.map((card) => card.name)).toEqual(['새내기', '별점']);
    expect(cards[1]).toMatchObject({ ratingAverage: 1, ratingCount: 2, phone: '010-****-2222' });
    expect(cards[0]).toMatchObject({ ratingAverage: null, ratingCount: 0, phone: '010-****-4444' });

    // Even for the user they were matched to: a recommendation is no matching near its start.
    t.clock.set(seoul('2026-12-04T09:00'));
    const forOther = await other.inject({ method: 'POST', url: '/api/elderly/recommend', payload: helpRequest('2026-12-04T14:00') });
    const ratedCard = (forOther.json().recommendVolunteers as { name: string; phone: string }[]).find((card) => card.name === '별점');
    expect(ratedCard?.phone).toBe('010-****-2222');
  });
});

describe('the rating part of the ranking', () => {
  it('is zero without ratings, bounded, and moved only a little by one early rating', () => {
    expect(ratingAdjustment(0, 0)).toBe(0);
    expect(ratingAdjustment(1000, 5000)).toBeLessThanOrEqual(0.05);
    expect(ratingAdjustment(1000, 1000)).toBeGreaterThanOrEqual(-0.15);
    expect(bayesianRating(1, 1)).toBeCloseTo(3.5);
    expect(bayesianRating(1, 5)).toBeCloseTo(25 / 6);
  });

  it('a new volunteer ranks level with an average-rated one and above a badly rated one', () => {
    const base = { bio: '', completedCount: 0, recentAssignments: 0, helpedBefore: false, cancelledOnBefore: false };
    const request = { helpType: 'HEALTH' as const, animalType: 'none' as const, addDescription: '' };
    const ranked = rankCandidates(request, [
      { ...base, volunteerId: 1, ratingCount: 10, ratingSum: 10 },
      { ...base, volunteerId: 2 },
      { ...base, volunteerId: 3, ratingCount: 10, ratingSum: 50 },
    ]);
    expect(ranked.map((candidate) => candidate.volunteerId)).toEqual([3, 2, 1]);
    expect(ranked[1].score.rating).toBe(0);
  });
});
