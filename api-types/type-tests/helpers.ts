// Checked by the type check (`tsc`), never run: each @ts-expect-error must meet an error.
import type { AiBody, AiMethod, AiPath, AiQuery, AiResponse, ApiBody, ApiMethod, ApiPath, ApiPathParams, ApiQuery, ApiResponse } from '../src';

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

// The AI host's chat routes, from its own document.
export const aiPath: AiPath = '/chat/text';
// @ts-expect-error the AI host's paths carry no /api prefix
export const apiPathOnAi: AiPath = '/api/chat/text';
export const aiMethods: AiMethod<'/chat/text'>[] = ['post'];
export const said: AiBody<'/chat/text', 'post'> = { text: '안녕하세요' };
// @ts-expect-error the text is required
export const saidNothing: AiBody<'/chat/text', 'post'> = {};
export const historyLimit: AiQuery<'/chat/history', 'get'> = { limit: 50 };
const reply = {} as AiResponse<'/chat/text', 'post'>;
export const replyAudio: string | null = reply.data.response.audio_path;
export const riskLevel: (typeof reply)['data']['response']['risk']['level'] = 'crisis';
// @ts-expect-error only none, concern or crisis
export const noRiskLevel: (typeof reply)['data']['response']['risk']['level'] = 'high';
