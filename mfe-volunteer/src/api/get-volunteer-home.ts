import type { ApiQuery, ApiResponse } from '@ieum/api-types';
import { ApiError, apiRequest } from '@ieum/platform';

/** `GET /api/volunteer` as it answers: profile, weekly slots (HH:mm, Seoul), types, today's card. */
export type VolunteerHome = ApiResponse<'/api/volunteer', 'get'>;
export type VolunteerInfo = VolunteerHome['volunteerInfo'];
export type AvailableTime = VolunteerHome['availableTimes'][number];
export type CurrentMatching = NonNullable<VolunteerHome['currentMatching']>;

export const HOME_LOAD_FAILED = '유저 정보를 가져오는데 실패했습니다.';
export const SERVER_UNREACHABLE = '서버와의 통신에 실패했습니다.';

/** The volunteer home. No answer at all (or the proxy saying the API is down) reads as a communication failure. */
export async function getVolunteerHome(): Promise<VolunteerHome> {
  const params: ApiQuery<'/api/volunteer', 'get'> = { userType: 'volunteer' };
  try {
    return await apiRequest<VolunteerHome>({ method: 'GET', url: '/volunteer', params }, HOME_LOAD_FAILED);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 0 || error.status >= 502)) throw new ApiError(error.status, SERVER_UNREACHABLE, error.code);
    throw error;
  }
}
