import pg from 'pg';
import { type Database, type ListenHandlers, PG_TYPE, type Queryable, scopedQueryable, SESSION_TIME_ZONE, type TransactionOptions } from './database';

export interface PostgresOptions {
  connectionString: string;
  maxConnections?: number;
  /** Called for errors of idle pooled connections (the server restarting, say), which would otherwise crash the process. */
  onIdleError?: (error: Error) => void;
  /** How often a LISTEN connection is checked with a query (and how long that query may take). */
  listenHeartbeatMs?: number;
}

const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_TYPE.INT8 || oid === PG_TYPE.NUMERIC) return (value: string) => Number(value);
    if (oid === PG_TYPE.DATE) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/**
 * Bounds on a database that hangs or drops connections, so every request ends within about
 * CONNECT + QUERY (8 s) with 503 instead of waiting for the whole outage.
 */
export const DATABASE_TIMEOUTS = {
  /** Getting a connection: opening one, or waiting for a free one in the pool. */
  CONNECT_MS: 3_000,
  /** One statement: cancelled by the server (statement_timeout) or given up by the client (query_timeout). */
  QUERY_MS: 5_000,
  /** Closing the pool at shutdown (a frozen server never acknowledges). */
  CLOSE_MS: 3_000,
  /** TCP keep-alive probes on idle connections, so a silently dead server is noticed. */
  KEEP_ALIVE_INITIAL_DELAY_MS: 10_000,
} as const;

/** Marks errors meaning "the database is not answering", which the error handler turns into 503 SERVICE_UNAVAILABLE. */
export const DATABASE_UNAVAILABLE = 'DATABASE_UNAVAILABLE';

// node-pg reports these without a code (pool and client time-outs, a dropped connection).
const CONNECTION_FAILURE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'connection terminated',
  'query read timeout',
  'is not queryable',
  'connection timeout',
  'client was closed',
  'cannot use a pool after calling end',
];

/** A failure of the connection rather than of the SQL: no server severity, and one of node-pg's connection messages or a socket code. */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  if (typeof severity === 'string') return false;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return true;
  const message = error.message.toLowerCase();
  return CONNECTION_FAILURE_MESSAGES.some((part) => message.includes(part));
}

function unavailable(error: unknown): Error {
  if (error instanceof Error && (error as { code?: unknown }).code === DATABASE_UNAVAILABLE) return error;
  return Object.assign(new Error(`database unavailable: ${(error as Error).message}`, { cause: error }), { code: DATABASE_UNAVAILABLE });
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isConnectionFailure(error) ? unavailable(error) : error;
  }
}

function withDeadline(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
    timer.unref();
  });
  return Promise.race([promise.then(() => undefined, () => undefined), deadline]).finally(() => clearTimeout(timer));
}

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    types: typeParsers,
    options: `-c TimeZone=${SESSION_TIME_ZONE} -c statement_timeout=${DATABASE_TIMEOUTS.QUERY_MS}`,
    connectionTimeoutMillis: DATABASE_TIMEOUTS.CONNECT_MS,
    // A little after the server's own statement_timeout, for a server (or network) that does not answer at all.
    query_timeout: DATABASE_TIMEOUTS.QUERY_MS + 500,
    keepAlive: true,
    keepAliveInitialDelayMillis: DATABASE_TIMEOUTS.KEEP_ALIVE_INITIAL_DELAY_MS,
  });
  pool.on('error', (error) => options.onIdleError?.(error));
  try {
    await guarded(() => pool.query('select 1'));
  } catch (error) {
    await withDeadline(pool.end(), DATABASE_TIMEOUTS.CLOSE_MS);
    throw error;
  }

  return {
    kind: 'postgres',
    async query<Row>(sql: string, params?: readonly unknown[]) {
      return (await guarded(() => pool.query(sql, params as unknown[] | undefined))).rows as Row[];
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>, settings: TransactionOptions = {}) {
      const client = await guarded(() => pool.connect());
      // The pool listens for errors of idle connections only: a connection ending while checked out
      // emits 'error' on the client, which without a listener would end the process.
      let lost: Error | undefined;
      const onLost = (error: Error) => {
        if (lost) return;
        lost = error;
        options.onIdleError?.(error);
      };
      client.on('error', onLost);
      const limit = settings.statementTimeoutMs;
      const { tx, end } = scopedQueryable(async <Row>(sql: string, params?: readonly unknown[]) => {
        if (lost) throw unavailable(lost);
        const query = { text: sql, values: params as unknown[] | undefined, ...(limit ? { query_timeout: limit + 500 } : {}) };
        return (await guarded(() => client.query(query))).rows as Row[];
      });
      let broken: Error | undefined;
      try {
        await tx.query('begin');
        if (limit) await tx.query(`set local statement_timeout = ${Math.floor(limit)}`);
        const result = await fn(tx);
        await tx.query('commit');
        return result;
      } catch (error) {
        if (lost || (error as { code?: unknown }).code === DATABASE_UNAVAILABLE) {
          // The connection itself failed: a rollback would only wait on it again; dropping it ends the transaction.
          broken = error as Error;
        } else {
          await client.query('rollback').catch((rollbackError: Error) => {
            broken = rollbackError;
          });
        }
        throw error;
      } finally {
        end();
        // A connection that failed (or failed to roll back) is not given back to the pool; its
        // listener stays to absorb any late error while the pool closes it.
        broken ??= lost;
        if (!broken) client.removeListener('error', onLost);
        client.release(broken);
      }
    },
    listen(channel, handlers) {
      return listenWithReconnect(options, channel, handlers);
    },
    close() {
      return withDeadline(pool.end(), DATABASE_TIMEOUTS.CLOSE_MS);
    },
  };
}

const LISTEN_RETRY_MIN_MS = 1_000;
const LISTEN_RETRY_MAX_MS = 30_000;
// A connection that died without a word (a frozen server, a dropped NAT entry) sends no 'end':
// only a query that gets no answer shows it. Well under the caches' 30 s.
const LISTEN_HEARTBEAT_MS = 5_000;

/** LISTEN on a connection of its own (a pooled one would be handed to others), reconnecting with backoff. */
async function listenWithReconnect(options: PostgresOptions, channel: string, { onMessage, onGap, onHearing }: ListenHandlers) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = LISTEN_RETRY_MIN_MS;
  const heartbeatMs = options.listenHeartbeatMs ?? LISTEN_HEARTBEAT_MS;

  async function connect() {
    const next = new pg.Client({
      connectionString: options.connectionString,
      connectionTimeoutMillis: DATABASE_TIMEOUTS.CONNECT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: DATABASE_TIMEOUTS.KEEP_ALIVE_INITIAL_DELAY_MS,
    });
    let lost = false;
    let heartbeat: NodeJS.Timeout | undefined;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      clearInterval(heartbeat);
      if (error) options.onIdleError?.(error);
      void withDeadline(next.end(), DATABASE_TIMEOUTS.CLOSE_MS);
      if (client === next) client = undefined;
      if (stopped) return;
      onHearing?.(false);
      onGap();
      scheduleReconnect();
    };
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', onLost);
    next.on('end', () => onLost());
    try {
      await next.connect();
      await next.query(`listen ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      lost = true;
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      lost = true;
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    delay = LISTEN_RETRY_MIN_MS;
    const probe = { text: 'select 1', query_timeout: heartbeatMs };
    heartbeat = setInterval(() => {
      next.query(probe).catch((error: Error) => onLost(error));
    }, heartbeatMs);
    heartbeat.unref();
  }

  function scheduleReconnect() {
    retryTimer = setTimeout(() => {
      connect()
        .then(() => {
          if (stopped) return;
          onGap();
          onHearing?.(true);
        })
        .catch(() => {
          if (!stopped) scheduleReconnect();
        });
    }, delay);
    retryTimer.unref();
    delay = Math.min(delay * 2, LISTEN_RETRY_MAX_MS);
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const current = client;
    client = undefined;
    if (current) await withDeadline(current.end(), DATABASE_TIMEOUTS.CLOSE_MS);
  };
}
