import type { ApiQuery, ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type LonelinessList = ApiResponse<'/api/care/loneliness', 'get'>;

/** `GET /api/care/loneliness`: people whose 외로움 + 슬픔 share rose last month, largest rise first. */
export function getLoneliness(district?: NonNullable<ApiQuery<'/api/care/loneliness', 'get'>>['district']): Promise<LonelinessList> {
  return apiRequest({ method: 'GET', url: '/care/loneliness', params: { district } }, '마음 변화 목록을 불러오지 못했어요.');
}
