import { readOutbox } from '../src/sms/outbox-sender';
import type { TestApp } from './helper';

/** A controllable clock for buildTestApp({ now }). */
export function testClock(start = Date.parse('2026-06-01T03:00:00Z')) {
  let current = start;
  return {
    now: () => current,
    advance(ms: number) {
      current += ms;
    },
  };
}

let phoneCounter = 0;

/** A fresh local number per call, so tests never share rate-limit or verification state. */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `010${String(process.pid % 10_000).padStart(4, '0')}${String(phoneCounter % 10_000).padStart(4, '0')}`;
}

export const toInternational = (local: string) => `+82${local.slice(1)}`;

/** The 6-digit code of the newest outbox message to the number. */
export async function lastCodeFor(t: TestApp, international: string): Promise<string> {
  const messages = (await readOutbox(t.dataDir)).filter((entry) => entry.to === international);
  const text = messages.at(-1)?.text ?? '';
  const match = /(\d{6})/.exec(text);
  if (!match) throw new Error(`no code in the outbox for ${international}`);
  return match[1];
}

/**
 * Sends a code to the local number and checks it, as the signup screen does. Returns the
 * verification token only this client holds (signup, phone change and recovery need it).
 */
export async function verifyPhone(t: TestApp, local: string, remoteAddress?: string): Promise<string> {
  const phoneNumber = toInternational(local);
  const sent = await t.inject({ method: 'POST', url: '/api/auth', payload: { phoneNumber }, remoteAddress });
  expect(sent.statusCode).toBe(200);
  const code = await lastCodeFor(t, phoneNumber);
  const checked = await t.inject({
    method: 'GET',
    url: `/api/auth?${new URLSearchParams({ phoneNumber, verificationCode: code })}`,
    remoteAddress,
  });
  expect(checked.statusCode).toBe(200);
  return checked.json().verificationToken;
}

let usernameCounter = 0;

export function uniqueUsername(prefix = 'member'): string {
  usernameCounter += 1;
  return `${prefix}${usernameCounter}x${Math.floor(Math.random() * 1e6)}`;
}

/** A valid signup payload (api/README.md "Accounts") for a number that still has to be verified. */
export function signupPayload(overrides: Record<string, unknown> = {}) {
  return {
    username: uniqueUsername(),
    password: 'correct-horse-42',
    name: '김하늘',
    age: 30,
    gender: 'female',
    phone: uniquePhone(),
    address: { district: 'MAPO', detail: '월드컵로 240' },
    phoneCode: '',
    userType: 'volunteer',
    bio: '주말마다 어르신들과 산책하고 싶어요.',
    phoneVerificationToken: undefined as string | undefined,
    ...overrides,
  };
}

/** Verifies the payload's phone, then signs up; returns the response. */
export async function signUp(t: TestApp, overrides: Record<string, unknown> = {}) {
  const payload = signupPayload(overrides);
  payload.phoneVerificationToken = await verifyPhone(t, payload.phone as string);
  const response = await t.inject({ method: 'POST', url: '/api/user', payload });
  return { payload, response };
}

/** Hostile values a field must refuse (or store verbatim) without a 500. */
export const HOSTILE_STRINGS = [
  '<script>alert(1)</script>',
  "'; drop table users; --",
  "' or '1'='1",
  'a'.repeat(10_000),
  '\u0000\u0001',
  '../../etc/passwd',
  '${jndi:ldap://x}',
  '😀'.repeat(50),
];

export const WRONG_TYPES: unknown[] = [123, true, null, [], {}, ['a'], { $gt: '' }];

/** True when the text holds the secret as a whole token (not inside a longer digit run such as a timestamp). */
export function containsSecret(text: string, secret: string): boolean {
  const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^0-9A-Za-z_-])${escaped}($|[^0-9A-Za-z_-])`).test(text);
}
