import pg from 'pg';
import { type Database, type ListenHandlers, PG_TYPE, type Queryable, scopedQueryable, SESSION_TIME_ZONE } from './database';

export interface PostgresOptions {
  connectionString: string;
  maxConnections?: number;
  /** Called for errors of idle pooled connections (the server restarting, say), which would otherwise crash the process. */
  onIdleError?: (error: Error) => void;
}

const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_TYPE.INT8 || oid === PG_TYPE.NUMERIC) return (value: string) => Number(value);
    if (oid === PG_TYPE.DATE) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    types: typeParsers,
    options: `-c TimeZone=${SESSION_TIME_ZONE}`,
    connectionTimeoutMillis: 10_000,
  });
  pool.on('error', (error) => options.onIdleError?.(error));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw error;
  }

  return {
    kind: 'postgres',
    async query<Row>(sql: string, params?: readonly unknown[]) {
      return (await pool.query(sql, params as unknown[] | undefined)).rows as Row[];
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      const { tx, end } = scopedQueryable(async <Row>(sql: string, params?: readonly unknown[]) =>
        (await client.query(sql, params as unknown[] | undefined)).rows as Row[]);
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const result = await fn(tx);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        end();
        // A connection that failed to roll back is not given back to the pool.
        client.release(broken);
      }
    },
    listen(channel, handlers) {
      return listenWithReconnect(options, channel, handlers);
    },
    close() {
      return pool.end();
    },
  };
}

const LISTEN_RETRY_MIN_MS = 1_000;
const LISTEN_RETRY_MAX_MS = 30_000;

/** LISTEN on a connection of its own (a pooled one would be handed to others), reconnecting with backoff. */
async function listenWithReconnect(options: PostgresOptions, channel: string, { onMessage, onGap }: ListenHandlers) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = LISTEN_RETRY_MIN_MS;

  async function connect() {
    const next = new pg.Client({ connectionString: options.connectionString, connectionTimeoutMillis: 10_000 });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (error) options.onIdleError?.(error);
      next.end().catch(() => undefined);
      if (client === next) client = undefined;
      if (stopped) return;
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
  }

  function scheduleReconnect() {
    retryTimer = setTimeout(() => {
      connect()
        .then(() => !stopped && onGap())
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
    await current?.end().catch(() => undefined);
  };
}
