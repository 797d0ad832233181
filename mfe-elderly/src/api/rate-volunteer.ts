import type { ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type VolunteerRating = ApiResponse<'/api/elderly/matching/{id}/rating', 'post'>;

/** The elderly user's 1-5 rating of the volunteer of a finished visit (once per visit). */
export function rateVolunteer(matchingId: number, score: number, comment: string): Promise<VolunteerRating> {
  return apiRequest<VolunteerRating>(
    { method: 'POST', url: `/elderly/matching/${matchingId}/rating`, params: { userType: 'elderly' }, data: { score, comment } },
    '평가를 저장하지 못했습니다. 다시 시도해주세요.',
  );
}
