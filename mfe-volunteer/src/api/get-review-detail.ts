import type { ApiQuery, ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type ReviewDetail = ApiResponse<'/api/review/{id}', 'get'>;

export const REVIEW_LOAD_FAILED = '리뷰 데이터를 불러오는 중 문제가 발생했습니다.';

/** `GET /api/review/{id}`. */
export function getReviewDetail(id: number): Promise<ReviewDetail> {
  const params: ApiQuery<'/api/review/{id}', 'get'> = { userType: 'volunteer' };
  return apiRequest({ method: 'GET', url: `/review/${id}`, params }, REVIEW_LOAD_FAILED);
}
