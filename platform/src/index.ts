import packageJson from '../package.json';

/** The contract version this copy implements; the shell compares it with what a remote was built for. */
export const PLATFORM_VERSION: string = packageJson.version;

export {
  useSessionStore,
  reloadSessionFromStorage,
  STORAGE_KEYS,
  PUSH_TOKEN_KEY,
  storedPushToken,
  rememberUserPhoto,
  storedUserPhoto,
  type SessionState,
  type SignInPayload,
  type SessionRole,
  type Address,
} from './session/session-store';
export { useNotificationFlag, NOTIFICATION_STORAGE_KEYS, type NotificationFlagState } from './session/notification-flag';
export { apiBaseUrl, apiRequest, ApiError, API_BASE_URL, configureApiBaseUrl, failureOf, onSessionExpired, preloadApiClient } from './api/api-client';
export { errorMessage, UserFacingError } from './api/user-facing-error';
export { showAlert, showConfirm, useDialogStore, type DialogRequest, type DialogState } from './dialogs/dialog-store';
export type { RemoteRoute } from './federation/remote-route';
