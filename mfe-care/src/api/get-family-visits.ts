import type { ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type UpcomingVisit = ApiResponse<'/api/guardian/people/{id}/visits/upcoming', 'get'>['visits'][number];
export type PastVisits = ApiResponse<'/api/guardian/people/{id}/visits/past', 'get'>;

/** `GET /api/guardian/people/{id}/visits/upcoming`: visits ahead, nearest first (403 NOT_SHARED when not shared). */
export async function getUpcomingVisits(id: number): Promise<UpcomingVisit[]> {
  const { visits } = await apiRequest<ApiResponse<'/api/guardian/people/{id}/visits/upcoming', 'get'>>(
    { method: 'GET', url: `/guardian/people/${id}/visits/upcoming` },
    '다가오는 봉사를 불러오지 못했어요.',
  );
  return visits;
}

/** `GET /api/guardian/people/{id}/visits/past`: visits that took place with their reviews, newest first. */
export function getPastVisits(id: number): Promise<PastVisits> {
  return apiRequest({ method: 'GET', url: `/guardian/people/${id}/visits/past` }, '지난 봉사를 불러오지 못했어요.');
}
