import type { ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type LinkedFamilyMember = ApiResponse<'/api/elderly/care/guardians', 'get'>['guardians'][number];

/** `GET /api/elderly/care/guardians`: the family members linked to this older person, oldest link first. */
export async function getLinkedFamily(): Promise<LinkedFamilyMember[]> {
  const { guardians } = await apiRequest<ApiResponse<'/api/elderly/care/guardians', 'get'>>(
    { method: 'GET', url: '/elderly/care/guardians' },
    '연결된 가족을 불러오지 못했어요.',
  );
  return guardians;
}

/** `DELETE /api/elderly/care/guardians/{id}`: the older person ends a family member's link (204). */
export function unlinkFamilyMember(guardianId: number): Promise<void> {
  return apiRequest({ method: 'DELETE', url: `/elderly/care/guardians/${guardianId}` }, '연결을 끊지 못했어요. 다시 시도해주세요.');
}
