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
/**
 * Not a weight but a hard filter: a volunteer with a no-show on one of an elderly user's visits (a late
 * cancel, or no arrival confirmed while she never pressed 완료) is neither recommended nor matched to
 * her again for this many days after it was recorded. Other people's requests only see the penalty.
 */
export const NO_SHOW_SAME_PERSON_DAYS = 30;
