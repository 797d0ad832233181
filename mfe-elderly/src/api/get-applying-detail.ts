import type { ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

/** The request and, when matched, the volunteer (full phone near the visit, masked otherwise: phoneMasked) and the rating this user gave. */
export type ApplyingDetail = ApiResponse<'/api/volunteerActivity/registration/{id}', 'get'>;

export function getApplyingDetail(id: number): Promise<ApplyingDetail> {
  return apiRequest<ApplyingDetail>(
    { method: 'GET', url: `/volunteerActivity/registration/${id}`, params: { userType: 'elderly' } },
    '신청 내역을 불러오는 데 실패했습니다.',
  );
}
