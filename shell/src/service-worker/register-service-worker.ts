export function registerServiceWorker() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error) => {
      console.warn('[shell] service worker registration failed', error);
    });
  // After the page's own loading, so the worker's download does not compete with it. The shell
  // starts a task after its entry script, which on a fast connection can be after `load`.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
