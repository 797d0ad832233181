import { useCallback, useEffect, useState } from 'react';

function read<T>(key: string): Partial<T> | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Partial<T>) : null;
  } catch {
    return null;
  }
}

/**
 * Form state that survives a reload of the tab (a phone may drop it while the user reads the
 * SMS code in another app). Fields named in `secret` are never written down.
 */
export function useSessionDraft<T extends object>(key: string, initial: () => T, secret: readonly (keyof T)[]) {
  const [state, setState] = useState<T>(() => ({ ...initial(), ...read<T>(key) }));

  useEffect(() => {
    const saved: Partial<T> = { ...state };
    for (const field of secret) delete saved[field];
    try {
      window.sessionStorage.setItem(key, JSON.stringify(saved));
    } catch {
      // Storage full or blocked: the form still works, it just does not survive a reload.
    }
  }, [key, state, secret]);

  const discard = useCallback(() => {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // nothing stored
    }
  }, [key]);

  return [state, setState, discard] as const;
}
