import type { ApiPathParams, ApiQuery } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type CsvList = ApiPathParams<'/api/care/export/{list}', 'get'>['list'];

/** `GET /api/care/export/{list}`: the list as a CSV file (UTF-8 with BOM), fetched with the worker's token. */
export function exportCsv(list: CsvList, query: ApiQuery<'/api/care/export/{list}', 'get'> = {}): Promise<Blob> {
  return apiRequest({ method: 'GET', url: `/care/export/${list}`, params: query, responseType: 'blob' }, '파일을 내려받지 못했어요. 다시 시도해주세요.');
}
