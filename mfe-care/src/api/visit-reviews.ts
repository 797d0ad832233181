import type { ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type VisitReview = ApiResponse<'/api/care/visit-reviews', 'get'>['visits'][number];

const params = { userType: 'staff' };

/** `GET /api/care/visit-reviews`: visits in my districts to settle (the server logs the viewing). */
export function getVisitReviews(): Promise<VisitReview[]> {
  return apiRequest<{ visits: VisitReview[] }>({ method: 'GET', url: '/care/visit-reviews', params }, '확인이 필요한 방문을 불러오지 못했어요.').then((body) => body.visits);
}

/** `POST /api/care/visit-reviews/{id}/decision`: hours counted (with minutes) or not, with a note. */
export function settleVisitReview(matchingId: number, decision: { counted: boolean; minutes?: number; note: string }) {
  return apiRequest({ method: 'POST', url: `/care/visit-reviews/${matchingId}/decision`, params, data: decision }, '처리 결과를 저장하지 못했어요.');
}
