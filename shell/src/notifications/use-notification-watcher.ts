import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useNotificationFlag, useSessionStore } from '@ieum/platform';
import { createNotificationWatcher } from './notification-watcher';
import { isWatchedPath } from './watched-routes';
import { useRoleHomes } from '../remotes/role-homes';

// One per tab, whichever remote's page is showing.
const watcher = createNotificationWatcher();

/** Runs the tab's watcher on the watched pages while signed in; route state newNotification sets the flag. */
export function useNotificationWatcher() {
  const location = useLocation();
  const signedIn = useSessionStore((state) => Boolean(state.accessToken));
  const homes = useRoleHomes((state) => state.homes);
  const watched = isWatchedPath(location.pathname, homes);

  useEffect(() => {
    if (!signedIn) watcher.reset();
    else if (watched) watcher.start();
    else watcher.stop();
  }, [signedIn, watched]);

  // The shell mounts this only while someone is signed in: leaving is the logout.
  useEffect(() => () => watcher.reset(), []);

  const routeSaysNew = Boolean((location.state as { newNotification?: unknown } | null)?.newNotification);
  useEffect(() => {
    if (routeSaysNew) useNotificationFlag.getState().markNew();
  }, [routeSaysNew, location.key]);
}
