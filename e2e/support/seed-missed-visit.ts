// Run as a child process (PGlite needs ES module loading that jest's sandbox lacks):
//   tsx e2e/support/seed-missed-visit.ts '<json>'
// with {dataDir, matchingId, startedMinutesAgo}. Moves a matched visit into the past, as if its
// volunteer never came: the API's sweep then records the missed check-in in real time (the API
// must be stopped: one process at a time).
import path from 'node:path';
import { openPglite } from '../../api/src/db/pglite';

interface SeedRequest {
  dataDir: string;
  matchingId: number;
  startedMinutesAgo: number;
}

async function seed({ dataDir, matchingId, startedMinutesAgo }: SeedRequest) {
  const db = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const start = new Date(Math.floor((Date.now() - startedMinutesAgo * 60_000) / 60_000) * 60_000);
    const moved = await db.query(
      `update activities set start_time = $2, end_time = $2::timestamptz + interval '3 hours', created_at = $2::timestamptz - interval '1 day',
         matched_at = $2::timestamptz - interval '1 day'
       where id = $1 and status = 'PROGRESS' returning id`,
      [matchingId, start],
    );
    if (moved.length !== 1) throw new Error(`seed found ${moved.length} matched visit(s) with id ${matchingId}`);
  } finally {
    await db.close();
  }
}

seed(JSON.parse(process.argv[2]) as SeedRequest).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
