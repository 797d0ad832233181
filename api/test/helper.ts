import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { UserType } from '@ieum/domain';
import type { ZodFastifyInstance } from '@ieum/server-kit';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDeps } from '../src/app';
import { type ApiConfig, loadConfig } from '../src/config/env';
import type { Database } from '../src/db/database';
import { hashPassword } from '../src/lib/passwords';
import type { NewUser, User } from '../src/plugins/app/users';
import { createTestDatabase, resetDatabase, type TestDatabase } from './database';

export interface TestAppOptions {
  /** Environment variables as the server would read them (merged over the test defaults). */
  env?: Record<string, string>;
  now?: () => number;
  seedDemoAccounts?: boolean;
  /** Reuse a database (e.g. to build a second app on it); by default each test app gets a fresh one. */
  database?: TestDatabase;
  /** Rate-limit counters in Redis instead of memory. */
  redis?: AppDeps['redis'];
  /** Web Push sending options (the fake push service's certificate). */
  push?: AppDeps['push'];
  /** { autoStart: false } when a test runs the sweep (and so the scheduled jobs) itself with app.matchingWorker.tick(). */
  matchingWorker?: AppDeps['matchingWorker'];
}

export interface SignedInUser {
  user: User;
  password: string;
  accessToken: string;
  refreshToken: string;
  /** app.inject with this user's bearer token. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export interface TestApp {
  app: ZodFastifyInstance;
  db: Database;
  config: ApiConfig;
  database: TestDatabase;
  dataDir: string;
  /** Everything the app logged so far, as JSON lines. */
  logs(): string;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Empties the tables; call it in beforeEach. */
  reset(): Promise<void>;
  createUser(overrides?: Partial<NewUser> & { password?: string }): Promise<{ user: User; password: string }>;
  /** Creates a user of that role and logs in through the real login route. */
  signIn(userType?: UserType, overrides?: Partial<NewUser>): Promise<SignedInUser>;
  close(): Promise<void>;
}

let userCounter = 0;

export function logCollector() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-api-test-'));
}

/** Builds the API on its own database and data folder, with logs captured instead of printed. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = tempDataDir();
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'info',
    // High enough that ordinary tests never meet them; the rate-limit tests lower them.
    LOGIN_MAX_ATTEMPTS_PER_IP: '10000',
    LOGIN_MAX_FAILURES_PER_USERNAME: '10000',
    RECOMMEND_MAX_PER_USER_PER_HOUR: '10000',
    HELP_REQUEST_MAX_CANCELS_PER_DAY: '10000',
    HELP_REQUEST_MAX_PER_DAY: '10000',
    HELP_REQUEST_MAX_OPEN: '10000',
    CARE_LINK_CODE_MAX_PER_HOUR: '10000',
    CARE_LINK_MAX_FAILURES_PER_USER: '10000',
    CARE_LINK_MAX_FAILURES_PER_IP: '10000',
    ...options.env,
  });
  const log = logCollector();
  const deps: AppDeps = {
    config,
    db: database.db,
    logStream: log.stream,
    now: options.now,
    seedDemoAccounts: options.seedDemoAccounts ?? false,
    redis: options.redis,
    push: options.push,
    matchingWorker: options.matchingWorker,
  };
  const app = await buildApp(deps);
  const inject = (request: InjectOptions) => app.inject(request);

  async function createUser(overrides: Partial<NewUser> & { password?: string } = {}) {
    userCounter += 1;
    const { password = `pw-${randomBytes(6).toString('hex')}`, ...fields } = overrides;
    const user = await app.users.create({
      username: `user${userCounter}-${randomBytes(3).toString('hex')}`,
      passwordHash: await hashPassword(password),
      userType: 'volunteer',
      name: '홍길동',
      gender: 'male',
      phone: '01011112222',
      district: 'MAPO',
      addressDetail: '월드컵로 1',
      ...fields,
    });
    return { user, password };
  }

  return {
    app,
    db: database.db,
    config,
    database,
    dataDir,
    logs: log.text,
    inject,
    reset: () => resetDatabase(database.db),
    createUser,
    async signIn(userType = 'volunteer', overrides = {}) {
      const { user, password } = await createUser({ userType, ...overrides });
      const response = await inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: user.username, password, userType },
      });
      if (response.statusCode !== 200) throw new Error(`signIn failed: ${response.statusCode} ${response.body}`);
      const { accessToken, refreshToken } = response.json();
      return {
        user,
        password,
        accessToken,
        refreshToken,
        inject: (request) =>
          inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${accessToken}` } }),
      };
    },
    async close() {
      await app.close();
      if (!options.database) await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
