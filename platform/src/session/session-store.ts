import { create } from 'zustand';

export interface Address {
  district: string;
  detail: string;
}

/**
 * The signed-in role as the API names it: one of `@ieum/domain`'s `UserType`s, or a role added
 * after this copy was built. Not the domain's union: the page's one copy of this package is the
 * shell's, and a new role (with the remote for it) must need neither a new shell nor a new
 * contract version. Narrow it with the domain's `isUserType`.
 */
export type SessionRole = string;

/** What the login (and the social-login hand-over) gives the client. */
export interface SignInPayload {
  accessToken: string;
  refreshToken?: string | null;
  userType: SessionRole;
  name?: string | null;
  address?: Address | null;
}

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  userType: SessionRole | null;
  userName: string;
  userAddress: Address | null;
  signIn(payload: SignInPayload): void;
  replaceTokens(accessToken: string, refreshToken: string | null): void;
  updateProfile(profile: { name?: string; address?: Address }): void;
  signOut(): void;
}

/** Fixed names: apps built at other times, and integrators' pages, read these keys too. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userType: 'userType',
  userName: 'userName',
  userAddress: 'userAddress',
  /** The signed-in user's profile photo as a page last read it (rememberUserPhoto); cleared with the session. */
  userPhoto: 'userPhoto',
} as const;

const DEFAULT_USER_NAME = '사용자';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // private mode or blocked storage: keep the session in memory only
  }
}

function write(key: string, value: string | null) {
  const store = storage();
  if (!store) return;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Storage full, or refused in private mode: the session still lives in memory for this tab.
  }
}

function readAddress(raw: string | null): Address | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? { district: parsed.district ?? '', detail: parsed.detail ?? '' } : null;
  } catch {
    return null;
  }
}

/**
 * A role as the login stored it: any lower-case role name, also one this copy's domain does not
 * list (see `SessionRole`), so a remote for a role added later finds its user still signed in
 * after a reload. The API decides what a role may do; this only picks pages.
 */
function storedRole(value: string | null | undefined): SessionRole | null {
  return typeof value === 'string' && /^[a-z]{1,30}$/.test(value) ? value : null;
}

function readStoredSession() {
  const store = storage();
  const userType = store?.getItem(STORAGE_KEYS.userType);
  return {
    accessToken: store?.getItem(STORAGE_KEYS.accessToken) || null,
    refreshToken: store?.getItem(STORAGE_KEYS.refreshToken) || null,
    userType: storedRole(userType),
    userName: store?.getItem(STORAGE_KEYS.userName) || DEFAULT_USER_NAME,
    userAddress: readAddress(store?.getItem(STORAGE_KEYS.userAddress) ?? null),
  };
}

export const useSessionStore = create<SessionState>()((set) => ({
  ...readStoredSession(),

  signIn({ accessToken, refreshToken = null, userType, name, address }) {
    write(STORAGE_KEYS.accessToken, accessToken);
    write(STORAGE_KEYS.refreshToken, refreshToken);
    write(STORAGE_KEYS.userType, userType);
    if (name) write(STORAGE_KEYS.userName, name);
    if (address) write(STORAGE_KEYS.userAddress, JSON.stringify(address));
    // Whoever signed in before on this phone may have had another photo.
    write(STORAGE_KEYS.userPhoto, null);
    set((state) => ({
      accessToken,
      refreshToken,
      userType,
      userName: name || state.userName,
      userAddress: address ?? state.userAddress,
    }));
  },

  replaceTokens(accessToken, refreshToken) {
    write(STORAGE_KEYS.accessToken, accessToken);
    write(STORAGE_KEYS.refreshToken, refreshToken);
    set({ accessToken, refreshToken });
  },

  updateProfile({ name, address }) {
    if (name) write(STORAGE_KEYS.userName, name);
    if (address) write(STORAGE_KEYS.userAddress, JSON.stringify(address));
    set((state) => ({ userName: name || state.userName, userAddress: address ?? state.userAddress }));
  },

  signOut() {
    Object.values(STORAGE_KEYS).forEach((key) => write(key, null));
    set({ accessToken: null, refreshToken: null, userType: null, userName: DEFAULT_USER_NAME, userAddress: null });
  },
}));

/** Another tab signed in or out: follow it instead of acting on a stale token. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.values(STORAGE_KEYS) as string[]).includes(event.key)) {
      useSessionStore.setState(readStoredSession());
    }
  });
}

/**
 * Keeps the signed-in user's profile photo (its URL; empty: none) as a page just read it, so the
 * next visit draws it, and a page's frame shows it (tools/serve/prerendered-pages.mjs), before the
 * data arrives. Signing in or out forgets it.
 */
export function rememberUserPhoto(url: string | null) {
  if (!useSessionStore.getState().accessToken) return;
  write(STORAGE_KEYS.userPhoto, url || null);
}

/** The photo rememberUserPhoto kept for the signed-in user, or null. */
export function storedUserPhoto(): string | null {
  if (!useSessionStore.getState().accessToken) return null;
  try {
    return storage()?.getItem(STORAGE_KEYS.userPhoto) || null;
  } catch {
    return null;
  }
}

/** The push token belongs to the device, not the account, so signing out keeps it. */
export const PUSH_TOKEN_KEY = 'fcmToken';

/** The stored push token, or '' when there is none or storage is blocked (sent at login and signup). */
export function storedPushToken(): string {
  try {
    return storage()?.getItem(PUSH_TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Re-reads local storage; for code that wrote the keys directly (and for tests). */
export function reloadSessionFromStorage() {
  if (storage()) useSessionStore.setState(readStoredSession());
}
