import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { reloadSessionFromStorage, useSessionStore } from '../session/session-store';
import { UserFacingError } from './user-facing-error';
import { EARLY_GETS_GLOBAL } from './early-gets.mjs';

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

let currentBaseUrl = API_BASE_URL;

/** Where API calls go now (`configureApiBaseUrl` moves it): for the few calls made without axios (keepalive fetch). */
export function apiBaseUrl(): string {
  return currentBaseUrl;
}

interface Clients {
  /** Carries the signed-in user's token. */
  signedIn: AxiosInstance;
  /** For calls made before signing in (login, signup, code checks): no token, no renewal. */
  anonymous: AxiosInstance;
}

let clients: Promise<Clients> | undefined;

type Scheduler = { yield?: () => Promise<void> };

/**
 * Evaluating axios is one long task on a slow phone already: the first request goes in the next one.
 * The shell has the same helper for its start (shell/src/first-screen/next-task.ts), which runs
 * before this package is loaded; neither can import the other.
 */
function afterATask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/**
 * The HTTP client (axios, about 19 KB) is not needed to draw a screen, only to send something: it
 * loads on the first call, or when the person first touches the page (preloadApiClient), not
 * before the first screen.
 */
function loadClients(): Promise<Clients> {
  clients ??= import('axios').then(async ({ default: axios }) => {
    await afterATask();
    const signedIn = axios.create({ baseURL: currentBaseUrl, timeout: 20_000 });
    const anonymous = axios.create({ baseURL: currentBaseUrl, timeout: 20_000 });
    signedIn.interceptors.request.use((config) => {
      const token = useSessionStore.getState().accessToken;
      if (token && !config.headers.has('Authorization')) {
        config.headers.set('Authorization', `Bearer ${token}`);
      }
      return config;
    });
    return { signedIn, anonymous };
  });
  clients.catch(() => {
    // A failed download (offline) is tried again by the next call.
    clients = undefined;
  });
  return clients;
}

/** Starts loading the HTTP client now, so the first call does not wait for it. */
export function preloadApiClient(): void {
  void loadClients().catch(() => undefined);
}

const FIRST_TOUCH_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

// A page moves focus to its title by itself when it opens: only focus on a field is someone's.
const isField = (target: EventTarget | null) => target instanceof Element && target.matches('input, textarea, select');

function preloadOnFirstTouch(event: Event) {
  if (event.type === 'focusin' && !isField(event.target)) return;
  for (const type of FIRST_TOUCH_EVENTS) window.removeEventListener(type, preloadOnFirstTouch, { capture: true });
  preloadApiClient();
}

if (typeof window !== 'undefined') {
  // Someone who touches the page, starts typing or enters a field is about to send something: by
  // the time the form is filled in, the client is there.
  for (const type of FIRST_TOUCH_EVENTS) {
    window.addEventListener(type, preloadOnFirstTouch, { capture: true, passive: true });
  }
  // A signed-in page asks the API for something as it opens: the client downloads beside that
  // page's code from the moment a session is known (found in storage, or just signed in), instead
  // of after the page has drawn.
  if (useSessionStore.getState().accessToken) preloadApiClient();
  useSessionStore.subscribe((state, previous) => {
    if (state.accessToken && !previous.accessToken) preloadApiClient();
  });
}

/** Points every call at another API origin (an integrator's page, or a test server). */
export function configureApiBaseUrl(baseUrl: string) {
  currentBaseUrl = baseUrl;
  void clients?.then(({ signedIn, anonymous }) => {
    signedIn.defaults.baseURL = baseUrl;
    anonymous.defaults.baseURL = baseUrl;
  });
}

let sessionExpiredHandler: (() => void) | undefined;
let expiredBeforeHandler = false;

/**
 * The shell (or a remote's standalone page) sets this so an expired session goes to /login through
 * its router. A session found expired before anyone listens (a page's early request can fail while
 * the shell is still starting) is reported to the handler when it is set, once.
 */
export function onSessionExpired(handler: () => void) {
  sessionExpiredHandler = handler;
  if (expiredBeforeHandler) {
    expiredBeforeHandler = false;
    handler();
  }
}

function reportSessionExpired() {
  if (sessionExpiredHandler) sessionExpiredHandler();
  else expiredBeforeHandler = true;
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
      const { anonymous } = await loadClients();
      const { data } = await anonymous.post('/auth/refresh', { refreshToken });
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
const SESSION_FAILURE_CODES = new Set(['AUTH_REQUIRED', 'TOKEN_EXPIRED', 'SESSION_ENDED']);

function isSessionFailure(code: string | undefined): boolean {
  return code === undefined || SESSION_FAILURE_CODES.has(code);
}

/** Ended elsewhere (logout on another device, a password change): its refresh token is dead too. */
const SESSION_ENDED_CODE = 'SESSION_ENDED';

/** Status, and the server's message and code when its error body has them (status 0: no answer). */
export function failureOf(error: unknown): { status: number; message?: string; code?: string } {
  // axios marks its errors (the class itself would have to be loaded to use instanceof).
  if (error && typeof error === 'object' && (error as { isAxiosError?: unknown }).isAxiosError === true) {
    const { response } = error as { response?: { status?: number; data?: unknown } };
    const body = response?.data as { message?: unknown; code?: unknown } | undefined;
    return {
      status: response?.status ?? 0,
      message: typeof body?.message === 'string' && body.message.trim() ? body.message : undefined,
      code: typeof body?.code === 'string' ? body.code : undefined,
    };
  }
  return { status: 0 };
}

/** A GET the shell's page started before the scripts arrived (tools/serve/prerendered-pages.mjs). */
interface EarlyGet {
  token: string;
  at: number;
  answer: Promise<{ status: number; body: unknown }>;
}

/** An early answer older than this is not used: what it shows may have changed since. */
export const EARLY_GET_FRESH_MS = 10_000;

/** A header of the call's own (its own token); an empty set (mfe-chat's calls always pass one) is none. */
const hasOwnHeaders = (config: AxiosRequestConfig) => Boolean(config.headers) && Object.keys(config.headers as object).length > 0;

/**
 * The early answer to this call, once: the same GET (address and query) with the same token,
 * recent. Anything else (another method, own headers, a renewed token) goes out as usual.
 */
function takeEarlyGet(config: AxiosRequestConfig, token: string | null): EarlyGet['answer'] | undefined {
  if (!token || hasOwnHeaders(config) || (config.method ?? 'GET').toUpperCase() !== 'GET') return undefined;
  const early = (globalThis as Record<string, unknown>)[EARLY_GETS_GLOBAL] as Record<string, EarlyGet | undefined> | undefined;
  if (!early) return undefined;
  const params = config.params as Record<string, string | number | boolean> | undefined;
  const query = params ? new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString() : '';
  const key = `${config.baseURL ?? currentBaseUrl}${config.url ?? ''}${query ? `?${query}` : ''}`;
  const found = early[key];
  if (!found) return undefined;
  delete early[key];
  return found.token === token && Date.now() - found.at < EARLY_GET_FRESH_MS ? found.answer : undefined;
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
  const early = takeEarlyGet(config, sentToken);
  if (early) {
    const { status, body } = await early.catch(() => ({ status: 0, body: null }));
    // A failure (an expired token too) is asked again the usual way, which handles it.
    if (status >= 200 && status < 300) return body as T;
  }
  try {
    const { signedIn, anonymous } = await loadClients();
    const response = await (authenticated ? signedIn : anonymous).request<T>(config);
    return response.data;
  } catch (error) {
    const failure = failureOf(error);
    if (failure.status === 401 && sentToken && isSessionFailure(failure.code)) {
      // Another call may have renewed the token while this one was on its way.
      const renewedMeanwhile = useSessionStore.getState().accessToken !== sentToken;
      const renewable = failure.code !== SESSION_ENDED_CODE;
      if (renewedMeanwhile || (renewable && (await refreshAccessToken(sentToken)))) {
        const token = useSessionStore.getState().accessToken;
        try {
          const { signedIn } = await loadClients();
          const retried = await signedIn.request<T>({
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
      reportSessionExpired();
    }
    throw new ApiError(failure.status, failure.message ?? defaultMessage, failure.code);
  }
}
