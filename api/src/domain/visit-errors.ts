// Every error of the visit (check-in/out), hours and certificate calls: stable code, HTTP status, Korean message.
import { VISIT_ARRIVAL_OPENS_MINUTES_BEFORE, VISIT_HOURS_UNIT_MINUTES, VISIT_REVIEW_NOTE_MAX_LENGTH } from '@ieum/domain';
import { errorTable } from './error-table';

export const VISIT_ERRORS = {
  USER_TYPE_MISMATCH: [403, '접근 권한이 없습니다.'],
  // Someone else's matching answers the same as a missing one: its existence is not told.
  VISIT_NOT_FOUND: [404, '방문 정보를 찾을 수 없어요.'],
  VISIT_NOT_OPEN: [409, `방문 확인은 봉사 시작 ${VISIT_ARRIVAL_OPENS_MINUTES_BEFORE}분 전부터 할 수 있어요.`],
  VISIT_WINDOW_CLOSED: [409, '확인 가능한 시간이 지났어요. 이 방문은 담당자 확인이 필요해요.'],
  NOT_ARRIVED: [409, '먼저 도착 확인을 해주세요.'],
  ALREADY_CONFIRMED: [409, '이미 확인된 방문이에요.'],
  NOTHING_TO_CONFIRM: [409, '봉사자님이 아직 도착(또는 마침)을 알리지 않았어요.'],
  WRONG_VISIT_CODE: [400, '방문 코드가 맞지 않아요. 어르신 화면의 숫자 4자리를 다시 확인해주세요.'],
  CERTIFICATE_NOT_FOUND: [404, '확인서를 찾을 수 없어요. 확인 코드를 다시 확인해주세요.'],
  NO_CONFIRMED_VISITS: [409, '확인된 봉사가 아직 없어요. 방문 확인을 마친 봉사만 확인서에 들어가요.'],
  RECORD_CHECK_NOT_FOUND: [404, '범죄경력 회보서를 찾을 수 없어요.'],
  RECORD_CHECK_PENDING: [409, '확인을 기다리는 회보서가 이미 있어요. 담당 사회복지사의 확인을 기다려 주세요.'],
  RECORD_CHECK_DECIDED: [409, '이미 확인을 마친 회보서예요.'],
  RECORD_CHECK_REMOVED: [410, '확인을 마쳐 파일이 삭제된 회보서예요.'],
  RECORD_CHECK_INVALID_FILE: [400, 'PDF나 사진(JPG, PNG) 파일을 5MB 이하로 올려주세요.'],
  NO_SHOW_NOT_FOUND: [404, '봉사자님이 오지 않은 방문을 찾을 수 없어요. 이미 답하셨을 수 있어요.'],
  NO_SHOW_REMATCHED: [409, '이미 다른 봉사자님이 정해졌어요.'],
  // A visit outside the worker's districts answers the same as one that needs no review.
  VISIT_REVIEW_NOT_FOUND: [404, '확인이 필요한 방문을 찾을 수 없어요.'],
  VISIT_REVIEW_SETTLED: [409, '이미 처리한 방문이에요.'],
  VISIT_REVIEW_INVALID: [400, `인정 시간은 ${VISIT_HOURS_UNIT_MINUTES}분 단위로 고르고, 메모는 1~${VISIT_REVIEW_NOTE_MAX_LENGTH}자로 적어주세요.`],
} as const satisfies Record<string, readonly [number, string]>;

export type VisitErrorCode = keyof typeof VISIT_ERRORS;

const table = errorTable(VISIT_ERRORS);
export const visitError = table.error;
export const describeVisitErrors = table.describe;
