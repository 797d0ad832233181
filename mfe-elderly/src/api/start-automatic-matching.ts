import { apiRequest } from '@ieum/platform';
import type { MatchingOutcome } from './matching-outcome';

/** Hands the request to automatic matching: matched at once (PROGRESS) or waiting (MATCHING). */
export function startAutomaticMatching(matchingId: number): Promise<MatchingOutcome> {
  return apiRequest<MatchingOutcome>(
    { method: 'POST', url: '/elderly/matching', params: { userType: 'elderly' }, data: { matchingId } },
    '매칭 신청에 실패했습니다.',
  );
}
