import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '@ieum/platform';
import { removePushSubscription, pushSupported, syncPushSubscription } from './push-subscription';

const sync = () => syncPushSubscription().catch((error) => console.warn('[push] subscription sync failed', error));

/**
 * Keeps the API's copy of this phone's push subscription right: sent after sign-in (when allowed),
 * again when the service worker says it changed, removed at logout. Also follows a tapped push
 * notification when the app is already open.
 */
export function PushSubscriptionSync() {
  const navigate = useNavigate();
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
      const message = event.data as { type?: string; url?: string } | null;
      if (message?.type === 'ieum:push-subscription-changed' && useSessionStore.getState().accessToken) void sync();
      if (message?.type === 'ieum:open' && typeof message.url === 'string') {
        const url = new URL(message.url, window.location.origin);
        if (url.origin === window.location.origin) navigate(`${url.pathname}${url.search}`);
      }
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    navigator.serviceWorker.startMessages();
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate]);

  return null;
}
