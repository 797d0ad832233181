import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A random id the browser keeps (HttpOnly cookie, a year) so the login limits can tell the
 * owner's own phone from an attacker elsewhere on the same account. It proves nothing by itself:
 * it only names a client, together with its IP address.
 */
export const DEVICE_COOKIE = 'ieum_device';
const DEVICE_ID = /^[A-Za-z0-9_-]{22,64}$/;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function deviceIdOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[DEVICE_COOKIE];
  return value && DEVICE_ID.test(value) ? value : undefined;
}

/** The request's device id, or a new one set on the reply. */
export function ensureDeviceId(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = deviceIdOf(request);
  if (existing) return existing;
  const created = randomBytes(18).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, created, { path: '/api', maxAge: YEAR_SECONDS, httpOnly: true, sameSite: 'lax', secure });
  return created;
}

/** The client of the per-account login limits: its address and its device id. */
export function clientKey(request: FastifyRequest): string {
  return `${request.ip}|${deviceIdOf(request) ?? 'no-device'}`;
}
