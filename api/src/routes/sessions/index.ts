import type { FastifyPluginAsync } from 'fastify';
import login from './login';
import me from './me';
import tokens from './tokens';

/** Sign-in and the token lifecycle: /api/login, /api/auth/refresh, /api/auth/logout, /api/auth/me. */
const sessions: FastifyPluginAsync = async (app) => {
  await app.register(login);
  await app.register(tokens);
  await app.register(me);
};

export default sessions;
