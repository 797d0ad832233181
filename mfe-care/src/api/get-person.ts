import type { ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type PersonDetail = ApiResponse<'/api/care/people/{id}', 'get'>;

/** `GET /api/care/people/{id}`: an older person of the worker's districts, with alerts, requests and three months of feelings. */
export function getPerson(id: number): Promise<PersonDetail> {
  return apiRequest({ method: 'GET', url: `/care/people/${id}` }, '어르신 정보를 불러오지 못했어요.');
}
