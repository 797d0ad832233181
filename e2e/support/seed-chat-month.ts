// Run as a child process (PGlite needs ES module loading that jest's sandbox lacks):
//   tsx e2e/support/seed-chat-month.ts '<json>'
// with {dataDir, username, emotions: {label: count}, at: ISO}. Puts that many of the user's
// messages with those emotion labels at `at` into the stack's embedded database (the API must be
// stopped: one process at a time) and forgets the user's cached monthly analyses.
import path from 'node:path';
import { openPglite } from '../../api/src/db/pglite';

interface SeedRequest {
  dataDir: string;
  username: string;
  emotions: Record<string, number>;
  at: string;
}

async function seed({ dataDir, username, emotions, at }: SeedRequest) {
  const db = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const [user] = await db.query<{ id: number }>('select id from users where username = $1', [username]);
    if (!user) throw new Error(`no user ${username}`);
    let minute = 0;
    for (const [emotion, count] of Object.entries(emotions)) {
      for (let index = 0; index < count; index += 1) {
        minute += 1;
        await db.query("insert into chat_messages (user_id, sender, text, emotion, created_at) values ($1, 'user', $2, $3, $4)", [
          user.id,
          `지난달 이야기 ${minute}`,
          emotion,
          new Date(Date.parse(at) + minute * 60_000),
        ]);
      }
    }
    await db.query('delete from chat_monthly_analyses where user_id = $1', [user.id]);
  } finally {
    await db.close();
  }
}

seed(JSON.parse(process.argv[2]) as SeedRequest).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
