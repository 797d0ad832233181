import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { acquireDataDirLock } from './data-dir-lock';
import { type Database, PG_TYPE, type Queryable, scopedQueryable, SESSION_TIME_ZONE } from './database';

export interface PgliteOptions {
  /** Folder for the database files; locked for this process. Omit for an in-memory database. */
  dataDir?: string;
  /** A dumpDataDir() tarball to start from (tests load a migrated template this way). */
  loadDataDir?: Blob;
}

export const PGLITE_EXTENSIONS = { btree_gist };

const PARSERS = {
  [PG_TYPE.INT8]: Number,
  [PG_TYPE.NUMERIC]: Number,
  [PG_TYPE.DATE]: (value: string) => value,
};

/** Runs tasks one at a time, in order. */
class Queue {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

export interface PgliteDatabase extends Database {
  readonly kind: 'pglite';
  /** The whole database as a tarball, for opening copies with loadDataDir. */
  dump(): Promise<Blob>;
}

export async function openPglite(options: PgliteOptions = {}): Promise<PgliteDatabase> {
  let releaseLock = () => {};
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(`${path.resolve(options.dataDir)}.lock`);
  }
  let pg: PGlite;
  try {
    pg = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: PGLITE_EXTENSIONS,
      parsers: PARSERS,
    });
    await pg.query(`set time zone '${SESSION_TIME_ZONE}'`);
  } catch (error) {
    releaseLock();
    throw error;
  }

  // PGlite is a single session: a query issued while another caller's transaction is open would run
  // inside it. Every query and every whole transaction therefore waits its turn in one queue.
  const queue = new Queue();
  const insideTransaction = new AsyncLocalStorage<boolean>();
  const run = async <Row>(sql: string, params?: readonly unknown[]) => {
    try {
      return (await pg.query<Row>(sql, params as unknown[] | undefined)).rows;
    } catch (error) {
      // PGlite puts every parameter value on its errors (pg does not): password hashes, phone
      // numbers and push keys would reach the log of an unexpected error. Keep the SQL text only.
      if (error && typeof error === 'object' && 'params' in error) delete (error as { params?: unknown }).params;
      throw error;
    }
  };

  const db: PgliteDatabase = {
    kind: 'pglite',
    query<Row>(sql: string, params?: readonly unknown[]) {
      if (insideTransaction.getStore()) {
        return Promise.reject(new Error('db.query called inside db.transaction: use the tx argument'));
      }
      return queue.run(() => run<Row>(sql, params));
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return queue.run(async () => {
        const { tx, end } = scopedQueryable(run);
        await pg.query('begin');
        try {
          const result = await insideTransaction.run(true, () => fn(tx));
          await pg.query('commit');
          return result;
        } catch (error) {
          await pg.query('rollback');
          throw error;
        } finally {
          end();
        }
      });
    },
    async listen(channel, { onMessage }) {
      // Through the queue: a LISTEN issued inside another caller's open transaction would be undone by its rollback.
      const unsubscribe = await queue.run(() => pg.listen(channel, onMessage));
      return () => queue.run(async () => {
        if (!pg.closed) await unsubscribe();
      });
    },
    dump() {
      return queue.run(async () => (await pg.dumpDataDir('none')) as Blob);
    },
    async close() {
      await queue.run(async () => {
        if (!pg.closed) await pg.close();
      });
      releaseLock();
    },
  };
  return db;
}
