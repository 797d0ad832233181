import { useEffect, useRef } from 'react';
import { parseClientDateTime } from '@ieum/domain';
import { useNotificationFlag } from '@ieum/platform';

/** A moment further away than this is not waited for: the page is reloaded long before. */
const LONGEST_WAIT_MS = 24 * 60 * 60 * 1000;
/** Asked a moment after the time, so the server already counts it as passed. */
const AFTER_MOMENT_MS = 1000;

/**
 * Keeps a page that shows a matching's state current: `reload` runs when the shell announces a
 * new notification (a match, a cancellation, 후기를 남겨주세요) and when one of `moments` (API
 * date-times: a start, an end) passes while the page is open.
 */
export function useFollowEvents(reload: () => void, moments: readonly (string | null | undefined)[] = []) {
  const reloadRef = useRef(reload);
  useEffect(() => {
    reloadRef.current = reload;
  });

  useEffect(
    () =>
      useNotificationFlag.subscribe((state, previous) => {
        if (state.lastNotificationTime !== previous.lastNotificationTime && state.lastNotificationTime) reloadRef.current();
      }),
    [],
  );

  const key = moments.join('|');
  useEffect(() => {
    const now = Date.now();
    const timers = key
      .split('|')
      .map((text) => (text ? parseClientDateTime(text)?.getTime() : undefined))
      .filter((time): time is number => time !== undefined && time > now && time - now <= LONGEST_WAIT_MS)
      .map((time) => setTimeout(() => reloadRef.current(), time - now + AFTER_MOMENT_MS));
    return () => timers.forEach(clearTimeout);
  }, [key]);
}
