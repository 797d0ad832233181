import { useEffect, useRef, useState } from 'react';
import { getAlertSummary, type AlertSummary } from '../api/get-alert-summary';

/** How often the dashboard asks for the badge counts; with the API's 30 s sweep an alert shows within 60 s. */
export const ALERT_POLL_MS = 15_000;

/**
 * The badge counts, asked for every 15 s while the page is visible (and at once when it shows
 * again). `onChange` runs when a new alert came or a count moved, so the list reloads only then.
 */
export function useAlertSummary(onChange: () => void, intervalMs = ALERT_POLL_MS): AlertSummary | null {
  const [summary, setSummary] = useState<AlertSummary | null>(null);
  const last = useRef<string | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const poll = async () => {
      clearTimeout(timer);
      if (stopped || document.visibilityState === 'hidden') return;
      try {
        const next = await getAlertSummary();
        if (stopped) return;
        const key = JSON.stringify(next);
        if (last.current !== null && last.current !== key) changed.current();
        last.current = key;
        setSummary(next);
      } catch (error) {
        // The list shows its own failure; a missed count is asked for again at the next turn.
        console.warn('[care] alert summary failed', error);
      }
      if (!stopped) timer = setTimeout(poll, intervalMs);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void poll();
    };
    void poll();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [intervalMs]);

  return summary;
}
