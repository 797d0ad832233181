import { ensurePgliteTemplate, ensurePostgresTemplate, TEST_DATABASE_URL } from './database';

/** Builds the migrated template once per run; workers start after this and inherit the variable. */
export default async function globalSetup() {
  if (TEST_DATABASE_URL) process.env.IEUM_POSTGRES_TEMPLATE = await ensurePostgresTemplate(TEST_DATABASE_URL);
  else process.env.IEUM_PGLITE_TEMPLATE = await ensurePgliteTemplate();
}
