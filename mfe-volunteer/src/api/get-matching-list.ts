import type { ApiQuery, ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type MatchingListItem = ApiResponse<'/api/volunteerActivity/matching', 'get'>[number];

/** `GET /api/volunteerActivity/matching`: assigned matchings still ahead, nearest first. */
export function getMatchingList(): Promise<MatchingListItem[]> {
  const params: ApiQuery<'/api/volunteerActivity/matching', 'get'> = { userType: 'volunteer' };
  return apiRequest({ method: 'GET', url: '/volunteerActivity/matching', params }, '매칭 내역을 불러오지 못했습니다.');
}
