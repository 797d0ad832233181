import type { ApiBody, ApiQuery, ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type ReviewSubmission = ApiBody<'/api/review', 'post'>;

export const REVIEW_SAVE_FAILED = '후기 작성에 실패했습니다.';

/** `POST /api/review`: allowed once, while the activity waits for its review (REVIEWING). */
export function createReview(review: ReviewSubmission): Promise<ApiResponse<'/api/review', 'post'>> {
  const params: ApiQuery<'/api/review', 'post'> = { userType: 'volunteer' };
  return apiRequest({ method: 'POST', url: '/review', params, data: review }, REVIEW_SAVE_FAILED);
}
