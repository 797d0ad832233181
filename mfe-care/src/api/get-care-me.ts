import type { ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type CareMe = ApiResponse<'/api/care/me', 'get'>;

/** `GET /api/care/me`: the signed-in worker and their districts. */
export function getCareMe(): Promise<CareMe> {
  return apiRequest({ method: 'GET', url: '/care/me' }, '담당 구를 불러오지 못했어요.');
}
