import { assertUserTypeMatches, authRequired } from '@ieum/server-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../../plugins/app/users';

/** The caller's own row; a userType that contradicts the token is 403, a deleted account 401. */
export async function loadCurrentUser(
  app: FastifyInstance,
  request: FastifyRequest,
  claimedUserType: unknown,
  { forProfile = false }: { forProfile?: boolean } = {},
): Promise<User> {
  const caller = assertUserTypeMatches(request, claimedUserType);
  const id = Number(caller.id);
  // Only the profile fields of a cached row are exact (users.findProfile).
  const find = (userId: number) => (forProfile ? app.users.findProfile(userId) : app.users.findById(userId));
  const user = Number.isSafeInteger(id) ? await find(id) : undefined;
  if (!user) throw authRequired();
  return user;
}
