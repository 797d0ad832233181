import { PUSH_TOKEN_KEY, storedPushToken } from '@ieum/platform';
import { deletePushSubscription } from '../api/delete-push-subscription';
import { getPushPublicKey } from '../api/get-push-public-key';
import { putPushSubscription } from '../api/put-push-subscription';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    window.isSecureContext
  );
}

export function notificationPermission(): NotificationPermission | 'unsupported' {
  return pushSupported() ? Notification.permission : 'unsupported';
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function remember(subscription: PushSubscriptionJSON | null) {
  try {
    if (subscription) window.localStorage.setItem(PUSH_TOKEN_KEY, JSON.stringify(subscription));
    else window.localStorage.removeItem(PUSH_TOKEN_KEY);
  } catch {
    // Blocked storage: the next start sends the subscription again, which the API simply replaces.
  }
}

/**
 * Makes sure this phone's subscription exists and the API has it (permission must be granted).
 * Sends it only when it differs from the one stored under fcmToken, so a subscription the browser
 * replaced (pushsubscriptionchange) reaches the API at the latest on the next start.
 */
export async function syncPushSubscription(): Promise<void> {
  if (notificationPermission() !== 'granted') return;
  const registration = await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  if (!subscription) {
    const publicKey = await getPushPublicKey();
    subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) });
  }
  const json = subscription.toJSON();
  if (storedPushToken() === JSON.stringify(json)) return;
  await putPushSubscription(json);
  remember(json);
}

/** Asks the browser for permission (call from a tap) and subscribes; true when notifications are on. */
export async function enablePush(): Promise<boolean> {
  if (!pushSupported()) return false;
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return false;
  await syncPushSubscription();
  return true;
}

/** Logout: the API forgets the subscription and this browser drops it, so no push reaches the next person. */
export async function removePushSubscription(signedOutToken: string): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  remember(null);
  await Promise.allSettled([deletePushSubscription(signedOutToken), subscription?.unsubscribe()]);
}
