// Shared by the benches: scratch PostgreSQL databases, percentiles, free ports, result files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export { freePort, freePorts } from '../../tools/jest/free-port';

export const REPO_ROOT = path.resolve(__dirname, '../..');
export const RESULTS_DIR = path.join(REPO_ROOT, 'bench/results');
/** An admin connection that may create and drop databases. */
export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function databaseExists(name: string): Promise<boolean> {
  return admin(async (client) => (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1);
}

export async function recreateDatabase(name: string): Promise<string> {
  await admin(async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  return databaseUrl(name);
}

export async function dropDatabase(name: string): Promise<void> {
  await admin((client) => client.query(`drop database if exists ${name} with (force)`));
}

export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)];
}

export function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} x ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

export async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return ((await client.query('show server_version')).rows[0] as { server_version: string }).server_version;
  } finally {
    await client.end();
  }
}

export function writeResult(fileName: string, markdown: string, data: unknown): string {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, fileName);
  fs.writeFileSync(`${file}.md`, markdown);
  fs.writeFileSync(`${file}.json`, `${JSON.stringify(data, null, 2)}\n`);
  return `${file}.md`;
}

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));
