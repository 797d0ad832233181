// Recommendation latency on PostgreSQL with 1k, 10k and 100k generated volunteers.
//   npx tsx bench/src/recommendation.ts [--sizes 1000,10000,100000] [--samples 300] [--keep]
// Each size gets its own database (ieum_bench_rec_<size>, dropped afterwards unless --keep; an
// existing one is reused with --keep). Every sample is a full POST /api/elderly/recommend through
// the app (auth, validation, the insert, the candidate query, ranking, serialisation), timed
// in-process with app.inject on a server that does nothing else.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { buildApp, entitySeed, loadConfig, openPostgres, pick, REQUEST_TEXTS, runMigrations, seededRandom, writeDataset } from '@ieum/api';
import { DAY_MS, HELP_TYPE_CODES, seoulDayStart, toSeoulIso } from '@ieum/domain';
import { databaseExists, dropDatabase, machine, percentile, postgresVersion, recreateDatabase, databaseUrl, round, writeResult } from './lib';

const ANCHOR = Date.parse('2026-12-01T09:00:00+09:00');
const LIMIT_P95_MS = 50;

interface SizeResult {
  volunteers: number;
  elderly: number;
  activities: number;
  generateSeconds: number;
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
  averageQualified: number;
  averageReturned: number;
}

async function benchSize(volunteers: number, samples: number, keep: boolean): Promise<SizeResult> {
  const name = `ieum_bench_rec_${volunteers}`;
  const reuse = keep && (await databaseExists(name));
  const url = reuse ? databaseUrl(name) : await recreateDatabase(name);
  const db = await openPostgres({ connectionString: url, maxConnections: 4 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-bench-'));
  const elderlyCount = Math.ceil(volunteers / 5);
  let generateSeconds = 0;
  try {
    await runMigrations(db);
    if (!reuse) {
      const started = performance.now();
      await writeDataset(db, { seed: 1, volunteers, elderly: elderlyCount, anchor: ANCHOR, password: 'bench-only-1234', batchSize: 5000 });
      await db.query('analyze');
      generateSeconds = (performance.now() - started) / 1000;
    }
    // Earlier runs' requests would collide with the one-per-day rule: start from the generated state.
    await db.query(`delete from activities where created_at >= $1`, [new Date(ANCHOR)]);
    const [{ count: activities }] = await db.query<{ count: number }>('select count(*) as count from activities');

    const config = loadConfig({
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      // The samples reuse a few hundred users within minutes: measure the search, not the per-user limits.
      RECOMMEND_MAX_PER_USER_PER_HOUR: '1000000',
      HELP_REQUEST_MAX_PER_DAY: '1000000',
      HELP_REQUEST_MAX_OPEN: '1000000',
    });
    const app = await buildApp({ config, db, now: () => ANCHOR, matchingWorker: { autoStart: false }, seedDemoAccounts: false });
    try {
      const elderly = await db.query<{ id: number }>(`select id from users where user_type = 'elderly' order by id`);
      const tokens = new Map<number, string>();
      const tokenFor = async (id: number) => {
        if (!tokens.has(id)) tokens.set(id, (await app.sessions.issue({ id, userType: 'elderly' })).accessToken);
        return tokens.get(id) as string;
      };
      const random = seededRandom(entitySeed(1, 'bench', volunteers));
      const times: number[] = [];
      let qualified = 0;
      let returned = 0;
      const warmUp = 30;
      for (let index = 0; index < warmUp + samples; index += 1) {
        const user = elderly[(index * 7919) % elderly.length];
        const type = pick(random, HELP_TYPE_CODES);
        for (let dayOffset = 1 + (index % 14), tries = 0; tries < 14; tries += 1, dayOffset = (dayOffset % 28) + 1) {
          const start = seoulDayStart(ANCHOR).getTime() + dayOffset * DAY_MS + (18 + Math.floor(random() * 18)) * 30 * 60_000;
          const payload = { volunteerType: type, startTime: toSeoulIso(start), addDescription: pick(random, REQUEST_TEXTS[type]), animalType: 'none' };
          const headers = { authorization: `Bearer ${await tokenFor(user.id)}` };
          const began = performance.now();
          const response = await app.inject({ method: 'POST', url: '/api/elderly/recommend', payload, headers });
          const elapsed = performance.now() - began;
          if (response.statusCode === 409) continue; // that user already has a request that day: another day
          if (response.statusCode !== 200) throw new Error(`recommend answered ${response.statusCode}: ${response.body}`);
          if (index >= warmUp) {
            times.push(elapsed);
            const body = response.json() as { matchingId: number; recommendVolunteers: unknown[] };
            qualified += (await app.matching.qualifiedVolunteers(body.matchingId)).length;
            returned += body.recommendVolunteers.length;
          }
          break;
        }
      }
      times.sort((a, b) => a - b);
      return {
        volunteers,
        elderly: elderlyCount,
        activities,
        generateSeconds: round(generateSeconds),
        samples: times.length,
        p50: round(percentile(times, 50), 2),
        p95: round(percentile(times, 95), 2),
        p99: round(percentile(times, 99), 2),
        max: round(times[times.length - 1], 2),
        mean: round(times.reduce((sum, t) => sum + t, 0) / times.length, 2),
        averageQualified: round(qualified / times.length),
        averageReturned: round(returned / times.length, 2),
      };
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (!keep) await dropDatabase(name);
  }
}

async function main() {
  const { values } = parseArgs({
    options: { sizes: { type: 'string', default: '1000,10000,100000' }, samples: { type: 'string', default: '300' }, keep: { type: 'boolean', default: false } },
  });
  const sizes = values.sizes.split(',').map(Number);
  const samples = Number(values.samples);
  const results: SizeResult[] = [];
  for (const size of sizes) {
    process.stdout.write(`volunteers ${size}...\n`);
    const result = await benchSize(size, samples, values.keep);
    process.stdout.write(`  ${JSON.stringify(result)}\n`);
    results.push(result);
  }
  const version = await postgresVersion(process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres');
  const worst = Math.max(...results.filter((r) => r.volunteers >= 100_000).map((r) => r.p95), 0);
  const markdown = [
    '# Recommendation latency (POST /api/elderly/recommend)',
    '',
    `Run ${new Date().toISOString()} on ${machine()}, PostgreSQL ${version}.`,
    `Data: \`api/src/generator\` seed 1 (volunteers over the 23 districts, elderly = volunteers / 5 with past and upcoming activities), anchor ${toSeoulIso(ANCHOR)} Seoul.`,
    `Each sample: one full request through the app in-process (auth, validation, insert of the request, candidate query, ranking, JSON), ${samples} samples after 30 warm-up, sequential, random elderly user / type / day (1-14 days ahead) / time (09:00-17:30).`,
    '',
    '| volunteers | elderly | activities | p50 ms | p95 ms | p99 ms | max ms | mean ms | qualified per request | returned | data generation s |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.volunteers.toLocaleString('en')} | ${r.elderly.toLocaleString('en')} | ${r.activities.toLocaleString('en')} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.mean} | ${r.averageQualified} | ${r.averageReturned} | ${r.generateSeconds} |`,
    ),
    '',
    results.some((r) => r.volunteers >= 100_000)
      ? `Requirement: p95 under ${LIMIT_P95_MS} ms at 100k volunteers: ${worst < LIMIT_P95_MS ? 'met' : 'NOT met'} (${worst} ms).`
      : '',
    '',
  ].join('\n');
  const file = writeResult('recommendation', markdown, { runAt: new Date().toISOString(), machine: machine(), postgres: version, samples, results });
  process.stdout.write(`\n${markdown}\nwritten to ${file}\n`);
}

main().catch((error: Error) => {
  process.stderr.write(`bench failed: ${error.stack ?? error.message}\n`);
  process.exit(1);
});
