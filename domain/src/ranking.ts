// The numbers of the volunteer ranking (api/src/domain/ranking.ts scores with them; api/README.md
// "Matching" explains them), one copy for the API and anything that shows them.

/** Days back and ahead that count as "recent" assignments for fairness. */
export const FAIRNESS_WINDOW_DAYS = 30;
/** Volunteers recommended for one request. */
export const MAX_RECOMMENDATIONS = 4;
/**
 * No-shows (a cancel less than 24 h before the start, or no confirmed arrival) within this many days
 * lower the total: the first is forgiven, each further one costs NO_SHOW_PENALTY, at most NO_SHOW_MAX_PENALTY.
 */
export const NO_SHOW_WINDOW_DAYS = 90;
export const NO_SHOW_PENALTY = 0.15;
export const NO_SHOW_MAX_PENALTY = 0.45;
