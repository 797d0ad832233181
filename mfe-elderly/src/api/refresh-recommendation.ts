import { apiRequest } from '@ieum/platform';
import type { VolunteersData } from './request-recommendation';

/** The open request's recommended volunteers, ranked again now (who is still free). */
export function refreshRecommendation(matchingId: number): Promise<VolunteersData> {
  return apiRequest<VolunteersData>(
    { method: 'GET', url: `/elderly/recommend/${matchingId}`, params: { userType: 'elderly' } },
    '추천 봉사자 목록을 새로 불러오지 못했습니다.',
  );
}
