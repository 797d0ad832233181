// Run as a child process (PGlite needs ES module loading that jest's sandbox lacks):
//   tsx e2e/support/seed-care-dashboard.ts '<json>'
// with {dataDir, requestId, hoursAgo, volunteerUsername, daysAgo}. Makes rows old enough for the
// welfare worker's lists, which look back in real time: a help request made `hoursAgo` hours ago
// and a volunteer who joined `daysAgo` days ago (the API must be stopped: one process at a time).
import path from 'node:path';
import { openPglite } from '../../api/src/db/pglite';

interface SeedRequest {
  dataDir: string;
  requestId: number;
  hoursAgo: number;
  volunteerUsername: string;
  daysAgo: number;
}

async function seed({ dataDir, requestId, hoursAgo, volunteerUsername, daysAgo }: SeedRequest) {
  const db = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const requests = await db.query('update activities set created_at = $2 where id = $1 returning id', [requestId, new Date(Date.now() - hoursAgo * 3600_000)]);
    const volunteers = await db.query('update users set created_at = $2 where username = $1 returning id', [volunteerUsername, new Date(Date.now() - daysAgo * 86_400_000)]);
    if (requests.length !== 1 || volunteers.length !== 1) throw new Error(`seed found ${requests.length} request(s) and ${volunteers.length} volunteer(s)`);
  } finally {
    await db.close();
  }
}

seed(JSON.parse(process.argv[2]) as SeedRequest).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
