import type { ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type FamilyLinkCode = ApiResponse<'/api/elderly/care/link-code', 'post'>;

/** `POST /api/elderly/care/link-code`: a new one-time code (replaces the last one), valid 10 minutes. */
export function createFamilyLinkCode(): Promise<FamilyLinkCode> {
  return apiRequest({ method: 'POST', url: '/elderly/care/link-code' }, '연결 코드를 만들지 못했어요. 다시 시도해주세요.');
}

/** `DELETE /api/elderly/care/link-code`: the code can no longer be used (204). */
export function deleteFamilyLinkCode(): Promise<void> {
  return apiRequest({ method: 'DELETE', url: '/elderly/care/link-code' }, '연결 코드를 지우지 못했어요.');
}
