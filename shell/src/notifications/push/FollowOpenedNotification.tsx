import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A push notification tapped while the app is open: the service worker asks this page to go to
 * its destination (shell/public/sw.js, `ieum:open`), signed in or not.
 */
export function FollowOpenedNotification() {
  const navigate = useNavigate();
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const message = event.data as { type?: string; url?: string } | null;
      if (message?.type !== 'ieum:open' || typeof message.url !== 'string') return;
      const url = new URL(message.url, window.location.origin);
      if (url.origin === window.location.origin) navigate(`${url.pathname}${url.search}`);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    navigator.serviceWorker.startMessages();
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate]);
  return null;
}
