import type { ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type ApplyingItem = ApiResponse<'/api/volunteerActivity/registration', 'get'>[number];

/** The user's future requests, matched ones first, then by time (the server's order). */
export function getApplyingList(): Promise<ApplyingItem[]> {
  return apiRequest<ApplyingItem[]>(
    { method: 'GET', url: '/volunteerActivity/registration', params: { userType: 'elderly' } },
    '신청 내역을 불러오는 데 실패했습니다.',
  );
}
