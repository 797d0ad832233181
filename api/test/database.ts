import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '../src/db/database';
import { loadMigrations, MIGRATIONS_DIR, runMigrations } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';

/**
 * Which database the tests run on: PostgreSQL when TEST_DATABASE_URL is set (a fresh database per
 * test file, dropped afterwards), otherwise PGlite loaded from a migrated template built once.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const testDatabaseKind: Database['kind'] = TEST_DATABASE_URL ? 'postgres' : 'pglite';

function migrationsHash(extra = ''): string {
  const hash = createHash('sha256').update(extra);
  for (const file of fs.readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(file).update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * PostgreSQL's own template databases, dropped from the PGlite template: PGlite never creates a
 * database, and every test database unpacks the whole tarball into memory (42 MB with them, 28 MB
 * without: about a fifth less CPU per test database).
 */
const UNUSED_DATABASES = ['template0', 'template1'];

/** The template's file name changes whenever a migration, the PGlite version or its making does. */
export function pgliteTemplatePath(): string {
  // The package's exports hide package.json; it sits one folder above the resolved dist/ entry.
  const pglite = fs.readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'), 'utf8');
  return path.join(os.tmpdir(), `ieum-api-pglite-template-${migrationsHash(pglite + UNUSED_DATABASES.join())}.tar`);
}

/** Templates of other migration sets, untouched for an hour (a run still using one has read it by then). */
function removeStaleTemplates(current: string) {
  const hourAgo = Date.now() - 60 * 60 * 1000;
  for (const name of fs.readdirSync(os.tmpdir())) {
    const file = path.join(os.tmpdir(), name);
    if (!name.startsWith('ieum-api-pglite-template-') || file === current) continue;
    try {
      if (fs.statSync(file).mtimeMs < hourAgo) fs.rmSync(file, { force: true });
    } catch {
      // Removed by a parallel run.
    }
  }
}

/** Creates the template if missing; written under a temporary name and renamed, so parallel runs are safe. */
export async function ensurePgliteTemplate(): Promise<string> {
  const file = pgliteTemplatePath();
  removeStaleTemplates(file);
  if (fs.existsSync(file)) {
    // A read leaves the time alone: mark the use, so a run of another branch never takes it for stale.
    try {
      fs.utimesSync(file, new Date(), new Date());
    } catch {
      // Removed meanwhile: made again below.
    }
    if (fs.existsSync(file)) return file;
  }
  const db = await openPglite();
  try {
    await runMigrations(db, loadMigrations());
    for (const name of UNUSED_DATABASES) {
      await db.query(`alter database ${name} is_template false`);
      await db.query(`drop database ${name}`);
    }
    await db.query('checkpoint');
    const tarball = Buffer.from(await (await db.dump()).arrayBuffer());
    const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    fs.writeFileSync(temporary, tarball);
    fs.renameSync(temporary, file);
  } finally {
    await db.close();
  }
  return file;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export interface TestDatabase {
  db: Database;
  /** The connection string of the per-file PostgreSQL database, when on PostgreSQL. */
  url?: string;
  drop(): Promise<void>;
}

/** A template's last use, kept in its comment: PostgreSQL keeps no time for a database. */
async function markUsed(admin: pg.Client, template: string) {
  await admin.query(`comment on database ${template} is 'used ${Date.now()}'`);
}

/**
 * Templates of other migration sets, and copies left half-built by a killed run, unused for an
 * hour. One still in use refuses the drop, and is left for the next run.
 */
async function removeStalePostgresTemplates(admin: pg.Client, current: string) {
  const hourAgo = Date.now() - 60 * 60 * 1000;
  const { rows } = await admin.query<{ name: string; comment: string | null }>(
    `select datname as name, shobj_description(oid, 'pg_database') as comment from pg_database where datname like 'ieum\\_template\\_%'`,
  );
  for (const { name, comment } of rows) {
    const usedAt = Number(/^used (\d+)$/.exec(comment ?? '')?.[1] ?? /^ieum_template_build_(\d+)_/.exec(name)?.[1] ?? 0);
    if (name === current || usedAt > hourAgo) continue;
    await admin.query(`drop database if exists ${name}`).catch(() => undefined);
  }
}

/**
 * A migrated database on the PostgreSQL server that every test file's database is copied from
 * (CREATE DATABASE ... TEMPLATE: ~0.2 s instead of ~0.7 s of migrations per file). Named by the
 * migrations, so a changed migration gets its own; built under another name and renamed, so runs
 * sharing the server (other branches, parallel workers) never copy a half-migrated one.
 */
export async function ensurePostgresTemplate(adminUrl: string): Promise<string> {
  const template = `ieum_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await removeStalePostgresTemplates(admin, template);
    if ((await admin.query('select 1 from pg_database where datname = $1', [template])).rowCount) {
      await markUsed(admin, template);
      return template;
    }
    // The start time in the name: a copy still being built is never taken for a stale one.
    const building = `ieum_template_build_${Date.now()}_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${building}`);
    const db = await openPostgres({ connectionString: withDatabaseName(adminUrl, building), maxConnections: 1 });
    try {
      await runMigrations(db);
    } finally {
      await db.close();
    }
    try {
      await admin.query(`alter database ${building} rename to ${template}`);
      await markUsed(admin, template);
    } catch (error) {
      // 42P04: a parallel run renamed its copy first.
      if ((error as { code?: string }).code !== '42P04') throw error;
      await admin.query(`drop database if exists ${building} with (force)`);
    }
  } finally {
    await admin.end();
  }
  return template;
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const template = process.env.IEUM_POSTGRES_TEMPLATE ?? (await ensurePostgresTemplate(adminUrl));
  const name = `ieum_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = withDatabaseName(adminUrl, name);
  const db = await openPostgres({ connectionString: url, maxConnections: 5 });
  return {
    db,
    url,
    async drop() {
      await db.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** The template's bytes; if another run removed the file, it is made again. */
async function readPgliteTemplate() {
  const named = process.env.IEUM_PGLITE_TEMPLATE;
  try {
    if (named) return fs.readFileSync(named);
  } catch {
    // Gone: made again below.
  }
  return fs.readFileSync(await ensurePgliteTemplate());
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  const template = await readPgliteTemplate();
  const db = await openPglite({ loadDataDir: new Blob([template]) });
  return { db, drop: () => db.close() };
}

/** A migrated, empty database of its own for one test file. */
export function createTestDatabase(): Promise<TestDatabase> {
  return TEST_DATABASE_URL ? createPostgresDatabase(TEST_DATABASE_URL) : createPgliteDatabase();
}

/**
 * Empties every table but the migration record and restarts their sequences, so each test starts
 * clean. One statement, DELETE rather than TRUNCATE: TRUNCATE gives each of the ~40 tables, its
 * indexes and sequences new files, which on PGlite is JavaScript file-system work, and a reset runs
 * before most API tests (PGlite in jest: 124 ms of CPU a reset, 28 ms this way). Replica mode (for this
 * transaction only) skips the foreign-key checks and the other triggers, as TRUNCATE does.
 */
export async function resetDatabase(db: Database): Promise<void> {
  // The app's background workers (push delivery, the matching worker, clean-ups) may hold row locks
  // while a reset deletes every table; PostgreSQL then aborts one side as a deadlock victim (40P01),
  // and a victim is meant to be run again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await deleteEverything(db);
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt === 5) throw error;
    }
  }
}

async function deleteEverything(db: Database): Promise<void> {
  await db.query(`do $$
    declare
      found record;
    begin
      perform set_config('session_replication_role', 'replica', true);
      for found in select tablename from pg_tables where schemaname = 'public' and tablename <> 'schema_migrations' loop
        execute format('delete from public.%I', found.tablename);
      end loop;
      perform setval(sequence.seqrelid, sequence.seqstart, false)
      from pg_sequence sequence
      join pg_depend owner on owner.classid = 'pg_class'::regclass and owner.objid = sequence.seqrelid and owner.deptype in ('a', 'i')
      join pg_class owning on owning.oid = owner.refobjid
      join pg_namespace namespace on namespace.oid = owning.relnamespace
      where namespace.nspname = 'public' and owning.relname <> 'schema_migrations';
    end
  $$`);
}
