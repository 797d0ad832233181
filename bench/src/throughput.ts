// Issue 23's throughput bar, measured side by side in one run: the notification poll's 304 path
// (GET /api/user/notification with the user's current ETag) and GET /api/user against a bare
// Fastify hello on the same machine, each as its own process.
//   npx tsx bench/src/throughput.ts [--rounds 5] [--duration 8] [--connections 64] [--users 1000] [--log-level warn]
// wrk (Debian's package: apt-get install -y wrk) drives one scenario at a time with the same
// requests for all three (each request the next of the users, with that user's token and poll
// ETag; the hello ignores them), and the scenarios take turns within every round in a rotating
// order, so a load spike from other work on the machine hits all three alike. The ratio of each
// round is computed within the round; the result is the median over rounds.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, runMigrations, writeDataset } from '@ieum/api';
import { createAccessTokens } from '@ieum/server-kit';
import { dropDatabase, freePort, machine, postgresVersion, recreateDatabase, REPO_ROOT, round, writeResult } from './lib';

const ANCHOR = Date.parse('2026-12-01T09:00:00+09:00');
const DATABASE = 'ieum_bench_throughput';
const SCENARIOS = ['hello', 'poll 304', 'GET /api/user'] as const;
type Scenario = (typeof SCENARIOS)[number];

interface WrkResult {
  requests: number;
  seconds: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  statuses: Record<string, number>;
}

interface Run extends WrkResult {
  round: number;
  scenario: Scenario;
  requestsPerSecond: number;
  load1: number;
  /** CPU time of the server process (and, for the API, of its PostgreSQL backends) per request, in microseconds. */
  serverCpuUs: number;
  databaseCpuUs: number;
}

const CLOCK_TICKS_PER_SECOND = 100;

/** User plus system CPU of a process in seconds (Linux /proc), 0 once it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving the bench database, by their process title. */
function databaseBackends(): Map<number, number> {
  const backends = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^[0-9]+$/.test(entry)) continue;
    try {
      const title = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres:') && title.includes(` ${DATABASE} `)) backends.set(Number(entry), cpuSeconds(Number(entry)));
    } catch {
      // ended meanwhile
    }
  }
  return backends;
}

function databaseCpuSince(before: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of databaseBackends()) total += seconds - (before.get(pid) ?? 0);
  return total;
}

async function startProcess(name: string, args: string[], env: Record<string, string>, healthPath: string, logFile?: string) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', logFile ? fs.openSync(logFile, 'w') : 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}${healthPath}`)).ok) return { child, baseUrl };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`${name} did not start within 60 s`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function wrk(url: string, requestsFile: string, options: { connections: number; duration: number }): WrkResult {
  const output = execFileSync(
    'wrk',
    ['-t1', `-c${options.connections}`, `-d${options.duration}s`, '--timeout', '5s', '-s', path.join(__dirname, 'throughput.lua'), url],
    { env: { ...process.env, WRK_REQUESTS: requestsFile }, encoding: 'utf8' },
  );
  const line = output.split('\n').find((text) => text.startsWith('WRK_RESULT '));
  if (!line) throw new Error(`wrk printed no result:\n${output}`);
  return JSON.parse(line.slice('WRK_RESULT '.length)) as WrkResult;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string', default: '5' },
      duration: { type: 'string', default: '8' },
      connections: { type: 'string', default: '64' },
      users: { type: 'string', default: '1000' },
      'log-level': { type: 'string', default: 'warn' },
      // Writes a V8 CPU profile of the API process (node --cpu-prof) into this folder.
      'cpu-prof-dir': { type: 'string' },
      // A subset, for profiling one path (ratios need hello).
      scenarios: { type: 'string', default: SCENARIOS.join(',') },
    },
  });
  const options = { rounds: Number(values.rounds), duration: Number(values.duration), connections: Number(values.connections), users: Number(values.users) };
  const logLevel = values['log-level'];
  const chosen = SCENARIOS.filter((scenario) => values.scenarios.split(',').includes(scenario));
  if (spawnSync('wrk', ['--version']).error) throw new Error('wrk is missing: apt-get install -y wrk');

  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-bench-throughput-'));
  // The API's log lines at warn and above: a LISTEN connection lost under load turns its caches off for a while.
  const apiLog = path.join(os.tmpdir(), `ieum-bench-throughput-api-${process.pid}.log`);
  const secret = randomBytes(32).toString('hex');
  const databaseUrl = await recreateDatabase(DATABASE);
  const db = await openDatabase({ DATABASE_URL: databaseUrl, DATA_DIR: scratch });
  let sessions: { id: number; userType: 'volunteer' | 'elderly'; sessionId: string }[];
  try {
    await runMigrations(db);
    await writeDataset(db, { seed: 3, volunteers: 2000, elderly: 600, anchor: ANCHOR, password: 'bench-only-1234' });
    const rows = await db.query<{ id: number; userType: 'volunteer' | 'elderly' }>(
      `select u.id, u.user_type as "userType" from users u join notifications n on n.recipient_id = u.id
       group by u.id order by count(*) desc, u.id limit $1`,
      [options.users],
    );
    sessions = rows.map((row) => ({ ...row, sessionId: randomUUID() }));
    for (const session of sessions) {
      await db.query(`insert into refresh_tokens (user_id, family_id, token_hash, expires_at) values ($1, $2, $3, now() + interval '1 day')`, [
        session.id,
        session.sessionId,
        randomBytes(32).toString('hex'),
      ]);
    }
  } finally {
    await db.close();
  }

  const hello = await startProcess('hello', ['--import', 'tsx', path.join(__dirname, 'hello-server.ts')], {}, '/hello');
  const api = await startProcess(
    'API',
    [...(values['cpu-prof-dir'] ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(values['cpu-prof-dir'])] : []), '--import', 'tsx', path.join(REPO_ROOT, 'api/src/server.ts')],
    { DATA_DIR: scratch, JWT_SECRET: secret, DATABASE_URL: databaseUrl, LOG_LEVEL: logLevel, NODE_ENV: 'production' },
    '/api/health',
    apiLog,
  );
  const runs: Run[] = [];
  try {
    const tokens = createAccessTokens(new TextEncoder().encode(secret));
    const lines: string[][] = [];
    for (const session of sessions) {
      const token = await tokens.sign({ id: String(session.id), userType: session.userType, sessionId: session.sessionId });
      const response = await fetch(`${api.baseUrl}/api/user/notification`, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`poll answered ${response.status}`);
      await response.arrayBuffer();
      lines.push([token, response.headers.get('etag') as string]);
    }
    const targets: Record<Scenario, { baseUrl: string; path: string; expected: number }> = {
      hello: { baseUrl: hello.baseUrl, path: '/hello', expected: 200 },
      'poll 304': { baseUrl: api.baseUrl, path: '/api/user/notification', expected: 304 },
      'GET /api/user': { baseUrl: api.baseUrl, path: '/api/user', expected: 200 },
    };
    const files = {} as Record<Scenario, string>;
    for (const scenario of SCENARIOS) {
      files[scenario] = path.join(scratch, `${scenario.replace(/\W+/g, '-')}.tsv`);
      fs.writeFileSync(files[scenario], `${lines.map(([token, etag]) => `${targets[scenario].path}\t${token}\t${etag}`).join('\n')}\n`);
    }

    const once = (scenario: Scenario, duration: number) => {
      const result = wrk(targets[scenario].baseUrl, files[scenario], { connections: options.connections, duration });
      const unexpected = Object.keys(result.statuses).filter((status) => Number(status) !== targets[scenario].expected);
      if (unexpected.length > 0 || result.errors > 0) throw new Error(`${scenario}: statuses ${JSON.stringify(result.statuses)}, ${result.errors} errors`);
      return result;
    };
    process.stdout.write('warming up\n');
    for (const scenario of chosen) once(scenario, 3);
    for (let roundIndex = 0; roundIndex < options.rounds; roundIndex += 1) {
      const order = chosen.map((_, index) => chosen[(index + roundIndex) % chosen.length]);
      for (const scenario of order) {
        const load1 = os.loadavg()[0];
        const server = scenario === 'hello' ? hello.child : api.child;
        const serverBefore = cpuSeconds(server.pid as number);
        const backendsBefore = databaseBackends();
        const result = once(scenario, options.duration);
        const serverCpu = cpuSeconds(server.pid as number) - serverBefore;
        const databaseCpu = scenario === 'hello' ? 0 : databaseCpuSince(backendsBefore);
        const run = {
          ...result,
          round: roundIndex + 1,
          scenario,
          requestsPerSecond: Math.round(result.requests / result.seconds),
          load1: round(load1, 2),
          serverCpuUs: Math.round((serverCpu * 1e6) / result.requests),
          databaseCpuUs: Math.round((databaseCpu * 1e6) / result.requests),
        };
        runs.push(run);
        process.stdout.write(
          `  round ${run.round} ${scenario}: ${run.requestsPerSecond} req/s, ${run.serverCpuUs} + ${run.databaseCpuUs} CPU us/request (load ${run.load1})\n`,
        );
      }
    }
  } finally {
    await Promise.all([stopProcess(hello.child), stopProcess(api.child)]);
    fs.rmSync(scratch, { recursive: true, force: true });
    await dropDatabase(DATABASE);
  }

  const rate = (roundIndex: number, scenario: Scenario) => runs.find((run) => run.round === roundIndex && run.scenario === scenario)?.requestsPerSecond ?? Number.NaN;
  const rounds = Array.from({ length: options.rounds }, (_, index) => {
    const helloRate = rate(index + 1, 'hello');
    return {
      round: index + 1,
      hello: helloRate,
      poll: rate(index + 1, 'poll 304'),
      user: rate(index + 1, 'GET /api/user'),
      pollRatio: round(rate(index + 1, 'poll 304') / helloRate, 3),
      userRatio: round(rate(index + 1, 'GET /api/user') / helloRate, 3),
    };
  });
  const summary = {
    pollRatio: round(median(rounds.map((r) => r.pollRatio)), 3),
    userRatio: round(median(rounds.map((r) => r.userRatio)), 3),
    hello: median(rounds.map((r) => r.hello)),
    poll: median(rounds.map((r) => r.poll)),
    user: median(rounds.map((r) => r.user)),
  };
  const warnings = fs.existsSync(apiLog)
    ? fs
        .readFileSync(apiLog, 'utf8')
        .split('\n')
        .filter((line) => /"level":(40|50|60)/.test(line))
        .map((line) => (JSON.parse(line) as { msg: string }).msg)
    : [];
  fs.rmSync(apiLog, { force: true });
  const version = await postgresVersion(process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres');
  const loads = runs.map((run) => run.load1);
  const latency = (scenario: Scenario) => {
    const of = runs.filter((run) => run.scenario === scenario);
    return `${round(median(of.map((run) => run.p50)), 1)} / ${round(median(of.map((run) => run.p99)), 1)}`;
  };
  const cpu = (scenario: Scenario) => {
    const of = runs.filter((run) => run.scenario === scenario);
    return { server: median(of.map((run) => run.serverCpuUs)), database: median(of.map((run) => run.databaseCpuUs)) };
  };
  const cpuOf = { hello: cpu('hello'), poll: cpu('poll 304'), user: cpu('GET /api/user') };
  // Requests per CPU-second relative to the hello: with the API's share of PostgreSQL's work and without.
  const cpuRatio = (of: { server: number; database: number }, withDatabase: boolean) =>
    round(cpuOf.hello.server / (of.server + (withDatabase ? of.database : 0)), 3);
  const markdown = [
    '# Throughput: the poll\'s 304 path and GET /api/user against a bare Fastify hello',
    '',
    `Run ${new Date().toISOString()} on ${machine()}; PostgreSQL ${version}.`,
    `Command: \`npx tsx bench/src/throughput.ts --rounds ${options.rounds} --duration ${options.duration} --connections ${options.connections} --users ${options.users} --log-level ${logLevel}\``,
    `The hello (\`bench/src/hello-server.ts\`: Fastify defaults, no logger) and the API (\`api/src/server.ts\`, NODE_ENV=production, LOG_LEVEL=${logLevel},`,
    'PostgreSQL, no Redis) each as its own process (`node --import tsx`), driven by `wrk -t1 -c' + options.connections + '` with `bench/src/throughput.lua`:',
    `every request is the next of ${sessions.length.toLocaleString('en')} signed-in users (token and current poll ETag), the same bytes for all three scenarios.`,
    `${options.rounds} rounds of ${options.duration} s per scenario after a 3 s warm-up each; the order rotates every round. Ratios are taken within each round.`,
    `Machine load (1-minute average) at the runs: ${Math.min(...loads)}-${Math.max(...loads)}, with other sessions' work on the same 2 cores:`,
    'absolute numbers move with it, the ratios much less.',
    '',
    `**Median ratios: poll 304 / hello = ${summary.pollRatio} (bar 0.6), GET /api/user / hello = ${summary.userRatio} (bar 0.35).**`,
    '',
    '| round | hello req/s | poll 304 req/s | GET /api/user req/s | poll / hello | user / hello |',
    '|---:|---:|---:|---:|---:|---:|',
    ...rounds.map((r) => `| ${r.round} | ${r.hello.toLocaleString('en')} | ${r.poll.toLocaleString('en')} | ${r.user.toLocaleString('en')} | ${r.pollRatio} | ${r.userRatio} |`),
    `| median | ${summary.hello.toLocaleString('en')} | ${summary.poll.toLocaleString('en')} | ${summary.user.toLocaleString('en')} | ${summary.pollRatio} | ${summary.userRatio} |`,
    '',
    `Latency p50 / p99 ms (median over rounds): hello ${latency('hello')}, poll 304 ${latency('poll 304')}, GET /api/user ${latency('GET /api/user')}.`,
    '',
    'CPU time per request (median over rounds; the server process from /proc/<pid>/stat, and the PostgreSQL backends of the bench',
    'database), a measure the other sessions\' load moves much less than req/s:',
    '',
    '| scenario | server CPU us/request | PostgreSQL CPU us/request | requests per CPU-second / hello (server only) | same, with PostgreSQL |',
    '|---|---:|---:|---:|---:|',
    `| hello | ${cpuOf.hello.server} | - | 1 | 1 |`,
    `| poll 304 | ${cpuOf.poll.server} | ${cpuOf.poll.database} | ${cpuRatio(cpuOf.poll, false)} | ${cpuRatio(cpuOf.poll, true)} |`,
    `| GET /api/user | ${cpuOf.user.server} | ${cpuOf.user.database} | ${cpuRatio(cpuOf.user, false)} | ${cpuRatio(cpuOf.user, true)} |`,
    '',
    `API warnings during the run (${warnings.length}): ${warnings.length === 0 ? 'none' : [...new Set(warnings)].map((msg) => `"${msg}" x${warnings.filter((w) => w === msg).length}`).join(', ')}.`,
    '',
  ].join('\n');
  const file = writeResult(logLevel === 'warn' ? 'throughput' : `throughput-${logLevel}`, markdown, { runAt: new Date().toISOString(), machine: machine(), postgres: version, options, logLevel, summary, cpu: cpuOf, warnings, rounds, runs });
  process.stdout.write(`\n${markdown}\nwritten to ${file}\n`);
}

main().catch((error: Error) => {
  process.stderr.write(`bench failed: ${error.stack ?? error.message}\n`);
  process.exit(1);
});
