// How ratings enter the recommendation ranking (documented in api/README.md "Ratings"); the
// rating's own limits (1-5 stars, comment length) are in @ieum/domain.
import { RATING_MAX, RATING_MIN } from '@ieum/domain';

/**
 * The Bayesian average starts every volunteer with RATING_PRIOR_WEIGHT imaginary ratings of
 * RATING_PRIOR_MEAN, so one early 1-star or 5-star rating moves them only a little, and a volunteer
 * with no ratings sits exactly at the prior.
 */
export const RATING_PRIOR_MEAN = 4;
export const RATING_PRIOR_WEIGHT = 5;
/** Weight of the rating adjustment next to the ranking's other parts (which sum to 1). */
export const RATING_WEIGHT = 0.2;

export function bayesianRating(count: number, sum: number): number {
  return (RATING_PRIOR_WEIGHT * RATING_PRIOR_MEAN + sum) / (RATING_PRIOR_WEIGHT + count);
}

/**
 * The score adjustment: RATING_WEIGHT * (bayesian - prior) / (max - min). Zero without ratings (a
 * new volunteer is neither pushed down nor up); bounded to [-0.15, +0.05] with these constants.
 */
export function ratingAdjustment(count: number, sum: number): number {
  return (RATING_WEIGHT * (bayesianRating(count, sum) - RATING_PRIOR_MEAN)) / (RATING_MAX - RATING_MIN);
}

/** The plain average shown to people, one decimal; null before the first rating. */
export function displayedAverage(count: number, sum: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}
