// Run by the e2e global setup (through tsx): `pglite-template.ts <folder>` creates an embedded
// database in <folder> with every migration applied. Each test stack's API starts on a copy of it,
// as it would on a fresh DATA_DIR, without creating the database files and migrating them again.
import { openPglite } from '../../api/src/db/pglite';
import { runMigrations } from '../../api/src/db/migrate';

async function main() {
  const folder = process.argv[2];
  if (!folder) throw new Error('usage: pglite-template.ts <folder>');
  const db = await openPglite({ dataDir: folder });
  try {
    await runMigrations(db);
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
