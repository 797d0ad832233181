import { z } from 'zod';

export const USER_TYPES = ['volunteer', 'elderly'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Accepts any letter case on input ("Elderly", "VOLUNTEER") and yields the lower-case value. */
export const userTypeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(USER_TYPES),
);

export function parseUserType(value: unknown): UserType | undefined {
  const result = userTypeSchema.safeParse(value);
  return result.success ? result.data : undefined;
}
