import type { ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

/** `GET /api/elderly`: today's request (Seoul), or null when there is none today. */
export type ElderlyHome = ApiResponse<'/api/elderly', 'get'>;
export type CurrentMatching = NonNullable<ElderlyHome['currentMatching']>;

export const HOME_LOAD_FAILED = '매칭 정보를 불러오는 데 실패했습니다.';

export function getElderlyHome(): Promise<ElderlyHome> {
  return apiRequest<ElderlyHome>({ method: 'GET', url: '/elderly', params: { userType: 'elderly' } }, HOME_LOAD_FAILED);
}
