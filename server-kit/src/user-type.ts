import { USER_TYPE_CODES, type UserType } from '@ieum/domain';
import { z } from 'zod';

/** Accepts any letter case on input ("Elderly", "VOLUNTEER") and yields the lower-case value. */
export const userTypeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(USER_TYPE_CODES),
);

/**
 * A userType the client sends along (query or body): any short text. Whether it agrees with the
 * token is checked by assertUserTypeMatches / bearerAuthPlugin (403), not by validation (400).
 */
export const claimedUserTypeSchema = z
  .string()
  .max(20)
  .optional()
  .meta({ description: '선택: volunteer 또는 elderly (대소문자 무관). 토큰과 다르면 403' });

/** The query of a signed-in call that takes nothing but the optional userType. */
export const userTypeQuerySchema = z.object({ userType: claimedUserTypeSchema });

export function parseUserType(value: unknown): UserType | undefined {
  const result = userTypeSchema.safeParse(value);
  return result.success ? result.data : undefined;
}
