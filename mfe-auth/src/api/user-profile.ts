import type { ApiBody, ApiQuery, ApiResponse } from '@ieum/api-types';
import type { UserType } from '@ieum/domain';
import { apiRequest } from '@ieum/platform';

/** The signed-in user's profile as `GET /api/user` returns it. */
export type UserProfile = ApiResponse<'/api/user', 'get'>;

/** The fields `PUT /api/user` changes (only those sent). */
export type ProfileUpdate = ApiBody<'/api/user', 'put'>;

export function getUserProfile(userType: UserType): Promise<UserProfile> {
  const params: ApiQuery<'/api/user', 'get'> = { userType };
  return apiRequest<UserProfile>({ method: 'GET', url: '/user', params }, '유저 정보를 불러오는 데 실패했습니다.');
}

export async function updateUserProfile(update: ProfileUpdate): Promise<void> {
  await apiRequest<ApiResponse<'/api/user', 'put'>>({ method: 'PUT', url: '/user', data: update }, '유저 정보 수정에 실패했습니다.');
}
