// The explainable ranking of volunteers who passed the hard filters (documented in api/README.md
// "Matching" and in the OpenAPI description of POST /api/elderly/recommend).
import { MAX_RECOMMENDATIONS, NO_SHOW_MAX_PENALTY, NO_SHOW_PENALTY } from '@ieum/domain';
import { ratingAdjustment } from './rating-rules';
import { requestTerms, type RequestText, textFit } from './text-fit';

export const RANKING_WEIGHTS = { textFit: 0.4, experience: 0.2, continuity: 0.2, fairness: 0.2 } as const;
/** Completed activities at which experience reaches its full score. */
export const EXPERIENCE_SATURATION = 30;
/** Text cosine at which the text score reaches 1 (bios are short, cosines rarely pass 0.5). */
export const TEXT_FIT_SATURATION = 0.5;
// The rule's numbers live in @ieum/domain; exported here too for the ranking's callers and tests.
export { FAIRNESS_WINDOW_DAYS, MAX_RECOMMENDATIONS, NO_SHOW_MAX_PENALTY, NO_SHOW_PENALTY, NO_SHOW_SAME_PERSON_DAYS, NO_SHOW_WINDOW_DAYS } from '@ieum/domain';

export function noShowPenalty(noShows: number): number {
  return 0 - Math.min(NO_SHOW_MAX_PENALTY, Math.max(0, noShows - 1) * NO_SHOW_PENALTY);
}

export interface RankingCandidate {
  volunteerId: number;
  bio: string | null;
  completedCount: number;
  /** Assignments starting within FAIRNESS_WINDOW_DAYS before or after now (not cancelled). */
  recentAssignments: number;
  /** Completed an activity with this elderly user before. */
  helpedBefore: boolean;
  /** Ever cancelled an activity of this elderly user. */
  cancelledOnBefore: boolean;
  /** Ratings elderly users gave this volunteer: how many, and the sum of their scores. */
  ratingCount?: number;
  ratingSum?: number;
  /** No-shows within NO_SHOW_WINDOW_DAYS. */
  noShows?: number | string;
}

export interface ScoreParts {
  textFit: number;
  experience: number;
  continuity: number;
  fairness: number;
  /** The bounded rating adjustment (0 without ratings), see rating-rules.ts. */
  rating: number;
  /** The no-show penalty (0 or negative). */
  noShow: number;
  total: number;
}

export function scoreCandidate(terms: Map<string, number>, candidate: RankingCandidate): ScoreParts {
  const parts = {
    textFit: Math.min(1, textFit(terms, candidate.bio) / TEXT_FIT_SATURATION),
    experience: Math.min(1, Math.log1p(candidate.completedCount) / Math.log1p(EXPERIENCE_SATURATION)),
    continuity: candidate.helpedBefore && !candidate.cancelledOnBefore ? 1 : 0,
    fairness: 1 / (1 + candidate.recentAssignments),
  };
  const total =
    RANKING_WEIGHTS.textFit * parts.textFit +
    RANKING_WEIGHTS.experience * parts.experience +
    RANKING_WEIGHTS.continuity * parts.continuity +
    RANKING_WEIGHTS.fairness * parts.fairness;
  const rating = ratingAdjustment(Number(candidate.ratingCount ?? 0), Number(candidate.ratingSum ?? 0));
  const noShow = noShowPenalty(Number(candidate.noShows ?? 0));
  return { ...parts, rating, noShow, total: total + rating + noShow };
}

/** Best first; ties go to fewer recent assignments, then the lower id, so the order is stable. */
export function rankCandidates<C extends RankingCandidate>(
  request: RequestText,
  candidates: readonly C[],
  limit = MAX_RECOMMENDATIONS,
): Array<C & { score: ScoreParts }> {
  const terms = requestTerms(request);
  return candidates
    .map((candidate) => ({ ...candidate, score: scoreCandidate(terms, candidate) }))
    .sort(
      (a, b) =>
        b.score.total - a.score.total || a.recentAssignments - b.recentAssignments || a.volunteerId - b.volunteerId,
    )
    .slice(0, limit);
}
