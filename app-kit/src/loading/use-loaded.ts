import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@ieum/platform';

/** A page's data as it loads: `data` stays while it loads again, so the screen does not jump. */
export type Loaded<T> =
  | { status: 'loading'; data?: T }
  | { status: 'failed'; message: string; data?: T }
  | { status: 'ready'; data: T };

/**
 * Runs `load` on mount, again when `reloadKey` changes (starting afresh: the data belonged to the
 * old key) and on `retry` (keeping what is shown). Only the newest load of a mounted page may set
 * the state, so an answer that arrives after the user moved on or retried never overwrites a
 * newer one.
 */
export function useLoaded<T>(load: () => Promise<T>, fallbackMessage: string, reloadKey: unknown = null) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const latest = useRef(0);
  // Callers pass a new function each render; reloading for each would never end.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  const run = useCallback(
    async (keepData: boolean) => {
      const thisLoad = ++latest.current;
      setState((previous) => ({ status: 'loading', data: keepData ? previous.data : undefined }));
      try {
        const data = await loadRef.current();
        if (thisLoad === latest.current) setState({ status: 'ready', data });
      } catch (error) {
        if (thisLoad === latest.current) setState((previous) => ({ status: 'failed', message: errorMessage(error, fallbackMessage), data: previous.data }));
      }
    },
    [fallbackMessage],
  );
  const retry = useCallback(() => run(true), [run]);

  useEffect(() => {
    void run(false);
    return () => {
      latest.current += 1;
    };
  }, [run, reloadKey]);

  return { state, retry };
}

/**
 * useLoaded that also loads again every `everyMs`, keeping what is shown (as a retry does): for
 * data another person changes while the page is open.
 */
export function useLoadedEvery<T>(load: () => Promise<T>, fallbackMessage: string, everyMs: number, reloadKey: unknown = null) {
  const loaded = useLoaded(load, fallbackMessage, reloadKey);
  const { retry } = loaded;
  useEffect(() => {
    const timer = setInterval(() => void retry(), everyMs);
    return () => clearInterval(timer);
  }, [retry, everyMs, reloadKey]);
  return loaded;
}
