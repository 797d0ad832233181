import fp from 'fastify-plugin';
import type { Database } from '../../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Makes the database available as app.db; buildApp decides which one and who closes it. */
export const databasePlugin = fp(
  async (app, { db }: { db: Database }) => {
    app.decorate('db', db);
  },
  { name: 'database' },
);
