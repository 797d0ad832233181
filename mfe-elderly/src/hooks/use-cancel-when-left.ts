import { useEffect, useRef, useState } from 'react';
import { cancelMatchingOnLeave } from '../api/cancel-matching-on-leave';

/**
 * A request made for the recommendation page holds the user's day until it is settled. If the
 * user leaves the page (another route, the tab closed, the app sent to the background) before
 * choosing, it is cancelled with a call that outlives the page. `settle()` marks it as decided
 * (a pick, automatic matching, an explicit cancel) so nothing is sent; `holdWhile` covers a call
 * on its way. Returns true once the request was cancelled this way while the page stayed open
 * (the user came back to it).
 */
export function useCancelWhenLeft(matchingId: number | null) {
  const settled = useRef(false);
  const pending = useRef(false);
  const [cancelledInBackground, setCancelledInBackground] = useState(false);

  useEffect(() => {
    if (matchingId === null) return;
    const cancelNow = () => {
      if (settled.current || pending.current) return false;
      settled.current = true;
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
    cancelledInBackground,
    settle() {
      settled.current = true;
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
