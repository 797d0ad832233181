import type { FastifyInstance } from 'fastify';

/** Closes the server cleanly (database, workers, open requests) on SIGINT or SIGTERM. */
export function closeOnSignals(app: FastifyInstance): void {
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
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
