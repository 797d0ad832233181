// Fills the API's database with generated volunteers, elderly users and their history.
//   npx tsx api/scripts/generate-data.ts --volunteers 1000 --elderly 300 --seed 7
//   DATABASE_URL=postgres://root@127.0.0.1:5432/bench npx tsx api/scripts/generate-data.ts --volunteers 100000 --replace
// Same seed and anchor, same data. Without DATABASE_URL it writes to the embedded database in
// DATA_DIR (stop the API first: PGlite allows one process). Logic: api/src/generator/.
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config/env';
import { runMigrations } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import { parseClientDateTime } from '@ieum/domain';
import { removeDataset, writeDataset } from '../src/generator/write-dataset';

async function main() {
  const { values } = parseArgs({
    options: {
      volunteers: { type: 'string', default: '1000' },
      elderly: { type: 'string' },
      seed: { type: 'string', default: '1' },
      anchor: { type: 'string' },
      password: { type: 'string', default: 'ieum-demo-1234' },
      replace: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(
      'generate-data --volunteers N [--elderly M (default N/5)] [--seed S] [--anchor 2026-12-01T09:00 (Seoul; default now)] [--password P] [--replace]\n',
    );
    return;
  }
  const volunteers = Number(values.volunteers);
  const elderly = values.elderly === undefined ? Math.ceil(volunteers / 5) : Number(values.elderly);
  const seed = Number(values.seed);
  const anchor = values.anchor ? parseClientDateTime(values.anchor)?.getTime() : Date.now();
  if (![volunteers, elderly, seed].every((n) => Number.isInteger(n) && n >= 0) || anchor === undefined) {
    throw new Error('volunteers, elderly and seed must be whole numbers, anchor a date-time like 2026-12-01T09:00');
  }

  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await runMigrations(db);
    if (values.replace) process.stdout.write(`removed ${await removeDataset(db, seed)} users of an earlier run with seed ${seed}\n`);
    const started = Date.now();
    const summary = await writeDataset(db, {
      seed,
      volunteers,
      elderly,
      anchor,
      password: values.password,
      log: (message) => process.stdout.write(`  ${message}\n`),
    });
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
    process.stdout.write(
      `done in ${((Date.now() - started) / 1000).toFixed(1)} s on ${db.kind}. Sign in as ${summary.usernamePrefix}v0 (volunteer) ` +
        `or ${summary.usernamePrefix}e0 (elderly), password ${values.password}\n`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: Error) => {
  process.stderr.write(`generate-data failed: ${error.message}\n`);
  process.exit(1);
});
