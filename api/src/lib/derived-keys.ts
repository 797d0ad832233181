import { createHmac } from 'node:crypto';

/**
 * A separate key per purpose from the one server secret (JWT_SECRET or <DATA_DIR>/secrets.json),
 * so an upload signature can never be replayed as a Kakao ticket and so on.
 */
export function deriveKey(secret: Uint8Array, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`ieum/${purpose}/v1`).digest();
}
