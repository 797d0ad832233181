import { optionalEnv as optional } from '@ieum/server-kit';
import { z } from 'zod';

// Web Push (plugins/app/push.ts). Spread into the schema of config/env.ts.

/** Where browsers' push services live (Chrome, Edge, Firefox, Safari); PUSH_SERVICE_HOSTS replaces the list. */
export const DEFAULT_PUSH_SERVICE_HOSTS = 'fcm.googleapis.com,android.googleapis.com,push.services.mozilla.com,push.apple.com,notify.windows.com';

/** "a.com,b.org" -> ['a.com', 'b.org']; '*' allows any host. */
export function parsePushServiceHosts(text: string): string[] {
  return text
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

export const pushEnvShape = {
  // Without the keys they are generated into <DATA_DIR>/vapid-keys.json.
  VAPID_PUBLIC_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be the base64url of a 65-byte P-256 public key')),
  VAPID_PRIVATE_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the base64url of a 32-byte P-256 private key')),
  VAPID_SUBJECT: z.string().max(200).regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// contact').default('mailto:help@ieum.kr'),
  PUSH_SERVICE_HOSTS: z.string().default(DEFAULT_PUSH_SERVICE_HOSTS).transform(parsePushServiceHosts),
};
