import type { ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type RequestDetail = ApiResponse<'/api/care/requests/{id}', 'get'>;

/** `GET /api/care/requests/{id}`: one request and the person's last requests. */
export function getRequest(id: number): Promise<RequestDetail> {
  return apiRequest({ method: 'GET', url: `/care/requests/${id}` }, '신청 내용을 불러오지 못했어요.');
}
