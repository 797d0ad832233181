import type { ApiBody, ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type AlertClosing = ApiBody<'/api/care/alerts/{id}/close', 'post'>;

/** `POST /api/care/alerts/{id}/close`: what was done (outcome) and a short note. */
export function closeAlert(id: number, closing: AlertClosing): Promise<ApiResponse<'/api/care/alerts/{id}/close', 'post'>> {
  return apiRequest({ method: 'POST', url: `/care/alerts/${id}/close`, data: closing }, '마무리하지 못했어요. 다시 시도해주세요.');
}
