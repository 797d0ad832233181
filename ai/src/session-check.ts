import { AppError, type AuthenticatedUser, MESSAGES } from '@ieum/server-kit';

const CHECK_TIMEOUT_MS = 3_000;

/**
 * Asks the API whether an access token's sign-in session is still live (GET /api/auth/session),
 * so a token revoked by logout, a password change or a stolen refresh token is refused here at
 * once too. The API answers from its own cache, kept current across its processes.
 */
export function apiSessionCheck(apiUrl: string) {
  const url = new URL('/api/auth/session', apiUrl).toString();
  return async (_user: AuthenticatedUser, token: string): Promise<boolean> => {
    let response: Response;
    try {
      response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    } catch {
      throw new AppError(503, 'SERVICE_UNAVAILABLE', MESSAGES.SERVICE_UNAVAILABLE);
    }
    await response.body?.cancel();
    if (response.status === 204) return true;
    if (response.status === 401) return false;
    throw new AppError(503, 'SERVICE_UNAVAILABLE', MESSAGES.SERVICE_UNAVAILABLE);
  };
}
