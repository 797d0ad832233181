import { ensurePgliteTemplate, TEST_DATABASE_URL } from './database';

export default async function globalSetup() {
  if (TEST_DATABASE_URL) return;
  // Workers start after this and inherit the variable.
  process.env.IEUM_PGLITE_TEMPLATE = await ensurePgliteTemplate();
}
