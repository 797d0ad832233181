import { apiRequest, type Address, type Gender, type UserType } from '@ieum/shared-ui';

/** Spec section 3 "User profile" as `GET /api/user` returns it. */
export interface UserProfile {
  username?: string;
  name: string;
  age: number | null;
  gender: Gender;
  phone: string;
  address: Address;
  profileImage: string | null;
  bio?: string | null;
  userType: UserType;
}

export interface ProfileUpdate {
  name: string;
  age: number;
  gender: Gender;
  phone: string;
  address: Address;
  profileImage: string | null;
  bio: string;
  userType: UserType;
}

export function getUserProfile(userType: UserType): Promise<UserProfile> {
  return apiRequest<UserProfile>({ method: 'GET', url: '/user', params: { userType } }, '유저 정보를 불러오는 데 실패했습니다.');
}

export async function updateUserProfile(update: ProfileUpdate): Promise<void> {
  await apiRequest({ method: 'PUT', url: '/user', data: update }, '유저 정보 수정에 실패했습니다.');
}
