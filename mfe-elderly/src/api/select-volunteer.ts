import { apiRequest } from '@ieum/platform';
import type { MatchingOutcome } from './matching-outcome';

/** Picks one of the recommended volunteers; 409 when someone else booked them first. */
export function selectVolunteer(matchingId: number, volunteerId: number): Promise<MatchingOutcome> {
  return apiRequest<MatchingOutcome>(
    { method: 'POST', url: '/elderly/recommend/matching', params: { userType: 'elderly' }, data: { volunteerId, matchingId } },
    '추천 봉사자 선택에 실패했습니다.',
  );
}
