import { apiRequest } from '@ieum/platform';

/** Marks one notification read (204); the server answers 404 for one that is not the caller's. */
export function markNotificationRead(id: number): Promise<void> {
  return apiRequest<void>({ method: 'PATCH', url: `/user/notification/${id}` }, '알림을 읽음으로 표시하지 못했습니다.');
}
