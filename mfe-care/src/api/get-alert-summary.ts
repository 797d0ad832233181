import type { ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type AlertSummary = ApiResponse<'/api/care/alerts/summary', 'get'>;

/** `GET /api/care/alerts/summary`: the badge counts (no personal data, polled). */
export function getAlertSummary(): Promise<AlertSummary> {
  return apiRequest({ method: 'GET', url: '/care/alerts/summary' }, '위기 알림 수를 불러오지 못했어요.');
}
