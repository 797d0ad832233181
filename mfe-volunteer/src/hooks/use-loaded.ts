import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@ieum/platform';

export type Loaded<T> = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; data: T };

/**
 * Runs `load` on mount (and again when `reloadKey` changes or `retry` is called). Only the newest
 * load of a mounted page may set the state, so an answer that arrives after the user moved on or
 * retried never overwrites a newer one.
 */
export function useLoaded<T>(load: () => Promise<T>, fallbackMessage: string, reloadKey: unknown = null) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const latest = useRef(0);
  // Callers pass a new function each render; the newest one is used without reloading for it.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  const run = useCallback(async () => {
    const thisLoad = ++latest.current;
    setState({ status: 'loading' });
    try {
      const data = await loadRef.current();
      if (thisLoad === latest.current) setState({ status: 'ready', data });
    } catch (error) {
      if (thisLoad === latest.current) setState({ status: 'failed', message: errorMessage(error, fallbackMessage) });
    }
  }, [fallbackMessage]);

  useEffect(() => {
    void run();
    return () => {
      latest.current += 1;
    };
  }, [run, reloadKey]);

  return { state, retry: run, setState };
}
