// Every error the circle-of-care calls can answer: stable code, HTTP status, Korean message.
import { CARE_LINK_CODE_VALID_MINUTES, MAX_GUARDIANS_PER_PERSON, MAX_PEOPLE_PER_GUARDIAN } from '@ieum/domain';
import { errorTable } from './error-table';

export const CARE_ERRORS = {
  USER_TYPE_MISMATCH: [403, '접근 권한이 없습니다.'],
  LINK_CODE_INVALID: [400, `코드가 맞지 않거나 ${CARE_LINK_CODE_VALID_MINUTES}분이 지났어요. 어르신께 새 코드를 받아 다시 입력해주세요.`],
  ALREADY_LINKED: [409, '이미 연결된 어르신이에요.'],
  TOO_MANY_GUARDIANS: [409, `가족은 ${MAX_GUARDIANS_PER_PERSON}명까지 연결할 수 있어요. 연결을 하나 끊은 뒤 다시 시도해주세요.`],
  TOO_MANY_PEOPLE: [409, `어르신은 ${MAX_PEOPLE_PER_GUARDIAN}분까지 연결할 수 있어요. 연결을 하나 끊은 뒤 다시 시도해주세요.`],
  GUARDIAN_NOT_FOUND: [404, '연결된 가족을 찾을 수 없어요.'],
  PERSON_NOT_FOUND: [404, '어르신 정보를 찾을 수 없어요.'],
  NOT_SHARED: [403, '어르신이 이 정보를 가족과 공유하지 않으셨어요.'],
  ALERT_NOT_FOUND: [404, '위기 알림을 찾을 수 없어요.'],
  ALERT_CLOSED: [409, '이미 마무리된 위기 알림이에요.'],
  REQUEST_NOT_FOUND: [404, '신청을 찾을 수 없어요.'],
  VOLUNTEER_NOT_FOUND: [404, '봉사자 정보를 찾을 수 없어요.'],
  DISTRICT_NOT_FOUND: [404, '담당하지 않는 구예요.'],
} as const satisfies Record<string, readonly [number, string]>;

export type CareErrorCode = keyof typeof CARE_ERRORS;

const table = errorTable(CARE_ERRORS);
export const careError = table.error;
/** The OpenAPI description of an error status: its codes and messages. */
export const describeCareErrors = table.describe;
