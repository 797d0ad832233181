import type { ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

/** `POST /api/care/alerts/{id}/acknowledge` (확인했어요): the first worker and time are kept. */
export function acknowledgeAlert(id: number): Promise<ApiResponse<'/api/care/alerts/{id}/acknowledge', 'post'>> {
  return apiRequest({ method: 'POST', url: `/care/alerts/${id}/acknowledge` }, '확인 처리를 하지 못했어요. 다시 시도해주세요.');
}
