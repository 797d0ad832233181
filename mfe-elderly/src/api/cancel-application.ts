import { apiRequest } from '@ieum/platform';
import type { MatchingOutcome } from './matching-outcome';

/** Cancels the user's request (waiting, or matched before its start). */
export function cancelApplication(matchingId: number, defaultMessage = '신청 취소에 실패했습니다.'): Promise<MatchingOutcome> {
  return apiRequest<MatchingOutcome>(
    { method: 'DELETE', url: `/elderly/matching/${matchingId}`, params: { userType: 'elderly' } },
    defaultMessage,
  );
}
