import { DISTRICT_CODES, LOGIN_USERNAME_PATTERN, USER_TYPE_CODES } from '@ieum/domain';
import { userTypeSchema } from '@ieum/server-kit';
import { z } from 'zod';

export const loginRequestSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(LOGIN_USERNAME_PATTERN, '아이디는 영문, 숫자, 밑줄(_), 점(.), 하이픈(-)으로 입력해주세요.'),
  password: z.string().min(1).max(200),
  userType: userTypeSchema.optional().meta({ description: 'volunteer, elderly, guardian, staff (대소문자 무관)' }),
  fcmToken: z.string().max(4096).optional().meta({ description: '푸시 토큰 또는 Web Push 구독 JSON' }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionTokensSchema = z.object({
  accessToken: z.string().meta({ description: '약 1시간 유효한 액세스 토큰 (Bearer)' }),
  refreshToken: z.string().meta({ description: '약 30일 유효, 한 번 쓰면 새 토큰으로 교체됨' }),
});

export const loginResponseSchema = sessionTokensSchema.extend({
  userType: z.enum(USER_TYPE_CODES),
  name: z.string(),
  address: z.object({ district: z.enum(DISTRICT_CODES), detail: z.string() }),
  phone: z.string(),
  profileImage: z.string().nullable(),
});

export const refreshTokenRequestSchema = z.object({
  refreshToken: z.string().min(1).max(200),
});
