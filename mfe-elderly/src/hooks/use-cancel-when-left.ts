import { useEffect, useRef, useState } from 'react';
import { cancelMatchingOnLeave } from '../api/cancel-matching-on-leave';

/** What became of a request shown on a recommendation page, kept per tab: it outlives a reload and back/forward. */
export type RecommendationOutcome = 'settled' | 'cancelled';

const outcomeKey = (matchingId: number) => `ieum-recommendation-${matchingId}`;

export function recommendationOutcome(matchingId: number): RecommendationOutcome | null {
  try {
    const value = window.sessionStorage.getItem(outcomeKey(matchingId));
    return value === 'settled' || value === 'cancelled' ? value : null;
  } catch {
    return null;
  }
}

function remember(matchingId: number, outcome: RecommendationOutcome) {
  try {
    window.sessionStorage.setItem(outcomeKey(matchingId), outcome);
  } catch {
    // Blocked storage: the server still refuses to cancel a decided request on leave (onLeave=true).
  }
}

/**
 * A request made for the recommendation page holds the user's day until it is settled. If the
 * user leaves the page (another route, a reload, the tab closed, the app sent to the background)
 * before choosing, it is cancelled with a call that outlives the page; the server cancels it only
 * while it still has no volunteer. `settle()` marks it as decided (a pick, automatic matching, an
 * explicit cancel) so nothing is sent; `holdWhile` covers a call on its way. A page opened again
 * for the same request (back, forward, reload) starts from what became of it: `outcomeOnEntry`,
 * and nothing is armed. `cancelledInBackground` turns true once the request was cancelled this way
 * while the page stayed open (the user came back to it).
 */
export function useCancelWhenLeft(matchingId: number) {
  const [outcomeOnEntry] = useState(() => recommendationOutcome(matchingId));
  const settled = useRef(outcomeOnEntry !== null);
  const pending = useRef(false);
  const [cancelledInBackground, setCancelledInBackground] = useState(false);

  useEffect(() => {
    const cancelNow = () => {
      if (settled.current || pending.current) return false;
      settled.current = true;
      remember(matchingId, 'cancelled');
      cancelMatchingOnLeave(matchingId);
      return true;
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden' && cancelNow()) setCancelledInBackground(true);
    };
    const onPageHide = () => cancelNow();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      cancelNow();
    };
  }, [matchingId]);

  return {
    outcomeOnEntry,
    cancelledInBackground,
    settle() {
      settled.current = true;
      remember(matchingId, 'settled');
    },
    /** Runs a call that may settle the request; the page is not cancelled while it is on its way. */
    async holdWhile<T>(task: () => Promise<T>): Promise<T> {
      pending.current = true;
      try {
        return await task();
      } finally {
        pending.current = false;
      }
    },
    isSettled: () => settled.current,
  };
}
