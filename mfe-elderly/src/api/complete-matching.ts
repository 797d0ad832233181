import { apiRequest } from '@ieum/platform';
import type { MatchingOutcome } from './matching-outcome';

/** The elderly user marks the visit done (only after its start). */
export function completeMatching(matchingId: number): Promise<MatchingOutcome> {
  return apiRequest<MatchingOutcome>(
    { method: 'POST', url: `/elderly/matching/${matchingId}`, params: { userType: 'elderly' } },
    '매칭 완료에 실패했습니다. 다시 시도해주세요.',
  );
}
