// Volunteer activities (help requests and their matches): statuses and the limits of their fields.

/**
 * An activity's stored status: MATCHING (no volunteer yet) -> PROGRESS (volunteer assigned) ->
 * REVIEWING (the elderly user marked it done) -> COMPLETED (the volunteer wrote the review);
 * CANCELED at any point before the start (or EXPIRED by the system when nobody was found).
 */
export const ACTIVITY_STATUSES = ['MATCHING', 'PROGRESS', 'REVIEWING', 'COMPLETED', 'CANCELED'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** currentMatching.status on the volunteer home card. */
export const VOLUNTEER_MATCHING_STATUSES = ['PROGRESS', 'REVIEWING', 'COMPLETED', 'NOT_MATCHING'] as const;
export type VolunteerMatchingStatus = (typeof VOLUNTEER_MATCHING_STATUSES)[number];

/** currentMatching.status on the elderly home card. */
export const ELDERLY_MATCHING_STATUSES = ['NOT_MATCHING', 'NOT_STARTED', 'STARTED', 'COMPLETED'] as const;
export type ElderlyMatchingStatus = (typeof ELDERLY_MATCHING_STATUSES)[number];

/** Every activity lasts this long; a weekly slot is a window of the same length. */
export const ACTIVITY_HOURS = 3;
/** Volunteer hours credited per COMPLETED activity. */
export const HOURS_PER_ACTIVITY = ACTIVITY_HOURS;
/** Weekly slots start on a 30-minute grid (48 choices a day, 00:00 to 23:30) and last an activity's length. */
export const SLOT_STEP_MINUTES = 30;
export const SLOT_LENGTH_MINUTES = ACTIVITY_HOURS * 60;

/** The help request's free text (empty: the API stores '추가 요청사항 없음'). */
export const ADD_DESCRIPTION_MAX_LENGTH = 500;

/** A done visit's rating by its elderly user: whole stars from RATING_MIN to RATING_MAX and an optional comment. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_COMMENT_MAX_LENGTH = 200;

export const REVIEW_CONTENT_MAX_LENGTH = 2000;
/** A review needs at least one photo and at most this many. */
export const REVIEW_MAX_IMAGES = 10;

/** Where a help request was made: the four-step form, or a conversation with the AI companion (issue 26). */
export const REQUEST_ORIGINS = ['form', 'chat'] as const;
export type RequestOrigin = (typeof REQUEST_ORIGINS)[number];
/** The mark a request made in chat carries on the applying list. */
export const CHAT_REQUEST_BADGE = 'AI 친구와 대화로 신청';
