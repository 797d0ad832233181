// Every error the matching calls can answer, in one table: stable code, HTTP status, Korean message.
import { REQUEST_HORIZON_DAYS } from '@ieum/domain';
import { AppError } from '@ieum/server-kit';

export const MATCHING_ERRORS = {
  USER_TYPE_MISMATCH: [403, '접근 권한이 없습니다.'],
  USER_NOT_FOUND: [404, '사용자 정보를 찾을 수 없습니다. 다시 로그인해주세요.'],
  START_TIME_PAST: [400, '현재 시각 이후의 시간만 선택할 수 있습니다.'],
  START_TIME_TOO_FAR: [400, `신청은 오늘부터 ${REQUEST_HORIZON_DAYS}일 안의 날짜만 가능합니다.`],
  INVALID_START_TIME: [400, '날짜와 시간을 모두 선택해주세요.'],
  // The form offers days 1-31 in every month, so 2월 30일 can be chosen.
  NONEXISTENT_START_TIME: [400, '없는 날짜나 시간입니다. 날짜와 시간을 다시 선택해주세요.'],
  REQUEST_ALREADY_EXISTS: [409, '같은 날짜에 이미 진행 중인 신청이 있어요. 신청 내역을 확인해주세요.'],
  MATCHING_NOT_FOUND: [404, '매칭 정보를 찾을 수 없습니다.'],
  NOT_YOUR_MATCHING: [403, '본인의 매칭 내역만 확인할 수 있습니다.'],
  VOLUNTEER_NOT_FOUND: [404, '선택하신 봉사자를 찾을 수 없습니다.'],
  VOLUNTEER_TAKEN: [409, '선택하신 봉사자님이 방금 다른 일정에 배정되었어요. 다른 봉사자님을 선택해주세요.'],
  VOLUNTEER_UNAVAILABLE: [409, '선택하신 봉사자님은 이 시간에 봉사할 수 없어요. 다른 봉사자님을 선택해주세요.'],
  // Only the volunteers this request's recommendations showed can be picked: any other id would let
  // one account book (and see the number of) a volunteer of its choosing.
  VOLUNTEER_NOT_RECOMMENDED: [409, '이 신청의 추천 목록에 있던 봉사자님만 선택할 수 있어요. 추천 목록에서 다시 선택해주세요.'],
  ALREADY_MATCHED: [409, '이미 봉사자가 정해진 신청입니다.'],
  REQUEST_CLOSED: [409, '이미 취소되었거나 마감된 신청입니다.'],
  REQUEST_EXPIRED: [409, '시작 시간이 지나 마감된 신청입니다. 다른 시간으로 다시 신청해주세요.'],
  ALREADY_STARTED: [409, '이미 시작된 봉사는 취소할 수 없어요.'],
  ALREADY_COMPLETED: [409, '이미 완료된 봉사는 취소할 수 없어요.'],
  NOT_MATCHED: [409, '아직 봉사자가 정해지지 않은 신청입니다.'],
  NOT_STARTED: [409, '봉사 시작 시간 이후에 완료할 수 있어요.'],
  REVIEW_NOT_ALLOWED: [409, '어르신이 봉사 완료를 확인하신 뒤에 후기를 작성할 수 있어요.'],
  REVIEW_ALREADY_WRITTEN: [409, '이미 후기를 작성한 봉사입니다.'],
  REVIEW_IMAGE_REQUIRED: [400, '하나 이상의 사진을 첨부해주세요.'],
  INVALID_IMAGE_URL: [400, '이 서비스에 업로드한 사진만 첨부할 수 있어요. 사진을 다시 올려주세요.'],
  REVIEW_NOT_FOUND: [404, '후기를 찾을 수 없습니다.'],
  NOT_YOUR_REVIEW: [403, '본인의 후기만 확인할 수 있습니다.'],
  NOTIFICATION_NOT_FOUND: [404, '알림을 찾을 수 없습니다.'],
  SCHEDULE_DAY_REQUIRED: [400, '요일을 선택해주세요.'],
  SCHEDULE_CATEGORY_REQUIRED: [400, '봉사 유형을 선택해주세요.'],
  SCHEDULE_INVALID_TIME: [400, '시간은 30분 단위(예: 14:00, 14:30)로 선택해주세요.'],
  SCHEDULE_DUPLICATE_DAY: [400, '요일마다 시작 시간은 하나만 선택할 수 있어요.'],
} as const satisfies Record<string, readonly [number, string]>;

export type MatchingErrorCode = keyof typeof MATCHING_ERRORS;

export function matchingError(code: MatchingErrorCode): AppError {
  const [status, message] = MATCHING_ERRORS[code];
  return new AppError(status, code, message);
}

/** The OpenAPI description of an error status: its codes and messages. */
export function describeErrors(...codes: MatchingErrorCode[]): string {
  return codes.map((code) => `${code}: ${MATCHING_ERRORS[code][1]}`).join(' / ');
}
