import { apiBaseUrl, useSessionStore } from '@ieum/platform';

/**
 * Cancels a request while the page is closing or hidden. `onLeave=true`: the server cancels it only
 * while no volunteer is chosen and it was not handed to automatic matching, so a stale page never
 * ends a confirmed visit. An axios call is dropped when the tab
 * closes; `fetch` with `keepalive` is finished by the browser (and, unlike sendBeacon, can send
 * DELETE with the bearer token).
 */
export function cancelMatchingOnLeave(matchingId: number): void {
  const token = useSessionStore.getState().accessToken;
  if (!token || typeof fetch !== 'function') return;
  fetch(`${apiBaseUrl()}/elderly/matching/${matchingId}?userType=elderly&onLeave=true`, {
    method: 'DELETE',
    keepalive: true,
    headers: { Authorization: `Bearer ${token}` },
  }).catch(() => {
    // The page is going away: nobody is left to tell. The request then waits until its start
    // and expires, which the user sees in the applying list.
  });
}
