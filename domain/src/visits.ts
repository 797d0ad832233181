// Visits certified at the door (issue 27): the windows and the hours rule, one copy for the API and the apps.
import { ACTIVITY_HOURS } from './activities';

/** 도착했어요 can be tapped from this many minutes before the start. */
export const VISIT_ARRIVAL_OPENS_MINUTES_BEFORE = 30;
/**
 * Arrival must be confirmed by the elderly user (or with the visit code) within this many minutes
 * after the start, the end within this many minutes after the planned end; otherwise the visit is
 * marked for review and its hours are not counted.
 */
export const VISIT_CONFIRM_GRACE_MINUTES = 60;
/** Hours are counted in units of this many minutes, rounded down. */
export const VISIT_HOURS_UNIT_MINUTES = 30;
/** At most the planned length plus this tolerance is counted for one visit. */
export const VISIT_OVERTIME_TOLERANCE_MINUTES = 30;
export const VISIT_MAX_CREDITED_MINUTES = ACTIVITY_HOURS * 60 + VISIT_OVERTIME_TOLERANCE_MINUTES;
/** The visit code on the elderly home card: this many digits. */
export const VISIT_CODE_LENGTH = 4;
/** Wrong visit codes allowed per visit in VISIT_CODE_WINDOW_MINUTES before 429 (the code is also replaced). */
export const VISIT_CODE_MAX_FAILURES = 5;
export const VISIT_CODE_WINDOW_MINUTES = 30;
/** A second 도움 요청 by the same elderly user within this many minutes adds no second alert. */
export const HELP_REPEAT_MINUTES = 10;
/** Public certificate checks (/verify) per address and minute: enough for a clerk checking a pile, too few to walk the code space. */
export const VERIFY_MAX_PER_MINUTE = 20;
/** A volunteer cancelling less than this many hours before the start is recorded as a no-show. */
export const NO_SHOW_LATE_CANCEL_HOURS = 24;

/**
 * The credited minutes of a visit confirmed at both ends: the confirmed time, rounded down to
 * VISIT_HOURS_UNIT_MINUTES, at most VISIT_MAX_CREDITED_MINUTES, never negative.
 */
export function creditedVisitMinutes(arrivedAtMs: number, finishedAtMs: number): number {
  const minutes = Math.max(0, Math.floor((finishedAtMs - arrivedAtMs) / 60_000));
  const rounded = Math.floor(minutes / VISIT_HOURS_UNIT_MINUTES) * VISIT_HOURS_UNIT_MINUTES;
  return Math.min(rounded, VISIT_MAX_CREDITED_MINUTES);
}

/** Minutes as hours for display: 150 -> 2.5. */
export const minutesToHours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** 150 -> "2시간 30분", 30 -> "30분", 180 -> "3시간". */
export function formatVisitMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}분`;
  return rest ? `${hours}시간 ${rest}분` : `${hours}시간`;
}

/** A visit's state: arrival and end each 'NONE' | 'REQUESTED' (the volunteer tapped) | 'CONFIRMED'. */
export const VISIT_STEP_STATES = ['NONE', 'REQUESTED', 'CONFIRMED'] as const;
export type VisitStepState = (typeof VISIT_STEP_STATES)[number];

/** OPEN (windows not closed yet), CONFIRMED (both ends confirmed in time: counted), REVIEW (not confirmed in time: not counted). */
export const VISIT_STATUSES = ['OPEN', 'CONFIRMED', 'REVIEW'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

export const VISIT_TEXTS = {
  arrive: '도착했어요',
  finish: '마쳤어요',
  confirmArrive: '네, 오셨어요',
  confirmFinish: '네, 마쳤어요',
  needHelp: '도움이 필요해요',
  myHours: '나의 봉사 시간',
} as const;

/** What 도움이 필요해요 says on both phones (the alert itself goes to the district's welfare workers). */
export const NEED_HELP_TEXTS = {
  title: '위급하거나 도움이 필요하세요?',
  sent: '담당 사회복지사에게 알렸어요. 곧 연락드릴 거예요.',
  alreadySent: '조금 전에 이미 알렸어요. 담당 사회복지사가 확인하고 있어요.',
  failed: '알림을 보내지 못했어요. 위급하면 바로 119나 112에 전화해주세요.',
  call119: '119 전화 (불이 났거나 몸이 많이 아플 때)',
  call112: '112 전화 (범죄나 위협을 느낄 때)',
} as const;

/** The badge on recommendations once a welfare worker verified the volunteer's 범죄경력 회보서. */
export const VERIFIED_VOLUNTEER_LABEL = '확인된 봉사자';

/** The criminal-record check (범죄경력 회보서) a volunteer may upload: a PDF or a photo of it. */
export const RECORD_CHECK_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type RecordCheckType = (typeof RECORD_CHECK_TYPES)[number];
export const RECORD_CHECK_MAX_BYTES = 5 * 1024 * 1024;

/**
 * A no-show (a cancel less than NO_SHOW_LATE_CANCEL_HOURS before the start, or no arrival confirmed
 * by start + VISIT_CONFIRM_GRACE_MINUTES) is offered to the elderly user on the home card for this
 * many days, until they answer 다른 봉사자 찾기 or 괜찮아요.
 */
export const NO_SHOW_OFFER_DAYS = 7;
export const NO_SHOW_KINDS = ['LATE_CANCEL', 'NO_CHECK_IN'] as const;
export type NoShowKind = (typeof NO_SHOW_KINDS)[number];
/**
 * What the elderly user can do about a no-show: RECOMMEND (the same request is still ahead and
 * waiting: new recommendations, else the waiting pool), NEW_REQUEST (its time has passed: the same
 * request at a new time), REMATCHED (another volunteer was already assigned: nothing to choose).
 */
export const NO_SHOW_REPLACEMENTS = ['RECOMMEND', 'NEW_REQUEST', 'REMATCHED'] as const;
export type NoShowReplacement = (typeof NO_SHOW_REPLACEMENTS)[number];

export const NO_SHOW_TEXTS = {
  findAnother: '다른 봉사자 찾기',
  dismiss: '괜찮아요',
  understood: '알겠어요',
  title: (kind: NoShowKind) => (kind === 'LATE_CANCEL' ? '봉사자님이 방문을 취소했어요' : '봉사자님이 오지 않으셨어요'),
  body: (kind: NoShowKind, volunteerName: string, when: string) =>
    kind === 'LATE_CANCEL'
      ? `${volunteerName} 봉사자님이 ${when} 방문을 취소했어요. 불편을 드려 죄송해요.`
      : `${volunteerName} 봉사자님이 ${when} 방문에 오지 않으셨어요. 불편을 드려 죄송해요.`,
  offer: (replacement: NoShowReplacement, newVolunteerName: string | null) =>
    replacement === 'REMATCHED'
      ? `대신 ${newVolunteerName ?? ''} 봉사자님이 오실 거예요.`
      : replacement === 'RECOMMEND'
        ? '같은 시간에 올 수 있는 다른 봉사자님을 찾아 드릴까요?'
        : '다른 날짜와 시간으로 다른 봉사자님을 찾아 드릴까요?',
} as const;

/**
 * Visits a welfare worker of the district settles (api/README.md "Visits and volunteer hours"):
 * NOT_CONFIRMED (a window closed without both confirmations) and HELP (도움이 필요해요 pressed during
 * the visit). The list looks back this many days.
 */
export const VISIT_REVIEW_REASONS = ['NOT_CONFIRMED', 'HELP'] as const;
export type VisitReviewReason = (typeof VISIT_REVIEW_REASONS)[number];
export const VISIT_REVIEW_LOOKBACK_DAYS = 90;
/** The worker's note on a settled visit: required, at most this many characters. */
export const VISIT_REVIEW_NOTE_MAX_LENGTH = 200;
export const VISIT_REVIEW_DECISIONS = ['COUNTED', 'NOT_COUNTED'] as const;
export type VisitReviewDecision = (typeof VISIT_REVIEW_DECISIONS)[number];

/** The minutes a worker may credit to a settled visit: whole units up to the cap (30, 60, ... 210). */
export function visitReviewMinuteChoices(): number[] {
  const choices: number[] = [];
  for (let minutes = VISIT_HOURS_UNIT_MINUTES; minutes <= VISIT_MAX_CREDITED_MINUTES; minutes += VISIT_HOURS_UNIT_MINUTES) choices.push(minutes);
  return choices;
}

export const isVisitReviewMinutes = (minutes: number) => visitReviewMinuteChoices().includes(minutes);
