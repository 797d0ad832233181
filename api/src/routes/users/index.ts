import type { FastifyPluginAsync } from 'fastify';
import password from './password';
import profile from './profile';
import signup from './signup';
import usernameCheck from './username';

/** Accounts: /api/user (signup, profile, password) and the username check. */
const users: FastifyPluginAsync = async (app) => {
  await app.register(usernameCheck);
  await app.register(signup);
  await app.register(profile);
  await app.register(password);
};

export default users;
