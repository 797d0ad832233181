import type { ApiBody, ApiQuery, ApiResponse } from '@ieum/api-types';
import { apiRequest } from '@ieum/platform';

export type ScheduleSubmission = ApiBody<'/api/volunteer/schedule', 'post'>;

export const SCHEDULE_SAVE_FAILED = '스케줄 설정에 실패했습니다. 다시 시도해주세요.';

/** `POST /api/volunteer/schedule`: replaces every weekly slot and the help types. */
export function saveSchedule(submission: ScheduleSubmission): Promise<ApiResponse<'/api/volunteer/schedule', 'post'>> {
  const params: ApiQuery<'/api/volunteer/schedule', 'post'> = { userType: 'volunteer' };
  return apiRequest({ method: 'POST', url: '/volunteer/schedule', params, data: submission }, SCHEDULE_SAVE_FAILED);
}
