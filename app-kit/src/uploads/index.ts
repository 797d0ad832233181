// Uploads are imported by path (`@ieum/app-kit/src/uploads`), not from the shared index: only the pages
// that take photos need them, and in the shared copy they would download with every first screen (/login's budget).
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
} from './image-upload';
export { MAX_REVIEW_IMAGES, requestReviewImageUploads, uploadReviewImage } from './review-images';
export { UPLOAD_MAX_SIDE_PX, fitWithin, resizeImageForUpload, type ResizeOptions } from './resize-image';
