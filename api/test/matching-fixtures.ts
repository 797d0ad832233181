// Shared set-up for the matching tests: an injected clock, users with fresh tokens, and shortcuts
// for the common steps (schedule, request, pick, done). Builds on the foundation's test helper.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { UserType } from '@ieum/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { NewUser, User } from '../src/plugins/app/users';
import { buildTestApp, type TestApp, type TestAppOptions } from './helper';

// testTimeout in api/jest.config.cjs is a global option that jest ignores inside a multi-project
// run; building an app from the PGlite template can take longer than the 5 s default on 2 busy cores.
jest.setTimeout(60_000);

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** A Seoul wall-clock time as an instant: seoul('2026-12-01T14:00'). */
export function seoul(localIso: string): number {
  return Date.parse(`${localIso}${localIso.length === 16 ? ':00' : ''}+09:00`);
}

export interface TestClock {
  now(): number;
  set(ms: number): void;
  advance(ms: number): void;
  /** Every read of the clock moves it this much (0 = frozen): lets racing requests straddle an instant. */
  stepPerRead(ms: number): void;
}

const clockOffsets = new AsyncLocalStorage<number>();

/**
 * Runs fn (a request) with the clock shifted by offsetMs for everything it does: two racing
 * requests can then see two different instants, which a shared clock cannot give them.
 */
export function withClockOffset<T>(offsetMs: number, fn: () => T): T {
  return clockOffsets.run(offsetMs, fn);
}

export function testClock(start: number): TestClock {
  let current = start;
  let step = 0;
  return {
    now: () => {
      const value = current + (clockOffsets.getStore() ?? 0);
      current += step;
      return value;
    },
    set: (ms) => {
      current = ms;
    },
    advance: (ms) => {
      current += ms;
    },
    stepPerRead: (ms) => {
      step = ms;
    },
  };
}

export interface Actor {
  user: User;
  id: number;
  /** app.inject as this user, with a token signed at the current (injected) time. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export interface MatchingTestApp extends TestApp {
  clock: TestClock;
  actor(userType: UserType, overrides?: Partial<NewUser>): Promise<Actor>;
  volunteer(overrides?: Partial<NewUser> & { schedules?: { dayOfWeek: string; time: string }[]; category?: number }): Promise<Actor>;
  elderly(overrides?: Partial<NewUser>): Promise<Actor>;
  notificationsOf(userId: number): Promise<{ kind: string; title: string; body: string; activityId: number | null }[]>;
  tick(): ReturnType<TestApp['app']['matchingWorker']['tick']>;
  /** Uploads tiny PNGs through the real presign + PUT flow; returns their image URLs. */
  uploadReviewImages(volunteer: Actor, count?: number): Promise<string[]>;
}

// A 1x1 transparent PNG.
export const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

export const EVERY_DAY_AT = (time: string) =>
  ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map((dayOfWeek) => ({ dayOfWeek, time }));

export async function buildMatchingTestApp(start = seoul('2026-12-01T09:00'), options: TestAppOptions = {}): Promise<MatchingTestApp> {
  const clock = testClock(start);
  const t = await buildTestApp({ ...options, now: clock.now });
  // The tests drive the sweep themselves, with the injected clock.
  await t.app.matchingWorker.stop();

  async function actor(userType: UserType, overrides: Partial<NewUser> = {}): Promise<Actor> {
    const { user } = await t.createUser({ userType, district: 'MAPO', ...overrides });
    // A real sign-in session (access tokens count only while it is live); each request gets a
    // fresh token, since the tests move the clock by hours.
    await t.app.sessions.issue(user);
    const [{ sessionId }] = await t.db.query<{ sessionId: string }>('select family_id as "sessionId" from refresh_tokens where user_id = $1', [user.id]);
    return {
      user,
      id: user.id,
      async inject(request) {
        const token = await t.app.accessTokens.sign({ id: String(user.id), userType, sessionId });
        return t.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } });
      },
    };
  }

  return {
    ...t,
    clock,
    actor,
    async volunteer({ schedules = EVERY_DAY_AT('13:00'), category = 15, ...overrides } = {}) {
      const volunteer = await actor('volunteer', overrides);
      const response = await volunteer.inject({ method: 'POST', url: '/api/volunteer/schedule', payload: { schedules, category } });
      if (response.statusCode !== 200) throw new Error(`schedule failed: ${response.body}`);
      return volunteer;
    },
    elderly: (overrides = {}) => actor('elderly', overrides),
    notificationsOf: (userId) =>
      t.db.query(
        'select kind, title, body, activity_id as "activityId" from notifications where recipient_id = $1 order by id',
        [userId],
      ),
    tick: () => t.app.matchingWorker.tick(),
    async uploadReviewImages(volunteer, count = 1) {
      const presign = await volunteer.inject({ method: 'GET', url: `/api/aws/s3/review/preSigned?count=${count}&contentType=image/png` });
      if (presign.statusCode !== 200) throw new Error(`presign failed: ${presign.body}`);
      const urls: string[] = [];
      for (const upload of presign.json() as { preSignedUrl: string; imageUrl: string }[]) {
        const put = await t.inject({ method: 'PUT', url: upload.preSignedUrl, payload: PNG_1X1, headers: { 'content-type': 'image/png' } });
        if (put.statusCode !== 200) throw new Error(`upload failed: ${put.body}`);
        urls.push(upload.imageUrl);
      }
      return urls;
    },
  };
}

/**
 * The set-up most matching test files share: one app for the file (built before its first test,
 * closed after its last), emptied and its clock set back to `start` (by default Tuesday
 * 2026-12-01, 09:00 Seoul) before each test. The object
 * is filled in by beforeAll, so use it inside tests and hooks only.
 */
export function useMatchingTestApp(start = seoul('2026-12-01T09:00'), options: TestAppOptions = {}): MatchingTestApp {
  const t = {} as MatchingTestApp;
  beforeAll(async () => {
    Object.assign(t, await buildMatchingTestApp(start, options));
  });
  // Optional: when the build failed, jest reports that error rather than this one.
  afterAll(() => t.close?.());
  beforeEach(async () => {
    await t.reset();
    t.clock.set(start);
  });
  return t;
}

/** A help request body for the elderly calls. */
export function helpRequest(startLocal: string, overrides: Record<string, unknown> = {}) {
  return {
    volunteerType: 'CULTURE',
    addDescription: '말벗이 되어 주시고 같이 산책해 주실 분을 찾아요',
    startTime: startLocal,
    animalType: 'none',
    address: { district: 'MAPO', detail: '월드컵로 1' },
    ...overrides,
  };
}
