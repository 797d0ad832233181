import type { ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type Visit = ApiResponse<'/api/visit/{id}', 'get'>;
export type VisitStep = 'arrive' | 'finish';
export type VolunteerHours = ApiResponse<'/api/volunteer/hours', 'get'>;
export type CertificateCheck = ApiResponse<'/api/certificates/{code}', 'get'>;

const params = { userType: 'volunteer' };

/** `GET /api/visit/{id}`: where the visit stands (the volunteer never gets the code). */
export function getVisit(id: number): Promise<Visit> {
  return apiRequest({ method: 'GET', url: `/visit/${id}`, params }, '방문 정보를 불러오지 못했어요.');
}

/** `POST /api/visit/{id}/{step}`: 도착했어요 / 마쳤어요, the elderly user is asked to confirm. */
export function tapVisit(id: number, step: VisitStep): Promise<Visit> {
  return apiRequest({ method: 'POST', url: `/visit/${id}/${step}`, params }, '요청을 보내지 못했어요. 다시 시도해주세요.');
}

/** `POST /api/visit/{id}/{step}/code`: the 4 digits shown on the elderly user's home screen. */
export function enterVisitCode(id: number, step: VisitStep, code: string): Promise<Visit> {
  return apiRequest({ method: 'POST', url: `/visit/${id}/${step}/code`, params, data: { code } }, '방문 코드를 확인하지 못했어요. 다시 시도해주세요.');
}

export function getHours(): Promise<VolunteerHours> {
  return apiRequest({ method: 'GET', url: '/volunteer/hours', params }, '봉사 시간을 불러오지 못했어요.');
}

const DOWNLOAD_FAILED = '파일을 내려받지 못했어요. 다시 시도해주세요.';

/** `POST /api/volunteer/hours/certificate`: a new certificate (PDF) of every confirmed visit. */
export function downloadCertificate(): Promise<Blob> {
  return apiRequest({ method: 'POST', url: '/volunteer/hours/certificate', params, responseType: 'blob' }, DOWNLOAD_FAILED);
}

/** `POST /api/volunteer/hours/csv`: the same visits in the portal bulk-registration layout. */
export function downloadHoursCsv(): Promise<Blob> {
  return apiRequest({ method: 'POST', url: '/volunteer/hours/csv', params, responseType: 'blob' }, DOWNLOAD_FAILED);
}

/** `GET /api/certificates/{code}`: the public check, no sign-in. */
export function checkCertificate(code: string): Promise<CertificateCheck> {
  return apiRequest(
    { method: 'GET', url: `/certificates/${encodeURIComponent(code)}` },
    '확인서를 확인하지 못했어요. 잠시 후 다시 시도해주세요.',
    { authenticated: false },
  );
}

/** `POST /api/visit/{id}/help`: 도움이 필요해요, alerts the district's welfare workers. */
export function requestVisitHelp(id: number): Promise<{ alerted: boolean }> {
  return apiRequest({ method: 'POST', url: `/visit/${id}/help`, params }, '알림을 보내지 못했어요.');
}

export type RecordCheck = ApiResponse<'/api/volunteer/record-check', 'get'>;

/** `GET /api/volunteer/record-check`: the state of my latest criminal-record check (null: none). */
export function getRecordCheck(): Promise<RecordCheck> {
  return apiRequest({ method: 'GET', url: '/volunteer/record-check', params }, '회보서 상태를 불러오지 못했어요.');
}

/** `PUT /api/volunteer/record-check`: the file itself as the body (PDF, JPG or PNG). */
export function uploadRecordCheck(file: File): Promise<RecordCheck> {
  return apiRequest(
    { method: 'PUT', url: '/volunteer/record-check', params, data: file, headers: { 'Content-Type': file.type } },
    '회보서를 올리지 못했어요. 다시 시도해주세요.',
  );
}
