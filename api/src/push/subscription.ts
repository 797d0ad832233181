import { ECDH } from 'node:crypto';
import { z } from 'zod';

const ENDPOINT_MESSAGE = '푸시 구독 주소(endpoint)는 https 주소여야 합니다.';
const KEYS_MESSAGE = '푸시 구독 키(keys) 형식이 올바르지 않습니다.';

function isHttpsUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
}

/** web-push would fail on every send to a key that is not a point on P-256. */
function isP256Point(base64url: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(base64url, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

const withoutPadding = (text: string) => text.replace(/=+$/, '');

/** A browser's PushSubscription.toJSON(): the endpoint to POST to and the keys to encrypt for. */
export const webPushSubscriptionSchema = z.object({
  endpoint: z.string().max(2048, ENDPOINT_MESSAGE).refine(isHttpsUrl, ENDPOINT_MESSAGE),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // 65 bytes (an uncompressed P-256 point) and 16 bytes, base64url; padding is tolerated and dropped.
      p256dh: z.string().regex(/^[A-Za-z0-9_-]{87}=?$/, KEYS_MESSAGE).transform(withoutPadding).refine(isP256Point, KEYS_MESSAGE),
      auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, KEYS_MESSAGE).transform(withoutPadding),
    },
    { error: KEYS_MESSAGE },
  ),
});

export type WebPushSubscription = z.infer<typeof webPushSubscriptionSchema>;

/**
 * The server POSTs to whatever endpoint a client stored, so only known push services are accepted:
 * otherwise any user could make the API send requests to hosts of their choosing.
 */
export function isAllowedPushService(endpoint: string, hosts: readonly string[]): boolean {
  if (hosts.includes('*')) return true;
  const host = new URL(endpoint).hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
