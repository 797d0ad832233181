import fp from 'fastify-plugin';
import type { ApiConfig } from '../../config/env';

declare module 'fastify' {
  interface FastifyInstance {
    config: ApiConfig;
  }
}

/** The environment parsed once at start-up (config/env.ts), as app.config. */
export const configPlugin = fp(
  async (app, { config }: { config: ApiConfig }) => {
    app.decorate('config', config);
  },
  { name: 'config' },
);
