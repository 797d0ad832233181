import fs from 'node:fs';
import path from 'node:path';

const { repoRoot } = require('../scripts/apps.cjs');

// Rules and limits live once, in @ieum/domain (issue 25: about ten copies had come back). This
// check finds rule-shaped constants anywhere else: a number named like a limit, a window or a
// length, and Seoul offsets written by hand (`9 * 3600_000`) instead of domain's Seoul helpers.

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.data', 'coverage', 'surface', 'results', '.git', 'templates']);
const RULE_NAME = /(^|_)(MAX|MIN|LIMIT|MINUTES|HOURS|DAYS|PER_MINUTE|PER_HOUR|PER_DAY|PENALTY|LENGTH|SPAN|WINDOW)(_|$)/;
const NUMBER_CONSTANT = /^\s*(?:export\s+)?const\s+([A-Z][A-Z0-9_]*)\s*(?::[^=]+)?=\s*-?[0-9][0-9_.]*\s*;/gm;
const SEOUL_OFFSET = /\b9\s*\*\s*(?:3_?600_?000|60\s*\*\s*60\s*\*\s*1_?000|HOUR_MS)\b|\b32_?400_?000\b/g;

/**
 * Constants that are shaped like rules but are how a server or a test runs, not what the product
 * promises: page sizes, retries, caches, test data. Each is named by file and constant.
 */
const OPERATIONAL: Record<string, string> = {
  'ai/src/companion/safety/classifier.ts: MIN_SYLLABLES': 'a model parameter chosen by cross-validation (bench/src/safety), not a product rule',
  'ai/src/companion/safety/classifier.ts: CLAUSE_MIN_SYLLABLES': 'a model parameter chosen by cross-validation (bench/src/safety)',
  'api/src/plugins/app/profile-cache.ts: MAX_CACHED': 'memory bound of a per-process cache',
  'api/src/plugins/app/profile-cache.ts: MAX_PAYLOAD_CHARS': 'size bound of a pg_notify payload',
  'api/src/generator/write-dataset.ts: PAST_DAYS': 'test data generator: how far back it invents activities',
  'api/src/generator/write-dataset.ts: UPCOMING_DAYS': 'test data generator',
  'api/src/db/postgres.ts: LISTEN_RETRY_MIN_MS': 'reconnect back-off',
  'api/src/db/postgres.ts: LISTEN_RETRY_MAX_MS': 'reconnect back-off',
  'api/src/plugins/app/care/family-view.ts: UPCOMING_LIMIT': 'page size of a response',
  'api/src/plugins/app/care/family-view.ts: PAST_LIMIT': 'page size of a response',
  'api/src/plugins/app/care/family-view.ts: ALERT_LIMIT': 'page size of a response',
  'api/src/plugins/app/care/alerts.ts: CLOSED_LIST_LIMIT': 'page size of a response',
  'api/src/plugins/app/care/alerts.ts: OTHER_ALERTS_LIMIT': 'page size of a response',
  'api/src/plugins/app/care/dashboard.ts: HISTORY_LIMIT': 'page size of a response',
  'api/src/plugins/app/care/dashboard.ts: LIST_LIMIT': 'page size of a response',
  'api/src/plugins/app/notifications.ts: NOTIFICATION_LIST_LIMIT': 'page size of a response',
  'api/src/plugins/app/notifications.ts: HEAD_CACHE_MAX_USERS': 'memory bound of a cache',
  'api/src/plugins/app/scheduled-jobs.ts: JOB_MAX_ATTEMPTS': 'job retries',
  'app-kit/src/uploads/resize-image.ts: UPLOAD_MAX_SIDE_PX': 'how the browser shrinks a photo before upload (the API limits bytes)',
  'ai/src/companion/llm/checks.ts: MAX_REPLY_CHARS': "a guard on the model's output",
  'api/src/plugins/app/care/audit.ts: MAX_ENTRIES_EXPORTED': 'page size of an export',
  'api/src/plugins/app/care/audit.ts: MAX_ENTRIES_SHOWN': 'page size of a response',
  'api/src/plugins/app/notifications.ts: MAX_PAYLOAD_CHARS': 'size bound of a LISTEN payload',
  'api/src/plugins/app/push.ts: MAX_SENDS_IN_FLIGHT': 'push sending concurrency',
  'api/src/plugins/app/push.ts: MAX_SENDS_WAITING': 'push queue bound',
  'api/src/plugins/app/session-liveness.ts: MAX_CACHED': 'memory bound of a cache',
  'api/src/plugins/app/session-liveness.ts: MAX_PAYLOAD_CHARS': 'size bound of a LISTEN payload',
  'bench/src/recommendation.ts: LIMIT_P95_MS': "a benchmark's target",
  'mfe-auth/src/api/social-login.ts: DOUBLE_TAP_WINDOW_MS': 'how long a repeated tap counts as the same one',
  'server-kit/src/create-server.ts: MAX_HEADERS_TIMEOUT_MS': 'HTTP server timeout',
  'server-kit/src/errors.ts: MAX_LISTED_VALUES': 'how many allowed values an error message lists',
  'server-kit/src/secrets.ts: MIN_SECRET_LENGTH': 'deployment check of a configured secret',
  'shell/src/notifications/notification-watcher.ts: MAX_BACKOFF_MS': 'polling back-off',
  'tools/fakes/push-service.ts: MAX_BODY_BYTES': 'a fake of a third party',
};

/**
 * Product rules still outside domain/, each with where it should go; the list may only shrink.
 * The AI host's and the chat's belong to the sessions changing those files now (issue 25, latency).
 */
const NOT_YET_MOVED: Record<string, string> = {
  'ai/src/companion/visit-offer.ts: VISIT_OFFER_MIN_MESSAGES': 'the AI host (latency session)',
  'api/src/plugins/app/chat.ts: CRISIS_LOOKBACK_HOURS': 'chat rules (latency session)',
  'api/src/plugins/app/chat.ts: EMOTION_WINDOW_DAYS': 'chat rules (latency session)',
  'api/src/plugins/app/care/dashboard.ts: EXPORTED_CLOSED_ALERT_DAYS': 'domain/care.ts',
  'api/src/plugins/app/sessions.ts: REFRESH_TOKEN_LIFETIME_DAYS': 'domain/account-fields.ts',
  'api/src/plugins/app/notifications.ts: NOTIFICATION_RETENTION_DAYS': 'domain (a notifications module)',
  'api/src/plugins/app/phone-verification.ts: PHONE_CODE_MAX_WRONG_TRIES': 'domain/account-fields.ts',
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') && entry.name !== '.') return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(full);
    return /\.(ts|tsx|mjs|cjs|js)$/.test(entry.name) ? [full] : [];
  });
}

function ruleShapedConstants(): string[] {
  const folders = fs.readdirSync(repoRoot, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.') && entry.name !== 'domain');
  const found: string[] = [];
  for (const file of folders.flatMap((folder) => sourceFiles(path.join(repoRoot, folder.name)))) {
    const where = path.relative(repoRoot, file).split(path.sep).join('/');
    if (where === 'tools/__tests__/rule-constants.test.ts') continue; // its own examples
    const source = fs.readFileSync(file, 'utf8');
    for (const [, name] of source.matchAll(NUMBER_CONSTANT)) if (RULE_NAME.test(name)) found.push(`${where}: ${name}`);
    for (const [offset] of source.matchAll(SEOUL_OFFSET)) found.push(`${where}: ${offset.replace(/\s+/g, ' ')} (a Seoul offset by hand: use toSeoulIso, toSeoulDate, seoulParts or SEOUL_OFFSET_MS from @ieum/domain)`);
  }
  return found.sort();
}

describe('rules and limits live in @ieum/domain', () => {
  const found = ruleShapedConstants();

  it('finds the constants it checks (the check reads the files it should)', () => {
    expect(found).toEqual(expect.arrayContaining(Object.keys(OPERATIONAL)));
  });

  it('has no rule-shaped constant or Seoul offset outside domain/ but the listed ones', () => {
    expect(found.filter((item) => !(item in OPERATIONAL) && !(item in NOT_YET_MOVED))).toEqual([]);
  });

  it('lists no constant that is gone (the lists only shrink)', () => {
    expect([...Object.keys(OPERATIONAL), ...Object.keys(NOT_YET_MOVED)].filter((item) => !found.includes(item))).toEqual([]);
  });

  it('catches what it is for', () => {
    expect('const REVIEW_MAX_LENGTH = 2000;'.match(NUMBER_CONSTANT)).not.toBeNull();
    expect(RULE_NAME.test('REVIEW_MAX_LENGTH') && RULE_NAME.test('HELP_REPEAT_MINUTES') && RULE_NAME.test('VERIFY_MAX_PER_MINUTE')).toBe(true);
    for (const text of ['Date.now() + 9 * 3600_000', 'now + 9 * 60 * 60 * 1000', 't + 9 * HOUR_MS']) expect(text.match(SEOUL_OFFSET)).not.toBeNull();
    expect('jest.advanceTimersByTime(3_600_000)'.match(SEOUL_OFFSET)).toBeNull();
  });
});
