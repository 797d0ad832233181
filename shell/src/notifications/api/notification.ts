import type { ApiResponse } from '@ieum/api-types';

/** One notification as GET /api/user/notification gives it (times are Seoul time without an offset). */
export type AppNotification = ApiResponse<'/api/user/notification', 'get'>[number];

export const NOTIFICATIONS_LOAD_FAILED = '알림을 불러오는 데 실패했습니다.';
