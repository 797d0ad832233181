import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@ieum/platform';

export type Load<T> =
  | { state: 'loading'; data?: T }
  | { state: 'failed'; message: string; data?: T }
  | { state: 'ready'; data: T };

/**
 * Loads data for a page: `reload` runs the call again (a retry button, or after a change). A
 * reload keeps the data shown so far, so the screen does not jump while it refreshes.
 */
export function useLoad<T>(load: () => Promise<T>, fallbackMessage: string) {
  const [result, setResult] = useState<Load<T>>({ state: 'loading' });
  const attempt = useRef(0);
  // The call of the first render: a page that needs another id mounts anew with its own useLoad.
  const loadRef = useRef(load);
  const reload = useCallback(async () => {
    const mine = ++attempt.current;
    setResult((previous) => ({ state: 'loading', data: previous.data }));
    try {
      const data = await loadRef.current();
      if (mine === attempt.current) setResult({ state: 'ready', data });
    } catch (error) {
      if (mine === attempt.current) setResult((previous) => ({ state: 'failed', message: errorMessage(error, fallbackMessage), data: previous.data }));
    }
  }, [fallbackMessage]);
  useEffect(() => {
    void reload();
    return () => {
      attempt.current += 1;
    };
  }, [reload]);
  return [result, reload] as const;
}
