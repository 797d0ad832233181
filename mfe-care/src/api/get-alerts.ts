import type { ApiQuery, ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type StaffAlert = ApiResponse<'/api/care/alerts', 'get'>['alerts'][number];

/** `GET /api/care/alerts`: open ones unacknowledged first, oldest on top; closed ones newest first. */
export async function getAlerts(status: NonNullable<ApiQuery<'/api/care/alerts', 'get'>>['status'] = 'open'): Promise<StaffAlert[]> {
  const { alerts } = await apiRequest<ApiResponse<'/api/care/alerts', 'get'>>(
    { method: 'GET', url: '/care/alerts', params: { status } },
    '위기 알림을 불러오지 못했어요.',
  );
  return alerts;
}
