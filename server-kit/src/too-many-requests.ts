import { AppError } from './errors';

/** Whole minutes to wait, at least 1: a person reads "5분", never "0분" or "299초". */
export function minutesToWait(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

/**
 * A 429 whose message says how long to wait: `${what} 5분 후에 다시 시도해주세요.`. With a reply,
 * Retry-After is set too, so a program can wait exactly.
 */
export function tooManyRequests(
  what: string,
  retryAfterSeconds: number,
  reply?: { header(name: string, value: number): unknown },
): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  reply?.header('retry-after', seconds);
  return new AppError(429, 'TOO_MANY_REQUESTS', `${what} ${minutesToWait(seconds)}분 후에 다시 시도해주세요.`);
}

/** The generic 429 of @fastify/rate-limit's errorResponseBuilder (context.ttl is in ms). */
export function rateLimitExceeded(_request: unknown, context: { ttl: number }): AppError {
  return tooManyRequests('요청이 너무 많습니다.', context.ttl / 1000);
}
