import type { ApiQuery, ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export const CANCEL_FAILED = '취소 요청에 실패했습니다. 다시 시도해주세요.';

/** `DELETE /api/volunteer/matching/{id}`: only before the start; the server refuses later. */
export async function cancelMatching(id: number): Promise<void> {
  const params: ApiQuery<'/api/volunteer/matching/{id}', 'delete'> = { userType: 'volunteer' };
  await apiRequest<ApiResponse<'/api/volunteer/matching/{id}', 'delete'>>({ method: 'DELETE', url: `/volunteer/matching/${id}`, params }, CANCEL_FAILED);
}
