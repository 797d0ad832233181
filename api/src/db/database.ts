/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  /**
   * Runs ONE statement with $1.. placeholders and returns its rows (use RETURNING to see what an
   * insert/update/delete touched). bigint and numeric come back as numbers, date as 'YYYY-MM-DD'
   * text, timestamptz as Date, json/jsonb parsed. Pass JSON as a string and cast it: $1::jsonb.
   */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/** The one database interface every service uses; PGlite and PostgreSQL run the same SQL. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in BEGIN/COMMIT on one connection, ROLLBACK when it throws. Use tx.query inside, never db.query. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Hears pg_notify(channel, payload) from every process on this database, after the sender's
   * commit. onGap: the connection was lost or came back, so messages may have been missed.
   * Resolves to a function that stops listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface TransactionOptions {
  /** Each statement's time limit instead of the default bound (PostgreSQL only): migrations may wait on a lock or build an index. */
  statementTimeoutMs?: number;
}

export interface ListenHandlers {
  onMessage(payload: string): void;
  onGap(): void;
  /** false from the moment the connection is found lost until it listens again: nothing heard in between, so cache nothing. */
  onHearing?(hearing: boolean): void;
}

/** Sessions use Seoul time so SQL like current_date agrees with the business rules. */
export const SESSION_TIME_ZONE = 'Asia/Seoul';

// Type OIDs whose default parsing differs between pg and PGlite.
export const PG_TYPE = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;

/** A transaction handle that refuses use after its transaction ended (a stray await would otherwise run outside it). */
export function scopedQueryable(run: Queryable['query']): { tx: Queryable; end(): void } {
  let open = true;
  return {
    tx: {
      query(sql, params) {
        if (!open) return Promise.reject(new Error('Transaction already finished: this query would run outside it'));
        return run(sql, params);
      },
    },
    end() {
      open = false;
    },
  };
}
