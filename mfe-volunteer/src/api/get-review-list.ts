import type { ApiQuery, ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type ReviewListItem = ApiResponse<'/api/review', 'get'>[number];

/** `GET /api/review`: the reviews this volunteer wrote, newest first. */
export function getReviewList(): Promise<ReviewListItem[]> {
  const params: ApiQuery<'/api/review', 'get'> = { userType: 'volunteer' };
  return apiRequest({ method: 'GET', url: '/review', params }, '후기 목록을 불러오지 못했습니다.');
}
