import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

export interface Migration {
  /** The file name without extension, e.g. "0001-accounts"; recorded in schema_migrations. */
  id: string;
  statements: string[];
}

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
// .js: the compiled servers (tools/scripts/build-servers.mjs) carry the migrations built to JavaScript.
const MIGRATION_FILE = /^(\d{4}-[a-z0-9-]+)\.(?:ts|js)$/;

// Any constant works; every process that migrates this database takes the same lock.
const MIGRATION_LOCK_KEY = 7_243_031_901;

/** PGlite rejects several statements in one string while pg accepts them: refuse them everywhere. */
export function assertSingleStatement(sql: string, where: string): void {
  const withoutLiterals = sql
    .replace(/\$([a-z_]*)\$[\s\S]*?\$\1\$/gi, '')
    .replace(/'(?:[^']|'')*'/g, '')
    .replace(/--[^\n]*/g, '');
  if (/;\s*\S/.test(withoutLiterals)) {
    throw new Error(`${where} holds more than one SQL statement; give each its own array entry`);
  }
}

/** Every migrations/NNNN-name.ts file, in name order. Each exports `statements: string[]`. */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .map((file) => MIGRATION_FILE.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .sort((a, b) => a[1].localeCompare(b[1]))
    .map(([file, id]) => {
      const { statements } = require(path.join(dir, file)) as { statements?: unknown };
      if (!Array.isArray(statements) || !statements.every((s) => typeof s === 'string')) {
        throw new Error(`Migration ${file} must export statements: string[]`);
      }
      statements.forEach((sql, index) => assertSingleStatement(sql, `Migration ${id} statement ${index + 1}`));
      return { id, statements };
    });
}

// Another server may hold the lock while it migrates, and an index on a large table takes a while.
const MIGRATION_STATEMENT_TIMEOUT_MS = 10 * 60 * 1000;

/**
 * Applies the migrations not yet recorded in schema_migrations, each in its own transaction under a
 * transaction-scoped advisory lock, so two servers starting together on one PostgreSQL apply each
 * migration once. Returns the ids it applied.
 */
export async function runMigrations(db: Database, migrations: Migration[] = loadMigrations()): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of migrations) {
    const didApply = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
      await tx.query(
        'create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())',
      );
      const done = await tx.query('select 1 from schema_migrations where id = $1', [migration.id]);
      if (done.length > 0) return false;
      for (const sql of migration.statements) await tx.query(sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
      return true;
    }, { statementTimeoutMs: MIGRATION_STATEMENT_TIMEOUT_MS });
    if (didApply) applied.push(migration.id);
  }
  return applied;
}
