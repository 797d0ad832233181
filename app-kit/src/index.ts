// The app kit: how a remote loads data, guards and declares pages, uploads, and tests (see README.md).
export { positiveId, useRouteStateId } from './navigation/route-state';
export { RequireRole, RequireSignIn, SIGN_IN_REQUIRED_MESSAGE, wrongRoleMessage } from './navigation/RequireRole';
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
export { useSingleFlight } from './hooks/use-single-flight';
export { useNow } from './hooks/use-now';
export { useLoaded, type Loaded } from './loading/use-loaded';
export { LoadedContent, type LoadedContentProps } from './loading/LoadedContent';
export { useFollowEvents } from './loading/use-follow-events';
export { useLoadedEvery } from './loading/use-loaded';
