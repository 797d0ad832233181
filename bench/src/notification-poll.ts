// Throughput and tail latency of the notification poll (GET /api/user/notification) under many
// concurrent clients, on PostgreSQL and on the embedded PGlite.
//   npx tsx bench/src/notification-poll.ts [--connections 100] [--duration 10] [--users 1000] [--databases postgres,pglite]
// The API runs as its own process (tsx api/src/server.ts on a free port) and autocannon drives it
// from this one. Each connection is one signed-in user. Scenarios: "unchanged" sends the ETag of
// the user's last answer (the usual 5-second poll: 304, no body); "full list" sends none (200 with
// up to 50 notifications).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Database, openDatabase, runMigrations, writeDataset } from '@ieum/api';
import { createAccessTokens } from '@ieum/server-kit';
import autocannon from 'autocannon';
import { dropDatabase, freePort, machine, postgresVersion, recreateDatabase, REPO_ROOT, round, writeResult } from './lib';

const ANCHOR = Date.parse('2026-12-01T09:00:00+09:00');

interface PollUser {
  id: number;
  userType: 'volunteer' | 'elderly';
  token: string;
  etag: string;
  count: number;
}

interface ScenarioResult {
  database: string;
  scenario: string;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
  averageItems: number;
}

async function prepare(db: Database, users: number) {
  await runMigrations(db);
  await writeDataset(db, { seed: 2, volunteers: 5000, elderly: 1500, anchor: ANCHOR, password: 'bench-only-1234' });
  const rows = await db.query<{ id: number; userType: 'volunteer' | 'elderly'; count: number }>(
    `select u.id, u.user_type as "userType", count(*) as count from notifications n join users u on u.id = n.recipient_id
     group by u.id order by count(*) desc, u.id limit $1`,
    [users],
  );
  // Access tokens count only while their sign-in session (refresh-token family) is live.
  return Promise.all(
    rows.map(async (row) => {
      const sessionId = randomUUID();
      await db.query(
        `insert into refresh_tokens (user_id, family_id, token_hash, expires_at) values ($1, $2, $3, now() + interval '1 day')`,
        [row.id, sessionId, randomBytes(32).toString('hex')],
      );
      return { ...row, sessionId };
    }),
  );
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(REPO_ROOT, 'api/src/server.ts')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { child, baseUrl };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('API did not start within 60 s');
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function run(database: string, scenario: string, baseUrl: string, users: PollUser[], options: { connections: number; duration: number }): Promise<ScenarioResult> {
  let next = 0;
  const result = await autocannon({
    url: `${baseUrl}/api/user/notification`,
    connections: options.connections,
    duration: options.duration,
    setupClient(client) {
      const user = users[next % users.length];
      next += 1;
      const headers: Record<string, string> = { authorization: `Bearer ${user.token}` };
      if (scenario === 'unchanged') headers['if-none-match'] = user.etag;
      client.setHeaders(headers);
    },
  });
  const averageItems = users.reduce((sum, user) => sum + Math.min(user.count, 50), 0) / users.length;
  return {
    database,
    scenario,
    connections: options.connections,
    seconds: options.duration,
    requestsPerSecond: round(result.requests.average, 0),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, (stats as { count: number }).count])),
    errors: result.errors,
    timeouts: result.timeouts,
    averageItems: scenario === 'unchanged' ? 0 : round(averageItems),
  };
}

async function benchDatabase(kind: 'postgres' | 'pglite', options: { connections: number; duration: number; users: number }): Promise<ScenarioResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-bench-poll-'));
  const secret = randomBytes(32).toString('hex');
  const env: Record<string, string> = { DATA_DIR: dataDir, JWT_SECRET: secret };
  if (kind === 'postgres') env.DATABASE_URL = await recreateDatabase('ieum_bench_poll');
  // The same database the server process opens from this environment (PGlite: <DATA_DIR>/pglite).
  const db = await openDatabase({ DATABASE_URL: env.DATABASE_URL, DATA_DIR: dataDir });
  const rows = await prepare(db, options.users).finally(() => db.close());
  const { child, baseUrl } = await startServer(env);
  try {
    const tokens = createAccessTokens(new TextEncoder().encode(secret));
    const users: PollUser[] = [];
    for (const row of rows) {
      const token = await tokens.sign({ id: String(row.id), userType: row.userType, sessionId: row.sessionId });
      const response = await fetch(`${baseUrl}/api/user/notification`, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`poll answered ${response.status}`);
      await response.arrayBuffer();
      users.push({ ...row, token, etag: response.headers.get('etag') as string });
    }
    const results: ScenarioResult[] = [];
    for (const scenario of ['unchanged', 'full list']) {
      process.stdout.write(`  ${kind} ${scenario}...\n`);
      results.push(await run(kind, scenario, baseUrl, users, options));
    }
    return results;
  } finally {
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (kind === 'postgres') await dropDatabase('ieum_bench_poll');
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string', default: '100' },
      duration: { type: 'string', default: '10' },
      users: { type: 'string', default: '1000' },
      databases: { type: 'string', default: 'postgres,pglite' },
    },
  });
  const options = { connections: Number(values.connections), duration: Number(values.duration), users: Number(values.users) };
  const results: ScenarioResult[] = [];
  for (const kind of values.databases.split(',') as ('postgres' | 'pglite')[]) results.push(...(await benchDatabase(kind, options)));
  const version = await postgresVersion(process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres');
  const markdown = [
    '# Notification poll (GET /api/user/notification)',
    '',
    `Run ${new Date().toISOString()} on ${machine()}; PostgreSQL ${version}, PGlite as embedded.`,
    `The API as its own process (\`api/src/server.ts\`, LOG_LEVEL=warn) and autocannon in another, on the same 2 cores.`,
    `${options.connections} concurrent connections for ${options.duration} s per scenario, each connection a different signed-in user`,
    `(of the ${options.users} users with the most notifications in a generated dataset: 5,000 volunteers, 1,500 elderly, seed 2).`,
    '"unchanged": If-None-Match with the user\'s current ETag, as the 5-second poll sends when nothing is new (304, answered from memory).',
    '"full list": no ETag, 200 with the newest notifications (up to 50).',
    '',
    '| database | scenario | req/s | p50 ms | p90 ms | p99 ms | max ms | status codes | errors/timeouts | open apps served at one poll per 5 s |',
    '|---|---|---:|---:|---:|---:|---:|---|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.database} | ${r.scenario} | ${r.requestsPerSecond.toLocaleString('en')} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ${Object.entries(r.statusCodes)
          .map(([code, count]) => `${code}: ${count.toLocaleString('en')}`)
          .join(', ')} | ${r.errors}/${r.timeouts} | ~${(r.requestsPerSecond * 5).toLocaleString('en')} |`,
    ),
    '',
  ].join('\n');
  const file = writeResult('notification-poll', markdown, { runAt: new Date().toISOString(), machine: machine(), postgres: version, options, results });
  process.stdout.write(`\n${markdown}\nwritten to ${file}\n`);
}

main().catch((error: Error) => {
  process.stderr.write(`bench failed: ${error.stack ?? error.message}\n`);
  process.exit(1);
});
