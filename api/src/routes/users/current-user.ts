import { assertUserTypeMatches, authRequired } from '@ieum/server-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../../plugins/app/users';

/** The caller's own row; a userType that contradicts the token is 403, a deleted account 401. */
export async function loadCurrentUser(app: FastifyInstance, request: FastifyRequest, claimedUserType: unknown): Promise<User> {
  const caller = assertUserTypeMatches(request, claimedUserType);
  const id = Number(caller.id);
  const user = Number.isSafeInteger(id) ? await app.users.findById(id) : undefined;
  if (!user) throw authRequired();
  return user;
}
