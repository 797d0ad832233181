import { useCallback, useRef } from 'react';
import { useLocation, useNavigate, type NavigateOptions, type To } from 'react-router-dom';

/**
 * navigate() for buttons that leave the page. A double tap runs the handler twice before the
 * page changes: that pushed the next page twice, and Back then seemed to do nothing. This one
 * navigates once from each location (a page that stays mounted may navigate again once it moved).
 */
export function useNavigateOnce(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  const navigatedFrom = useRef<string | null>(null);
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      if (navigatedFrom.current === key) return;
      navigatedFrom.current = key;
      navigate(to, options);
    },
    [navigate, key],
  );
}
