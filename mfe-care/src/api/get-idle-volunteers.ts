import type { ApiQuery, ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type IdleVolunteer = ApiResponse<'/api/care/idle-volunteers', 'get'>['volunteers'][number];

/** `GET /api/care/idle-volunteers`: volunteers with times set and no visit for 30 days, longest idle first. */
export async function getIdleVolunteers(district?: NonNullable<ApiQuery<'/api/care/idle-volunteers', 'get'>>['district']): Promise<IdleVolunteer[]> {
  const { volunteers } = await apiRequest<ApiResponse<'/api/care/idle-volunteers', 'get'>>(
    { method: 'GET', url: '/care/idle-volunteers', params: { district } },
    '연결이 없는 봉사자를 불러오지 못했어요.',
  );
  return volunteers;
}
