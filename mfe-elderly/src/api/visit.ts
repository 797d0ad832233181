import type { ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type Visit = ApiResponse<'/api/visit/{id}', 'get'>;
export type VisitStep = 'arrive' | 'finish';

const params = { userType: 'elderly' };

/** `GET /api/visit/{id}`: where today's visit stands, with the visit code for the volunteer to type. */
export function getVisit(id: number): Promise<Visit> {
  return apiRequest({ method: 'GET', url: `/visit/${id}`, params }, '방문 정보를 불러오지 못했어요.');
}

/** `POST /api/visit/{id}/{step}/confirm`: 네, 오셨어요 / 네, 마쳤어요. */
export function confirmVisit(id: number, step: VisitStep): Promise<Visit> {
  return apiRequest({ method: 'POST', url: `/visit/${id}/${step}/confirm`, params }, '확인하지 못했어요. 다시 눌러 주세요.');
}

/** `POST /api/visit/{id}/help`: 도움이 필요해요, alerts the district's welfare workers. */
export function requestVisitHelp(id: number): Promise<{ alerted: boolean }> {
  return apiRequest({ method: 'POST', url: `/visit/${id}/help`, params }, '알림을 보내지 못했어요.');
}
