import path from 'node:path';
import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface DatabaseSettings {
  DATABASE_URL?: string;
  DATA_DIR: string;
}

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in <DATA_DIR>/pglite. */
export function openDatabase(settings: DatabaseSettings, onIdleError?: (error: Error) => void): Promise<Database> {
  if (settings.DATABASE_URL) return openPostgres({ connectionString: settings.DATABASE_URL, onIdleError });
  return openPglite({ dataDir: path.join(settings.DATA_DIR, 'pglite') });
}
