import { create } from 'zustand';
import { useSessionStore } from './session-store';

/** Local-storage keys of the new-notification flag; the values are 'true' and an ISO time. */
export const NOTIFICATION_STORAGE_KEYS = {
  isNew: 'isNewNotification',
  lastTime: 'lastNotificationTime',
} as const;

function read(key: string): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Blocked or full storage: the flag still lives in memory for this tab.
  }
}

export interface NotificationFlagState {
  /** A notification arrived that the user has not looked at on /notification yet. */
  hasNew: boolean;
  /** createdAt (ISO) of the newest notification the app already announced. */
  lastNotificationTime: string | null;
  markNew(createdAt?: string): void;
  clear(): void;
}

export const useNotificationFlag = create<NotificationFlagState>()((set) => ({
  hasNew: read(NOTIFICATION_STORAGE_KEYS.isNew) === 'true',
  lastNotificationTime: read(NOTIFICATION_STORAGE_KEYS.lastTime),
  markNew(createdAt) {
    write(NOTIFICATION_STORAGE_KEYS.isNew, 'true');
    if (createdAt) write(NOTIFICATION_STORAGE_KEYS.lastTime, createdAt);
    set((state) => ({ hasNew: true, lastNotificationTime: createdAt ?? state.lastNotificationTime }));
  },
  clear() {
    write(NOTIFICATION_STORAGE_KEYS.isNew, null);
    set({ hasNew: false });
  },
}));

function reloadFlag() {
  useNotificationFlag.setState({
    hasNew: read(NOTIFICATION_STORAGE_KEYS.isNew) === 'true',
    lastNotificationTime: read(NOTIFICATION_STORAGE_KEYS.lastTime),
  });
}

if (typeof window !== 'undefined') {
  // The flag belongs to the signed-in person: the next one on this phone starts without it.
  useSessionStore.subscribe((state, previous) => {
    if (previous.accessToken && !state.accessToken) {
      write(NOTIFICATION_STORAGE_KEYS.isNew, null);
      write(NOTIFICATION_STORAGE_KEYS.lastTime, null);
      reloadFlag();
    }
  });
  // A notification seen in another tab clears the dot here too.
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.values(NOTIFICATION_STORAGE_KEYS) as string[]).includes(event.key)) reloadFlag();
  });
}
