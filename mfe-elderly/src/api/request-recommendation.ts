import type { ApiBody, ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

/** The help request as the form sends it; the address defaults to the profile's on the server. */
export type HelpRequest = ApiBody<'/api/elderly/recommend', 'post'>;

/** What the recommendation page receives as route state `volunteersData`. */
export type VolunteersData = ApiResponse<'/api/elderly/recommend', 'post'>;
export type RecommendedVolunteer = VolunteersData['recommendVolunteers'][number];

/** Creates the request and returns up to 4 recommended volunteers. */
export function requestRecommendation(request: HelpRequest): Promise<VolunteersData> {
  return apiRequest<VolunteersData>(
    { method: 'POST', url: '/elderly/recommend', params: { userType: 'elderly' }, data: request },
    '추천 봉사자 요청 중 오류가 발생했습니다.',
  );
}
