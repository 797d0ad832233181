import type { ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type FamilyAlert = ApiResponse<'/api/guardian/people/{id}/alerts', 'get'>['alerts'][number];

/** `GET /api/guardian/people/{id}/alerts`: crisis alerts, newest first, with what the worker did. */
export async function getFamilyAlerts(id: number): Promise<FamilyAlert[]> {
  const { alerts } = await apiRequest<ApiResponse<'/api/guardian/people/{id}/alerts', 'get'>>(
    { method: 'GET', url: `/guardian/people/${id}/alerts` },
    '위기 알림을 불러오지 못했어요.',
  );
  return alerts;
}
