import type { ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type AlertDetail = ApiResponse<'/api/care/alerts/{id}', 'get'>;

/** `GET /api/care/alerts/{id}`: the alert, what happened to it, and the person's other alerts. */
export function getAlert(id: number): Promise<AlertDetail> {
  return apiRequest({ method: 'GET', url: `/care/alerts/${id}` }, '위기 알림을 불러오지 못했어요.');
}
