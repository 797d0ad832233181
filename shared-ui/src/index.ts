import packageJson from '../package.json';
import { injectDesignSystemStyles } from './styles/inject-styles';
import designSystemCss from './styles/design-system.css';

/** The design system version of this copy (a page can hold several; see README.md). */
export const DESIGN_SYSTEM_VERSION: string = packageJson.version;

injectDesignSystemStyles(DESIGN_SYSTEM_VERSION, designSystemCss);

export { injectStyles } from './styles/inject-styles';
export { Button, type ButtonProps, type ButtonVariant } from './components/Button';
export { TextField, TextAreaField, FieldFrame, type TextFieldProps, type TextAreaFieldProps } from './components/TextField';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/SelectField';
export { SegmentedControl, type SegmentedControlProps, type SegmentedOption } from './components/SegmentedControl';
export { radioGroupArrowKey } from './components/radio-group-keys';
export { RadioGroup, type RadioGroupProps, type RadioChoice } from './components/RadioGroup';
export { Switch, type SwitchProps } from './components/Switch';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { TopBar, type TopBarProps } from './components/TopBar';
export { Card } from './components/Card';
export { NeedHelpPanel, type NeedHelpPanelProps } from './components/NeedHelpPanel';
export { CardList, type CardListProps } from './components/CardList';
export { NotificationBell, NOTIFICATION_PAGE_PATH } from './components/NotificationBell';
export { useNavigateOnce } from './navigation/use-navigate-once';
export { positiveId, useRouteStateId } from './navigation/route-state';
export { RequireRole, RequireSignIn, SIGN_IN_REQUIRED_MESSAGE, wrongRoleMessage } from './navigation/RequireRole';
export { MissingStateNotice, type MissingStateNoticeProps } from './components/MissingStateNotice';
export { PhoneLink, type PhoneLinkProps } from './components/PhoneLink';
export { Logo, type LogoProps } from './components/Logo';
export { LoadingModal, type LoadingModalProps } from './components/LoadingModal';
export { DialogHost } from './dialogs/DialogHost';
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
  type UploadProgressListener,
  type UserImageType,
} from './uploads/image-upload';
export { MAX_REVIEW_IMAGES, requestReviewImageUploads, uploadReviewImage } from './uploads/review-images';
export { saveFile } from './files/save-file';
export { UPLOAD_MAX_SIDE_PX, fitWithin, resizeImageForUpload, type ResizeOptions } from './uploads/resize-image';
// The picture shown where a person has no profile photo; one file for every app.
export { default as DEFAULT_PROFILE_IMAGE } from './assets/profile.svg';
export { useSingleFlight } from './hooks/use-single-flight';
export { useNow } from './hooks/use-now';
export { usePageTitle } from './hooks/use-page-title';
export { useLoaded, useLoadedEvery, type Loaded } from './loading/use-loaded';
export { LoadFailure } from './loading/LoadFailure';
export { LoadingStatus } from './loading/LoadingStatus';
export { LoadedContent, type LoadedContentProps } from './loading/LoadedContent';
export { useFollowEvents } from './loading/use-follow-events';
