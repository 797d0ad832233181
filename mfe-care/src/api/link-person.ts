import type { ApiBody, ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

/** `POST /api/guardian/links`: links with the 6-digit code the older person read out. */
export function linkPerson(code: string): Promise<ApiResponse<'/api/guardian/links', 'post'>> {
  const data: ApiBody<'/api/guardian/links', 'post'> = { code };
  return apiRequest({ method: 'POST', url: '/guardian/links', data }, '연결하지 못했어요. 다시 시도해주세요.');
}
