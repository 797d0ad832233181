import type { ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type VolunteerDetail = ApiResponse<'/api/care/volunteers/{id}', 'get'>;

/** `GET /api/care/volunteers/{id}`: a volunteer of the worker's districts, their weekly times and visits. */
export function getVolunteer(id: number): Promise<VolunteerDetail> {
  return apiRequest({ method: 'GET', url: `/care/volunteers/${id}` }, '봉사자 정보를 불러오지 못했어요.');
}
