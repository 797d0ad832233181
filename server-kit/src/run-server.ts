import type { FastifyInstance } from 'fastify';

/** How long a shutdown may take before the process exits anyway (a hung database must not hold it). */
export const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * Closes the server cleanly (database, workers, open requests) on SIGINT or SIGTERM; past the
 * deadline it exits with status 1 regardless.
 */
export function closeOnSignals(app: FastifyInstance, deadlineMs = SHUTDOWN_DEADLINE_MS): void {
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      setTimeout(() => {
        app.log.error({ deadlineMs }, 'shutdown deadline passed: exiting without a clean close');
        process.exit(1);
      }, deadlineMs).unref();
      app.close().then(
        () => process.exit(0),
        (error) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}

/** Start-up problems (bad environment, database locked or unreachable) as one readable line. */
export function exitOnStartFailure(serverName: string) {
  return (error: Error) => {
    process.stderr.write(`${serverName} failed to start: ${error.message}\n`);
    process.exit(1);
  };
}
