// Every error the rating call can answer: stable code, HTTP status, Korean message.
import { AppError } from '@ieum/server-kit';

export const RATING_ERRORS = {
  RATING_NOT_ALLOWED: [409, '봉사가 끝난 뒤에 평가할 수 있어요.'],
  RATING_ALREADY_GIVEN: [409, '이미 이 봉사를 평가하셨어요.'],
} as const satisfies Record<string, readonly [number, string]>;

export type RatingErrorCode = keyof typeof RATING_ERRORS;

export function ratingError(code: RatingErrorCode): AppError {
  const [status, message] = RATING_ERRORS[code];
  return new AppError(status, code, message);
}

export function describeRatingErrors(...codes: RatingErrorCode[]): string {
  return codes.map((code) => `${code}: ${RATING_ERRORS[code][1]}`).join(' / ');
}
