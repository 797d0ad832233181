import type { ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type FamilyPerson = ApiResponse<'/api/guardian/people/{id}', 'get'>;

/** `GET /api/guardian/people/{id}`: one linked older person and what they share. */
export function getFamilyPerson(id: number): Promise<FamilyPerson> {
  return apiRequest({ method: 'GET', url: `/guardian/people/${id}` }, '어르신 정보를 불러오지 못했어요.');
}
