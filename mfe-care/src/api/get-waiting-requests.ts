import type { ApiQuery, ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type WaitingRequest = ApiResponse<'/api/care/waiting-requests', 'get'>['requests'][number];

/** `GET /api/care/waiting-requests`: requests with no volunteer for more than 24 h, longest waiting first. */
export async function getWaitingRequests(district?: NonNullable<ApiQuery<'/api/care/waiting-requests', 'get'>>['district']): Promise<WaitingRequest[]> {
  const { requests } = await apiRequest<ApiResponse<'/api/care/waiting-requests', 'get'>>(
    { method: 'GET', url: '/care/waiting-requests', params: { district } },
    '오래 기다리는 신청을 불러오지 못했어요.',
  );
  return requests;
}
