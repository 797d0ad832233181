import type { AxiosInstance } from 'axios';
import type { UserType } from '@ieum/domain';
import { apiRequest, errorMessage, failureOf, UserFacingError } from '@ieum/platform';

/** On a weak phone connection a PUT can stall for minutes: stop it and let the user try again. */
export const UPLOAD_TIMEOUT_MS = 10_000;
export const UPLOAD_TIMEOUT_MESSAGE = '사진 업로드가 오래 걸리고 있습니다. 다시 시도해주세요.';

/** Where one file goes: a short-lived PUT URL, the storage key and the URL the image is read at. */
export interface PresignedUpload {
  preSignedUrl: string;
  key: string;
  imageUrl?: string;
}

/** A failed PUT; `timedOut` tells the 10-second limit apart from other failures. */
export class UploadError extends UserFacingError {
  readonly timedOut: boolean;

  constructor(message: string, timedOut = false) {
    super(message);
    this.name = 'UploadError';
    this.timedOut = timedOut;
  }
}

export function isImageFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/');
}

/** The presigned URL without its signature: where the stored file is read back. */
export function publicUrlOf(upload: PresignedUpload): string {
  return upload.imageUrl || upload.preSignedUrl.split('?')[0];
}

// No base URL and no Authorization header: the signature in the URL is the permission, and a
// bearer token must never travel to a storage host. Loaded with the first upload, not with the page.
let uploadClient: Promise<AxiosInstance> | undefined;
const loadUploadClient = () => {
  uploadClient ??= import('axios').then(({ default: axios }) => axios.create());
  uploadClient.catch(() => (uploadClient = undefined));
  return uploadClient;
};

/** sentFraction: 0..1 */
export type UploadProgressListener = (sentFraction: number) => void;

/**
 * PUTs the file with its own content type to a presigned URL, giving up after the timeout.
 * `onProgress` hears how much has been sent (browsers report it as the body goes out).
 */
export async function putFileToPresignedUrl(
  url: string,
  file: Blob,
  timeoutMs = UPLOAD_TIMEOUT_MS,
  onProgress?: UploadProgressListener,
): Promise<void> {
  try {
    const client = await loadUploadClient();
    await client.put(url, file, {
      headers: { 'Content-Type': file.type },
      timeout: timeoutMs,
      onUploadProgress: onProgress && ((event) => onProgress(event.total ? Math.min(1, event.loaded / event.total) : 0)),
    });
  } catch (error) {
    const { isAxiosError, code } = (error ?? {}) as { isAxiosError?: unknown; code?: unknown };
    if (isAxiosError === true && (code === 'ECONNABORTED' || code === 'ETIMEDOUT')) {
      throw new UploadError(UPLOAD_TIMEOUT_MESSAGE, true);
    }
    const { status, message } = failureOf(error);
    throw new UploadError(message ?? (status ? `서버 응답 ${status}` : '네트워크 연결을 확인해주세요.'));
  }
}

export type UserImageType = 'profile' | 'ai_profile';

/**
 * `GET /api/aws/s3/user/preSigned`: one upload URL for a profile (or chatbot) picture. With the
 * file's content type the URL accepts only that type (an unsupported one is refused up front).
 */
export function requestUserImageUpload(type: UserImageType, userType: UserType, contentType?: string): Promise<PresignedUpload> {
  return apiRequest<PresignedUpload>(
    { method: 'GET', url: '/aws/s3/user/preSigned', params: { type, userType, ...(contentType ? { contentType } : {}) } },
    '이미지 업로드 URL 발급 실패',
  );
}

/** A profile (or chatbot) picture; returns the URL to store with the profile. */
export async function uploadUserImage(file: File, type: UserImageType, userType: UserType): Promise<string> {
  const upload = await requestUserImageUpload(type, userType, file.type);
  await putFileToPresignedUrl(upload.preSignedUrl, file);
  return publicUrlOf(upload);
}

export function photoUploadFailureMessage(error: unknown): string {
  if (error instanceof UploadError && error.timedOut) return UPLOAD_TIMEOUT_MESSAGE;
  return `사진 업로드 실패: ${errorMessage(error, '다시 시도해주세요.')}`;
}
