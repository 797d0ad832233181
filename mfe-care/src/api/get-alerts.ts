import type { ApiQuery, ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type StaffAlert = ApiResponse<'/api/care/alerts', 'get'>['alerts'][number];

type AlertQuery = NonNullable<ApiQuery<'/api/care/alerts', 'get'>>;

/**
 * `GET /api/care/alerts`: open ones unacknowledged first, oldest on top; closed ones newest first.
 * `district`: one of the worker's districts, or all of them when not given.
 */
export async function getAlerts(status: AlertQuery['status'] = 'open', district?: AlertQuery['district']): Promise<StaffAlert[]> {
  const { alerts } = await apiRequest<ApiResponse<'/api/care/alerts', 'get'>>(
    { method: 'GET', url: '/care/alerts', params: { status, district } },
    '위기 알림을 불러오지 못했어요.',
  );
  return alerts;
}
