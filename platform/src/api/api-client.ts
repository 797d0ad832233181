import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { reloadSessionFromStorage, useSessionStore } from '../session/session-store';
import { UserFacingError } from './user-facing-error';

/** What every failed call throws: screens show `message`, programs branch on `status`/`code`. */
export class ApiError extends UserFacingError {
  readonly status: number;
  readonly code?: string;

  constructor(status: number, message: string, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** Same origin as the app: the shell's server proxies /api to the API. */
export const API_BASE_URL = '/api';

export const apiClient = axios.create({ baseURL: API_BASE_URL, timeout: 20_000 });
/** For calls made before signing in (login, signup, code checks): no token, no renewal. */
const publicClient = axios.create({ baseURL: API_BASE_URL, timeout: 20_000 });

/** Points every call at another API origin (an integrator's page, or a test server). */
export function configureApiBaseUrl(baseUrl: string) {
  apiClient.defaults.baseURL = baseUrl;
  publicClient.defaults.baseURL = baseUrl;
}

apiClient.interceptors.request.use((config) => {
  const token = useSessionStore.getState().accessToken;
  if (token && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
});

let sessionExpiredHandler: () => void = () => {
  if (typeof window !== 'undefined') window.location.assign('/login');
};

/** The shell sets this so an expired session goes to /login through the router. */
export function onSessionExpired(handler: () => void) {
  sessionExpiredHandler = handler;
}

let refreshInFlight: Promise<boolean> | null = null;

/**
 * Runs fn while holding a lock shared by every tab of the app. Two tabs refreshing with the same
 * refresh token would look like token theft to the server, which then ends the whole session.
 */
function withTabsLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('ieum-token-refresh', fn) : fn();
}

/** Renews the access token once for all calls (in every tab) that failed with 401 together. */
function refreshAccessToken(expiredToken: string): Promise<boolean> {
  refreshInFlight ??= withTabsLock(async () => {
    // Another tab may have renewed it while this one waited for the lock.
    reloadSessionFromStorage();
    const { accessToken, refreshToken } = useSessionStore.getState();
    if (accessToken && accessToken !== expiredToken) return true;
    if (!refreshToken) return false;
    try {
      const { data } = await publicClient.post('/auth/refresh', { refreshToken });
      useSessionStore.getState().replaceTokens(data.accessToken, data.refreshToken ?? refreshToken);
      return true;
    } catch {
      return false;
    }
  }).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** 401s about the session itself; others (a wrong current password) are answers to show. */
const SESSION_FAILURE_CODES = new Set(['AUTH_REQUIRED', 'TOKEN_EXPIRED']);

function isSessionFailure(code: string | undefined): boolean {
  return code === undefined || SESSION_FAILURE_CODES.has(code);
}

/** Status, and the server's message and code when its error body has them (status 0: no answer). */
export function failureOf(error: unknown): { status: number; message?: string; code?: string } {
  if (error instanceof AxiosError) {
    const body = error.response?.data as { message?: unknown; code?: unknown } | undefined;
    return {
      status: error.response?.status ?? 0,
      message: typeof body?.message === 'string' && body.message.trim() ? body.message : undefined,
      code: typeof body?.code === 'string' ? body.code : undefined,
    };
  }
  return { status: 0 };
}

/**
 * Makes one API call. On failure throws ApiError with the server's message or, when the server
 * gave none (or could not be reached), the call's default Korean message.
 */
export async function apiRequest<T>(
  config: AxiosRequestConfig,
  defaultMessage: string,
  { authenticated = true }: { authenticated?: boolean } = {},
): Promise<T> {
  const sentToken = authenticated ? useSessionStore.getState().accessToken : null;
  try {
    const response = await (authenticated ? apiClient : publicClient).request<T>(config);
    return response.data;
  } catch (error) {
    const failure = failureOf(error);
    if (failure.status === 401 && sentToken && isSessionFailure(failure.code)) {
      // Another call may have renewed the token while this one was on its way.
      const renewedMeanwhile = useSessionStore.getState().accessToken !== sentToken;
      if (renewedMeanwhile || (await refreshAccessToken(sentToken))) {
        const token = useSessionStore.getState().accessToken;
        try {
          const retried = await apiClient.request<T>({
            ...config,
            headers: { ...(config.headers as object), Authorization: `Bearer ${token}` },
          });
          return retried.data;
        } catch (retryError) {
          const retryFailure = failureOf(retryError);
          throw new ApiError(retryFailure.status, retryFailure.message ?? defaultMessage, retryFailure.code);
        }
      }
      useSessionStore.getState().signOut();
      sessionExpiredHandler();
    }
    throw new ApiError(failure.status, failure.message ?? defaultMessage, failure.code);
  }
}
