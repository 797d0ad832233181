import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An opaque secret for the client (refresh tokens): 256 random bits, URL-safe. */
export function opaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

// No 0/O, 1/l/I: demo passwords are read off a terminal and typed on a phone.
const READABLE = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function readablePassword(length = 12): string {
  return Array.from({ length }, () => READABLE[randomInt(READABLE.length)]).join('');
}
