import { useNotificationWatcher } from './use-notification-watcher';

/** Mounted once by the shell inside the router. */
export function NotificationWatcher() {
  useNotificationWatcher();
  return null;
}
