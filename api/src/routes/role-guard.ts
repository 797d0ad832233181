import type { UserType } from '@ieum/domain';
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import { matchingError } from '../domain/matching-errors';

/**
 * Whose calls each OpenAPI tag holds. A route with one of these tags refuses every other role
 * with 403 USER_TYPE_MISMATCH before its input is even read, so a token of another role never
 * learns anything from a route (not even which fields it wants). Handlers still check the role.
 * Tags not listed (users, notifications, push, reviews, uploads...) serve several roles.
 */
export const ROLE_OF_TAG: Readonly<Record<string, UserType>> = {
  volunteer: 'volunteer',
  elderly: 'elderly',
  chat: 'elderly',
  'care: elderly': 'elderly',
  'care: family': 'guardian',
  'care: staff': 'staff',
};

function roleGuard(role: UserType): preValidationHookHandler {
  return async (request: FastifyRequest) => {
    if (request.user && request.user.userType !== role) throw matchingError('USER_TYPE_MISMATCH');
  };
}

/** Adds the guard to every route registered after it under `app` whose tags name a role. */
export function guardRoutesByRole(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const tags = (route.schema as { tags?: string[] } | undefined)?.tags ?? [];
    const roles = new Set(tags.map((tag) => ROLE_OF_TAG[tag]).filter(Boolean));
    if (roles.size !== 1) return;
    const existing = route.preValidation === undefined ? [] : Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation];
    route.preValidation = [...(existing as preValidationHookHandler[]), roleGuard([...roles][0])];
  });
}
