import { createHmac, timingSafeEqual } from 'node:crypto';

/** Header the AI host sends on its calls to the API's internal chat routes. */
export const SERVICE_KEY_HEADER = 'x-ieum-service-key';

/**
 * The AI host's credential for the API's internal routes, derived from the shared token key
 * (JWT_SECRET or <DATA_DIR>/secrets.json) so nothing else needs configuring, and distinct from
 * it so the key itself never travels.
 */
export function serviceKey(secret: Uint8Array): string {
  return createHmac('sha256', secret).update('ieum/ai-service/v1').digest('base64url');
}

export function serviceKeyMatches(secret: Uint8Array, presented: unknown): boolean {
  if (typeof presented !== 'string') return false;
  const expected = Buffer.from(serviceKey(secret));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
