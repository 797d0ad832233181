import type { ApiBody, ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type CareSharing = ApiResponse<'/api/elderly/care/sharing', 'get'>;
export type CareSharingChange = ApiBody<'/api/elderly/care/sharing', 'put'>;

/** `GET /api/elderly/care/sharing`: what family sees, and whether the district's welfare workers get crisis alerts. */
export function getCareSharing(): Promise<CareSharing> {
  return apiRequest({ method: 'GET', url: '/elderly/care/sharing' }, '공유 설정을 불러오지 못했어요.');
}

/** `PUT /api/elderly/care/sharing`: changes only the settings sent, answers the whole set. */
export function changeCareSharing(change: CareSharingChange): Promise<CareSharing> {
  return apiRequest({ method: 'PUT', url: '/elderly/care/sharing', data: change }, '공유 설정을 바꾸지 못했어요. 다시 시도해주세요.');
}
