// Schemas shared by the matching route areas (volunteers, elderly, volunteer-activities, reviews,
// notifications): validation, serialisation and the OpenAPI document.
import {
  ACTIVITY_STATUSES,
  ADD_DESCRIPTION_MAX_LENGTH,
  ANIMAL_TYPE_CODES,
  type AnimalType,
  DISTRICT_CODES,
  type DistrictCode,
  HELP_TYPE_CODES,
  type HelpType,
  looksLikeDateTime,
  parseClientDateTime,
  type UserType,
} from '@ieum/domain';
import { AppError, assertUserTypeMatches, errorBodySchema, validationCode, validationMessage, type AuthenticatedUser } from '@ieum/server-kit';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { matchingError } from '../domain/matching-errors';
import { addressDetailSchema, freeTextSchema } from './text';
import type { HelpRequest } from '../plugins/app/matching/activity-repository';

const upper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const lower = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** A database id in a path or body: digits only, so "1e3", "-1" or "1; drop" are a clean 400. */
export const idSchema = z
  .union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^[1-9][0-9]{0,14}$/)])
  .transform(Number)
  .meta({ description: '숫자 id' });
export const idParamsSchema = z.object({ id: idSchema });

export { userTypeQuerySchema } from '@ieum/server-kit';

/** The caller, who must have this role; a userType parameter contradicting the token is 403 too. */
export function requireRole(request: FastifyRequest, role: UserType, claimedUserType?: unknown): AuthenticatedUser & { userId: number } {
  const user = assertUserTypeMatches(request, claimedUserType);
  if (user.userType !== role) throw matchingError('USER_TYPE_MISMATCH');
  return { ...user, userId: Number(user.id) };
}

export const seoulDateTimeSchema = z.string().meta({ description: '서울 시각, 오프셋 없는 ISO (예: 2026-12-01T14:30:00)', example: '2026-12-01T14:30:00' });
export const helpTypeOutSchema = z.enum(HELP_TYPE_CODES).meta({ description: 'HEALTH 의료, HOUSING 주거, CULTURE 문화, EDUCATION 교육' });
export const districtOutSchema = z.enum(DISTRICT_CODES).meta({ description: '구 코드 (예: GANGNAM = 강남구)' });
export const animalTypeOutSchema = z.enum(ANIMAL_TYPE_CODES);

export const DEFAULT_ADD_DESCRIPTION = '추가 요청사항 없음';

export const helpRequestSchema = z.object({
  volunteerType: z.preprocess(upper, z.enum(HELP_TYPE_CODES, { error: '신청 유형을 선택해주세요.' })).meta({
    description: 'HEALTH, HOUSING, CULTURE, EDUCATION (대소문자 무관)',
  }),
  addDescription: freeTextSchema({ field: '추가 요청사항', max: ADD_DESCRIPTION_MAX_LENGTH, multiline: true, wrongType: '추가 요청사항 형식이 올바르지 않습니다.' }).optional().meta({ description: "비어 있으면 '추가 요청사항 없음'" }),
  startTime: z.string({ error: '날짜와 시간을 모두 선택해주세요.' }).max(40, '날짜와 시간을 모두 선택해주세요.').meta({
    description: '시작 시각. 오프셋 없는 서울 시각 (2026-12-01T14:30 또는 14:30:00) 또는 Z/오프셋이 붙은 ISO',
    example: '2026-12-01T14:00:00',
  }),
  animalType: z
    .preprocess(lower, z.enum(ANIMAL_TYPE_CODES, { error: '반려동물 항목을 선택해주세요.' }))
    .optional()
    .meta({ description: 'dog, cat, etc, none (기본 none)' }),
  address: z
    .object({
      district: z.preprocess(upper, z.enum(DISTRICT_CODES, { error: '구를 선택해주세요.' })),
      detail: addressDetailSchema.optional(),
    })
    .optional()
    .meta({ description: '방문 주소. 없으면 회원 정보의 주소' }),
});
export type HelpRequestBody = z.infer<typeof helpRequestSchema>;

/** A zod failure outside the route schema, answered like the schema's own validation errors. */
export function validationFailed(error: z.ZodError): AppError {
  const issues = error.issues.map((issue) => ({
    keyword: issue.code,
    instancePath: `/${issue.path.join('/')}`,
    message: issue.message,
    params: { ...issue } as Record<string, unknown>,
  }));
  return new AppError(400, validationCode(issues), validationMessage(issues));
}

/** The help request with its start time read in Seoul and the address defaulting to the profile's. */
export function toHelpRequest(body: HelpRequestBody, profileAddress: { district: DistrictCode; detail: string }): HelpRequest {
  const startTime = parseClientDateTime(body.startTime);
  if (!startTime) throw matchingError(looksLikeDateTime(body.startTime) ? 'NONEXISTENT_START_TIME' : 'INVALID_START_TIME');
  startTime.setUTCSeconds(0, 0);
  const description = body.addDescription?.trim();
  return {
    helpType: body.volunteerType as HelpType,
    addDescription: description ? description : DEFAULT_ADD_DESCRIPTION,
    startTime,
    animalType: (body.animalType ?? 'none') as AnimalType,
    district: body.address?.district ?? profileAddress.district,
    addressDetail: (body.address ? (body.address.detail ?? '') : profileAddress.detail).trim(),
  };
}

export const matchOutcomeSchema = z.object({
  matchingId: z.number(),
  status: z.enum(ACTIVITY_STATUSES).meta({
    description: 'MATCHING 봉사자 찾는 중, PROGRESS 봉사자 확정, REVIEWING 완료 확인됨, COMPLETED 후기 작성됨, CANCELED 취소/마감',
  }),
});

export const errorResponses = (descriptions: Partial<Record<400 | 401 | 403 | 404 | 409, string>>) => {
  const responses: Record<number, typeof errorBodySchema> = {};
  for (const status of [400, 401, 403, 404, 409] as const) {
    const text = descriptions[status] ?? (status === 401 ? 'AUTH_REQUIRED, TOKEN_EXPIRED: 다시 로그인' : undefined);
    if (text !== undefined) responses[status] = errorBodySchema.describe(text);
  }
  return responses;
};
