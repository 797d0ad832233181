// The per-user limits (help requests: api/README.md "Limits on help requests"; family link codes: "Circle of care"): their codes,
// Korean messages that say how long to wait, and the Retry-After that goes with them.
import { AppError } from '@ieum/server-kit';

/** "7분", "2시간", "3시간 5분": a wait rounded up to the minute; a day or more in days and hours, rounded up to the hour ("2일 5시간"). */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return `${minutes}분`;
  if (minutes >= 24 * 60) {
    const hours = Math.ceil(minutes / 60);
    const days = Math.floor(hours / 24);
    return hours % 24 ? `${days}일 ${hours % 24}시간` : `${days}일`;
  }
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours}시간 ${rest}분` : `${hours}시간`;
}

const LIMIT_MESSAGES = {
  TOO_MANY_RECOMMENDATIONS: (wait: string) => `봉사자 추천을 너무 자주 요청하셨어요. ${wait} 후에 다시 시도해주세요.`,
  TOO_MANY_CANCELED_REQUESTS: (wait: string) => `오늘 신청을 여러 번 취소하셔서 새 신청을 잠시 받을 수 없어요. ${wait} 후에 다시 시도해주세요.`,
  UPLOAD_QUOTA_EXCEEDED: (wait: string) => `오늘 올릴 수 있는 사진 용량을 모두 쓰셨어요. ${wait} 후에 다시 시도해주세요.`,
  TOO_MANY_REQUESTS_TODAY: (wait: string) => `오늘은 신청을 더 받을 수 없어요. ${wait} 후에 다시 시도해주세요.`,
  TOO_MANY_OPEN_REQUESTS: (wait: string) =>
    `앞으로 예정된 신청이 너무 많아요. 신청 내역에서 필요 없는 신청을 취소하시거나, 가장 가까운 봉사가 시작되는 ${wait} 후에 다시 시도해주세요.`,
  TOO_MANY_LINK_CODES: (wait: string) => `가족 연결 코드를 너무 자주 만드셨어요. ${wait} 후에 다시 만들어주세요.`,
  TOO_MANY_LINK_ATTEMPTS: (wait: string) => `코드를 여러 번 잘못 입력하셨어요. ${wait} 후에 다시 시도해주세요.`,
} as const;
export type LimitCode = keyof typeof LIMIT_MESSAGES;

/** 429 with the code, the Korean wait and Retry-After in seconds. */
export function limitReached(code: LimitCode, retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(429, code, LIMIT_MESSAGES[code](waitText(seconds)), { 'retry-after': String(seconds) });
}

/** The OpenAPI description of a limit's 429. */
export function describeLimit(code: LimitCode): string {
  return `${code}: ${LIMIT_MESSAGES[code]('N분')}`;
}
