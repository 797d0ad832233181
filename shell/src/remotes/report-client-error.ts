import { CLIENT_ERROR_STACK_MAX_LENGTH, CLIENT_ERROR_TEXT_MAX_LENGTH } from '@ieum/domain';
import { apiRequest } from '@ieum/platform';

/**
 * Sends an error a page boundary caught to the API's log (POST /api/client-errors) with the app,
 * the shell's build and the route, so a crash on someone's phone is seen without their console.
 * Never throws and never tells the user: the boundary already shows what happened.
 */
export function reportClientError(app: string, error: unknown, route = window.location.pathname): void {
  const failure = error instanceof Error ? error : new Error(String(error));
  const report = {
    app,
    version: __BUILD_LABEL__,
    route: route.slice(0, CLIENT_ERROR_TEXT_MAX_LENGTH) || '/',
    message: (failure.message || failure.name || 'Error').slice(0, CLIENT_ERROR_TEXT_MAX_LENGTH),
    stack: failure.stack?.slice(0, CLIENT_ERROR_STACK_MAX_LENGTH),
  };
  apiRequest({ method: 'POST', url: '/client-errors', data: report }, '', { authenticated: false }).catch(() => undefined);
}
