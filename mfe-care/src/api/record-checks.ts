import type { ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type PendingRecordCheck = ApiResponse<'/api/care/record-checks', 'get'>[number];

const params = { userType: 'staff' };

/** `GET /api/care/record-checks`: criminal-record checks waiting in my districts. */
export function getPendingRecordChecks(): Promise<PendingRecordCheck[]> {
  return apiRequest({ method: 'GET', url: '/care/record-checks', params }, '확인할 회보서를 불러오지 못했어요.');
}

/** `GET /api/care/record-checks/{id}/document`: the file (the server logs this opening). */
export function openRecordCheck(id: number): Promise<Blob> {
  return apiRequest({ method: 'GET', url: `/care/record-checks/${id}/document`, params, responseType: 'blob' }, '파일을 열지 못했어요.');
}

/** `POST /api/care/record-checks/{id}/decision`: verified or not; the file is deleted either way. */
export function decideRecordCheck(id: number, verified: boolean): Promise<PendingRecordCheck> {
  return apiRequest({ method: 'POST', url: `/care/record-checks/${id}/decision`, params, data: { verified } }, '확인 결과를 저장하지 못했어요.');
}
