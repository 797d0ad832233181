import { useCallback, useRef, useState } from 'react';

/**
 * One call at a time: `run` ignores a second tap while a task is on its way, and `busy` names the
 * running task so its button can say so.
 */
export function useSingleFlight<Kind extends string>() {
  const [busy, setBusy] = useState<Kind | null>(null);
  const running = useRef(false);
  const run = useCallback(async (kind: Kind, task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(kind);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(null);
    }
  }, []);
  return [busy, run] as const;
}
