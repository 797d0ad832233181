import type { ApiQuery, ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type MatchingDetail = ApiResponse<'/api/volunteerActivity/matching/{id}', 'get'>;

/** `GET /api/volunteerActivity/matching/{id}`: one matching of this volunteer, in any status. */
export function getMatchingDetail(id: number): Promise<MatchingDetail> {
  const params: ApiQuery<'/api/volunteerActivity/matching/{id}', 'get'> = { userType: 'volunteer' };
  return apiRequest({ method: 'GET', url: `/volunteerActivity/matching/${id}`, params }, '매칭 정보를 불러오지 못했습니다.');
}
