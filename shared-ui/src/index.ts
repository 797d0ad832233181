import { injectStyles } from './styles/inject-styles';
import designSystemCss from './styles/design-system.css';

injectStyles('ieum-design-system', designSystemCss);

export { injectStyles };
export { Button, type ButtonProps, type ButtonVariant } from './components/Button';
export { TextField, TextAreaField, FieldFrame, type TextFieldProps, type TextAreaFieldProps } from './components/TextField';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/SelectField';
export { SegmentedControl, type SegmentedControlProps, type SegmentedOption } from './components/SegmentedControl';
export { radioGroupArrowKey } from './components/radio-group-keys';
export { Switch, type SwitchProps } from './components/Switch';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { TopBar, type TopBarProps } from './components/TopBar';
export { Card } from './components/Card';
export { useNavigateOnce } from './navigation/use-navigate-once';
export { Logo, type LogoProps } from './components/Logo';
export { LoadingModal, type LoadingModalProps } from './components/LoadingModal';
export { DialogHost } from './dialogs/DialogHost';
export { showAlert, showConfirm, useDialogStore } from './dialogs/dialog-store';
export {
  useSessionStore,
  reloadSessionFromStorage,
  STORAGE_KEYS,
  PUSH_TOKEN_KEY,
  storedPushToken,
  type SessionState,
  type SignInPayload,
  type Address,
} from './session/session-store';
export { apiClient, apiRequest, ApiError, API_BASE_URL, configureApiBaseUrl, onSessionExpired } from './api/api-client';
export { errorMessage, UserFacingError } from './api/user-facing-error';
export * from '@ieum/domain';
export * from './domain/statuses';
export type { RemoteRoute } from './federation/remote-route';
export { renderStandaloneRemote } from './federation/StandaloneRemote';
export { phoneDigits, isMobilePhoneNumber, formatPhoneDisplay, toInternationalPhone, toLocalPhone } from './format/phone';
export { ageFromBirthDate, birthYearChoices, isRealDate, type BirthDate } from './format/age';
export {
  UPLOAD_TIMEOUT_MS,
  UPLOAD_TIMEOUT_MESSAGE,
  UploadError,
  isImageFile,
  publicUrlOf,
  putFileToPresignedUrl,
  requestUserImageUpload,
  uploadUserImage,
  photoUploadFailureMessage,
  type PresignedUpload,
  type UserImageType,
} from './uploads/image-upload';
// The picture shown where a person has no profile photo; one file for every app.
export { default as DEFAULT_PROFILE_IMAGE } from './assets/profile.svg';
