import type { ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type LinkedPerson = ApiResponse<'/api/guardian/people', 'get'>['people'][number];

/** `GET /api/guardian/people`: the older people this family member is linked to, with what each shares. */
export async function getFamilyPeople(): Promise<LinkedPerson[]> {
  const { people } = await apiRequest<ApiResponse<'/api/guardian/people', 'get'>>({ method: 'GET', url: '/guardian/people' }, '연결된 어르신을 불러오지 못했어요.');
  return people;
}
