import { apiRequest } from '@ieum/platform';

/** `DELETE /api/guardian/people/{id}`: the family member ends the link (204). */
export function unlinkPerson(id: number): Promise<void> {
  return apiRequest({ method: 'DELETE', url: `/guardian/people/${id}` }, '연결을 끊지 못했어요. 다시 시도해주세요.');
}
