import { REVIEW_MAX_IMAGES } from '@ieum/domain';
import { apiRequest } from '@ieum/platform';
import { putFileToPresignedUrl, publicUrlOf, UPLOAD_TIMEOUT_MS, type PresignedUpload, type UploadProgressListener } from './image-upload';

/** The most photos one review may carry: the domain's rule, under the name this package has exported since 1.x. */
export const MAX_REVIEW_IMAGES = REVIEW_MAX_IMAGES;

/**
 * `GET /api/aws/s3/review/preSigned?count`: upload URLs for review photos (volunteers only). With
 * a content type every URL accepts only that type.
 */
export function requestReviewImageUploads(count: number, contentType?: string): Promise<PresignedUpload[]> {
  return apiRequest<PresignedUpload[]>(
    { method: 'GET', url: '/aws/s3/review/preSigned', params: { count, ...(contentType ? { contentType } : {}) } },
    '리뷰 이미지 업로드 URL 발급 실패',
  );
}

/** One review photo; returns the URL to send with the review. */
export async function uploadReviewImage(file: Blob, onProgress?: UploadProgressListener, timeoutMs = UPLOAD_TIMEOUT_MS): Promise<string> {
  const [upload] = await requestReviewImageUploads(1, file.type || undefined);
  await putFileToPresignedUrl(upload.preSignedUrl, file, timeoutMs, onProgress);
  return publicUrlOf(upload);
}
