import { NotificationWatcher } from './NotificationWatcher';
import { PushPermissionPrompt } from './push/PushPermissionPrompt';
import { PushSubscriptionSync } from './push/PushSubscriptionSync';

/**
 * What runs only while someone is signed in (new-notification alerts, the push prompt and
 * subscription). Loaded on sign-in, so the login screen does not download it.
 */
export default function SignedInServices() {
  return (
    <>
      <NotificationWatcher />
      <PushSubscriptionSync />
      <PushPermissionPrompt />
    </>
  );
}
