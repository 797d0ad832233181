import { NO_SHOW_MAX_PENALTY, NO_SHOW_PENALTY, rankCandidates, RANKING_WEIGHTS, type RankingCandidate, scoreCandidate } from '../../src/domain/ranking';
import { requestTerms, textFit, textTerms } from '../../src/domain/text-fit';

const candidate = (volunteerId: number, overrides: Partial<RankingCandidate> = {}): RankingCandidate => ({
  volunteerId,
  bio: null,
  completedCount: 0,
  recentAssignments: 0,
  helpedBefore: false,
  cancelledOnBefore: false,
  ...overrides,
});

const hospitalVisit = { helpType: 'HEALTH' as const, animalType: 'none' as const, addDescription: '병원에 같이 가 주실 분' };

describe('text fit (offline, Korean)', () => {
  it('matches words across particles and endings with syllable bigrams', () => {
    expect(textTerms('병원에 같이')).toEqual(new Set(['병원', '원에', '같이']));
    const terms = requestTerms(hospitalVisit);
    expect(textFit(terms, '병원 동행 봉사를 오래 했습니다')).toBeGreaterThan(textFit(terms, '컴퓨터와 스마트폰을 가르쳐 드려요'));
  });

  it('gives 0 for an empty bio and stays within [0, 1]', () => {
    const terms = requestTerms(hospitalVisit);
    expect(textFit(terms, '')).toBe(0);
    expect(textFit(terms, null)).toBe(0);
    expect(textFit(terms, '!!! ...')).toBe(0);
    expect(textFit(terms, '병원 동행 병원 동행 건강 복약 약국')).toBeLessThanOrEqual(1);
  });

  it('knows the pet words of the request', () => {
    const withDog = requestTerms({ ...hospitalVisit, animalType: 'dog' });
    expect(textFit(withDog, '강아지를 키워서 반려견과 익숙해요')).toBeGreaterThan(textFit(requestTerms(hospitalVisit), '강아지를 키워서 반려견과 익숙해요'));
  });
});

describe('ranking', () => {
  it('combines text fit, experience, continuity and fairness with the documented weights', () => {
    const terms = requestTerms(hospitalVisit);
    const fresh = scoreCandidate(terms, candidate(1));
    expect(fresh).toEqual({ textFit: 0, experience: 0, continuity: 0, fairness: 1, rating: 0, noShow: 0, total: RANKING_WEIGHTS.fairness });
    const veteran = scoreCandidate(terms, candidate(2, { completedCount: 30, helpedBefore: true, recentAssignments: 1 }));
    expect(veteran.experience).toBeCloseTo(1);
    expect(veteran.continuity).toBe(1);
    expect(veteran.fairness).toBe(0.5);
    expect(veteran.total).toBeCloseTo(RANKING_WEIGHTS.experience + RANKING_WEIGHTS.continuity + RANKING_WEIGHTS.fairness * 0.5);
  });

  it('forgives one no-show, then lowers the total for each further one, up to a cap', () => {
    const terms = requestTerms(hospitalVisit);
    const score = (noShows: number) => scoreCandidate(terms, candidate(1, { noShows }));
    expect(score(1).noShow).toBe(0);
    expect(score(2).noShow).toBeCloseTo(-NO_SHOW_PENALTY);
    expect(score(3).total).toBeCloseTo(RANKING_WEIGHTS.fairness - 2 * NO_SHOW_PENALTY);
    expect(score(20).noShow).toBeCloseTo(-NO_SHOW_MAX_PENALTY);
    const ranked = rankCandidates(hospitalVisit, [candidate(1, { noShows: 3 }), candidate(2, { recentAssignments: 1 })]);
    expect(ranked.map((c) => c.volunteerId)).toEqual([2, 1]);
  });

  it('gives no continuity to a volunteer who cancelled on this elderly user before', () => {
    const terms = requestTerms(hospitalVisit);
    expect(scoreCandidate(terms, candidate(1, { helpedBefore: true, cancelledOnBefore: true })).continuity).toBe(0);
  });

  it('returns at most 4, best first, and spreads work to volunteers with fewer recent assignments', () => {
    const ranked = rankCandidates(hospitalVisit, [
      candidate(1, { recentAssignments: 5 }),
      candidate(2, { recentAssignments: 0 }),
      candidate(3, { recentAssignments: 2 }),
      candidate(4, { bio: '병원 동행과 복약 도움을 자주 했어요', recentAssignments: 5 }),
      candidate(5, { recentAssignments: 0 }),
      candidate(6, { recentAssignments: 9 }),
    ]);
    expect(ranked.map((c) => c.volunteerId)).toEqual([4, 2, 5, 3]);
  });

  it('is deterministic on ties (lower id first)', () => {
    const ranked = rankCandidates(hospitalVisit, [candidate(9), candidate(3), candidate(7)]);
    expect(ranked.map((c) => c.volunteerId)).toEqual([3, 7, 9]);
  });
});
