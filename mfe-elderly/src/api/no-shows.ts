import type { ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

/** `GET /api/elderly/no-shows`: volunteers who cancelled late or did not come, not yet answered. */
export type NoShowOffer = ApiResponse<'/api/elderly/no-shows', 'get'>['noShows'][number];

const params = { userType: 'elderly' };

export function getNoShows(): Promise<NoShowOffer[]> {
  return apiRequest<{ noShows: NoShowOffer[] }>({ method: 'GET', url: '/elderly/no-shows', params }, '알림을 불러오지 못했어요.').then((body) => body.noShows);
}

/** `POST /api/elderly/no-shows/{id}/answer`: 다른 봉사자 찾기 (FIND_ANOTHER) or 괜찮아요 (DISMISSED). */
export function answerNoShow(matchingId: number, answer: 'FIND_ANOTHER' | 'DISMISSED'): Promise<NoShowOffer> {
  return apiRequest<NoShowOffer>({ method: 'POST', url: `/elderly/no-shows/${matchingId}/answer`, params, data: { answer } }, '답을 저장하지 못했어요. 다시 시도해주세요.');
}
