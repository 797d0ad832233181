import { useEffect } from 'react';
import { useSessionStore } from '@ieum/platform';
import { removePushSubscription, pushSupported, syncPushSubscription } from './push-subscription';

const sync = () => syncPushSubscription().catch((error) => console.warn('[push] subscription sync failed', error));

/**
 * Keeps the API's copy of this phone's push subscription right: sent after sign-in (when allowed),
 * again when the service worker says it changed, removed at logout.
 */
export function PushSubscriptionSync() {
  const signedIn = useSessionStore((state) => Boolean(state.accessToken));

  useEffect(() => {
    if (signedIn) void sync();
  }, [signedIn]);

  useEffect(
    () =>
      useSessionStore.subscribe((state, previous) => {
        if (previous.accessToken && !state.accessToken) {
          removePushSubscription(previous.accessToken).catch((error) => console.warn('[push] removal failed', error));
        }
      }),
    [],
  );

  useEffect(() => {
    if (!pushSupported()) return;
    const onMessage = (event: MessageEvent) => {
      const message = event.data as { type?: string } | null;
      if (message?.type === 'ieum:push-subscription-changed' && useSessionStore.getState().accessToken) void sync();
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    navigator.serviceWorker.startMessages();
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, []);

  return null;
}
