import type { ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type FamilyEmotions = ApiResponse<'/api/guardian/people/{id}/emotions', 'get'>;

/** `GET /api/guardian/people/{id}/emotions`: last month's feelings (percentages only, never chat text). */
export function getFamilyEmotions(id: number): Promise<FamilyEmotions> {
  return apiRequest({ method: 'GET', url: `/guardian/people/${id}/emotions` }, '마음 그래프를 불러오지 못했어요.');
}
