import type { ApiQuery, ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type AuditEntry = ApiResponse<'/api/care/audit', 'get'>['entries'][number];
export type AuditRange = Pick<NonNullable<ApiQuery<'/api/care/audit', 'get'>>, 'from' | 'to'>;

/** `GET /api/care/audit`: who looked at whose data, newest first (the worker's districts only). */
export async function getAudit(range: AuditRange): Promise<AuditEntry[]> {
  const { entries } = await apiRequest<ApiResponse<'/api/care/audit', 'get'>>(
    { method: 'GET', url: '/care/audit', params: range },
    '열람 기록을 불러오지 못했어요.',
  );
  return entries;
}
