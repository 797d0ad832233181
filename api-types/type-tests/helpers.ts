// Checked by the type check (`tsc`), never run: each @ts-expect-error must meet an error.
import type { ApiBody, ApiMethod, ApiPath, ApiPathParams, ApiQuery, ApiResponse } from '../src';

const profile = {} as ApiResponse<'/api/user', 'get'>;
export const district: (typeof profile)['address']['district'] = 'MAPO';
// @ts-expect-error only the 23 district codes
export const noDistrict: (typeof profile)['address']['district'] = 'NOWHERE';
// @ts-expect-error a field the API does not send
export const missing = profile.nickname;

export const methods: ApiMethod<'/api/user'>[] = ['get', 'put', 'post', 'patch'];
// @ts-expect-error /api/user answers no DELETE
export const noDelete: ApiMethod<'/api/user'> = 'delete';

export const signup: ApiBody<'/api/user', 'post'> = {
  username: 'haneul_kim',
  password: 'a-long-password',
  name: '김하늘',
  age: 30,
  gender: 'female',
  phone: '01012345678',
  address: { district: 'MAPO' },
};
// @ts-expect-error gender is male or female
export const wrongGender: ApiBody<'/api/user', 'post'>['gender'] = 'other';

export const created: ApiResponse<'/api/user', 'post'> = { id: 1 };
export const noContent: ApiResponse<'/api/auth/logout', 'post'> = null;
export const notifications: ApiResponse<'/api/user/notification', 'get'> = [];
export const query: ApiQuery<'/api/user/username', 'get'> = { username: 'haneul_kim' };
// @ts-expect-error the username is required
export const noUsername: ApiQuery<'/api/user/username', 'get'> = {};
export const reviewId: ApiPathParams<'/api/review/{id}', 'get'>['id'] = 3;
export const path: ApiPath = '/api/volunteer';
// @ts-expect-error not a path of the API
export const unknownPath: ApiPath = '/api/nothing';
