import { randomBytes } from 'node:crypto';
import { buildTestApp, type TestApp } from './helper';

/**
 * Two API processes on one database with one signing secret, as behind a load balancer: started
 * before the file's tests and closed after them. Read `processes.here` and `processes.other` inside tests.
 */
export function twoApiProcesses() {
  const processes = {} as { here: TestApp; other: TestApp };
  beforeAll(async () => {
    const env = { JWT_SECRET: randomBytes(32).toString('hex') };
    processes.here = await buildTestApp({ env });
    processes.other = await buildTestApp({ env, database: processes.here.database });
  });
  afterAll(async () => {
    await processes.other?.close();
    await processes.here?.close();
  });
  return processes;
}

/**
 * Reads until `settled` holds, or gives the last read after `withinMs`: a process hears of a change
 * made through another one by way of the database, within a bound well below its caches' lifetime.
 */
export async function readUntil<T>(read: () => Promise<T>, settled: (value: T) => boolean, withinMs = 5_000): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (settled(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
