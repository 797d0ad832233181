// Schemas of the circle-of-care route areas (care-links, family, care-staff): validation,
// serialisation and the OpenAPI document. api/README.md "Circle of care" describes the calls.
import {
  ACTIVITY_STATUSES,
  CARE_ALERT_NOTE_MAX_LENGTH,
  CARE_ALERT_OUTCOME_CODES,
  CARE_ALERT_STATUSES,
  DISTRICT_CODES,
  EMOTION_LABELS,
  FAMILY_SHARING_ITEM_CODES,
  FAMILY_SHARING_ITEMS,
  GENDER_CODES,
  STAFF_CRISIS_ALERTS,
  USER_TYPE_CODES,
  DAYS_OF_WEEK,
} from '@ieum/domain';
import { errorBodySchema } from '@ieum/server-kit';
import { z } from 'zod';
import { type LimitCode, describeLimit } from '../domain/limits';
import { districtOutSchema, helpTypeOutSchema, seoulDateTimeSchema } from './matching';
import { freeTextSchema } from './text';

const upper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

export const sharingSchema = z.object({
  ...(Object.fromEntries(
    FAMILY_SHARING_ITEM_CODES.map((item) => [
      item,
      z.boolean().meta({ description: `가족에게 공유: ${FAMILY_SHARING_ITEMS[item].label} (기본 ${FAMILY_SHARING_ITEMS[item].defaultOn ? '켜짐' : '꺼짐'})` }),
    ]),
  ) as Record<(typeof FAMILY_SHARING_ITEM_CODES)[number], z.ZodBoolean>),
  staffCrisisAlerts: z.boolean().meta({ description: `${STAFF_CRISIS_ALERTS.label} (기본 켜짐)` }),
});

export const sharingUpdateSchema = z.object(
  Object.fromEntries(
    [...FAMILY_SHARING_ITEM_CODES, 'staffCrisisAlerts'].map((item) => [item, z.boolean({ error: '공유 설정은 켜기(true) 또는 끄기(false)로 보내주세요.' }).optional()]),
  ) as Record<(typeof FAMILY_SHARING_ITEM_CODES)[number] | 'staffCrisisAlerts', z.ZodOptional<z.ZodBoolean>>,
);

export const linkCodeBodySchema = z.object({
  code: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value),
    z.string({ error: '어르신께 받은 6자리 코드를 입력해주세요.' }).regex(/^[0-9]{6}$/, '어르신께 받은 6자리 숫자 코드를 입력해주세요.'),
  ).meta({ description: '어르신 화면에 나온 6자리 숫자 (띄어쓰기, 하이픈 무시)', example: '482913' }),
});

export const linkCodeSchema = z.object({
  code: z.string().meta({ description: '6자리 숫자. 이 응답에서만 볼 수 있음 (서버에는 HMAC 만 저장)', example: '482913' }),
  expiresAt: seoulDateTimeSchema,
  validSeconds: z.number().meta({ description: '남은 유효 시간(초), 처음엔 600' }),
});

export const linkedGuardianSchema = z.object({
  guardianId: z.number(),
  name: z.string(),
  phone: z.string().meta({ description: '010 형식' }),
  linkedAt: seoulDateTimeSchema,
});

/** An older person as the family sees them: who, and which items they share. */
export const linkedPersonSchema = z.object({
  elderlyId: z.number(),
  name: z.string(),
  district: districtOutSchema,
  linkedAt: seoulDateTimeSchema,
  sharing: z.object(
    Object.fromEntries(FAMILY_SHARING_ITEM_CODES.map((item) => [item, z.boolean()])) as Record<(typeof FAMILY_SHARING_ITEM_CODES)[number], z.ZodBoolean>,
  ),
});

export const crisisFields = {
  kind: z.string().meta({ description: 'SUICIDE, SELF_HARM, ACUTE_ILLNESS, FALL, NOT_EATING (동반자가 새 종류를 보낼 수 있음: kindLabel 을 보여줄 것)' }),
  kindLabel: z.string().meta({ description: '한국어 이름 (@ieum/domain crisisKindLabel)' }),
  message: z.string().meta({ description: '알림이 된 그 한 문장 (대화의 나머지는 어디에도 보이지 않음)' }),
};

const outcomeSchema = z.enum(CARE_ALERT_OUTCOME_CODES).meta({ description: 'CALLED 전화, VISITED 방문, EMERGENCY_119 119 신고, FALSE_ALARM 오경보' });

export const familyAlertSchema = z.object({
  id: z.number(),
  status: z.enum(CARE_ALERT_STATUSES),
  ...crisisFields,
  createdAt: seoulDateTimeSchema,
  acknowledgedAt: seoulDateTimeSchema.nullable(),
  closedAt: seoulDateTimeSchema.nullable(),
  outcome: outcomeSchema.nullable(),
  outcomeLabel: z.string().nullable(),
});

export const visitSchema = z.object({
  matchingId: z.number(),
  startTime: seoulDateTimeSchema,
  type: helpTypeOutSchema,
  status: z.enum(ACTIVITY_STATUSES),
  volunteerName: z.string().nullable().meta({ description: '봉사자가 정해지기 전이면 null' }),
});

export const pastVisitSchema = visitSchema.extend({
  review: z
    .object({
      content: z.string(),
      imageUrls: z.array(z.string()).meta({ description: '어르신이 사진 공유를 끈 경우 빈 배열' }),
      writtenAt: seoulDateTimeSchema,
    })
    .nullable(),
  rating: z.number().nullable().meta({ description: '어르신이 준 별점 1~5, 없으면 null' }),
});

export const percentagesSchema = z.partialRecord(z.enum(EMOTION_LABELS), z.number()).meta({ description: '감정 -> 퍼센트 (합 100, 자료가 없으면 {})' });

/** The older person as a worker sees them (only within the worker's districts). */
export const staffPersonSchema = z.object({
  elderlyId: z.number(),
  name: z.string(),
  age: z.number().nullable(),
  gender: z.enum(GENDER_CODES).nullable(),
  phone: z.string(),
  district: districtOutSchema,
  addressDetail: z.string(),
});

const staffRefSchema = z.object({ staffId: z.number(), name: z.string() });

export const staffAlertSchema = z.object({
  id: z.number(),
  status: z.enum(CARE_ALERT_STATUSES),
  ...crisisFields,
  district: districtOutSchema,
  createdAt: seoulDateTimeSchema,
  escalatedAt: seoulDateTimeSchema.nullable().meta({ description: '10분 동안 확인이 없어 구의 모든 사회복지사와 가족에게 다시 알린 때' }),
  overdue: z.boolean().meta({ description: '30분이 지나도록 확인되지 않음' }),
  acknowledgedAt: seoulDateTimeSchema.nullable(),
  acknowledgedBy: staffRefSchema.nullable(),
  closedAt: seoulDateTimeSchema.nullable(),
  closedBy: staffRefSchema.nullable(),
  outcome: outcomeSchema.nullable(),
  outcomeLabel: z.string().nullable(),
  note: z.string().nullable(),
  elderly: staffPersonSchema,
});

export const alertEventSchema = z.object({
  at: seoulDateTimeSchema,
  event: z.enum(['RAISED', 'SENT', 'ESCALATED', 'OVERDUE', 'ACKNOWLEDGED', 'CLOSED']),
  by: z.string().nullable().meta({ description: '확인하거나 마무리한 사회복지사 이름' }),
  detail: z.string().meta({ description: '한국어 한 줄 (누구에게 어떻게 알렸는지, 남긴 메모)' }),
});

export const alertCloseBodySchema = z.object({
  outcome: z.preprocess(upper, z.enum(CARE_ALERT_OUTCOME_CODES, { error: '어떻게 조치했는지 선택해주세요.' })).meta({
    description: 'CALLED, VISITED, EMERGENCY_119, FALSE_ALARM',
  }),
  note: freeTextSchema({ field: '메모', max: CARE_ALERT_NOTE_MAX_LENGTH, multiline: true, wrongType: '메모 형식이 올바르지 않습니다.' })
    .refine((note) => note.length > 0, '무엇을 했는지 짧게 적어주세요.')
    .meta({ description: `1~${CARE_ALERT_NOTE_MAX_LENGTH}자` }),
});

export const alertListQuerySchema = z.object({
  status: z.enum(['open', 'closed'], { error: 'status 는 open 또는 closed 입니다.' }).default('open').meta({
    description: 'open: 확인 전과 확인 후 마무리 전 (확인 전이 먼저, 오래된 순), closed: 마무리된 것 최근 순 (최대 200)',
  }),
  district: z.preprocess(upper, z.enum(DISTRICT_CODES, { error: '구를 선택해주세요.' })).optional().meta({ description: '담당 구 중 하나만 (없으면 담당 구 전체)' }),
});

export const districtFilterSchema = alertListQuerySchema.pick({ district: true });

export const waitingRequestSchema = z.object({
  matchingId: z.number(),
  elderly: staffPersonSchema,
  type: helpTypeOutSchema,
  startTime: seoulDateTimeSchema,
  createdAt: seoulDateTimeSchema,
  waitingHours: z.number().meta({ description: '신청 후 지난 시간 (시간, 내림)' }),
  addDescription: z.string(),
  district: districtOutSchema,
});

export const activityHistorySchema = z.object({
  matchingId: z.number(),
  startTime: seoulDateTimeSchema,
  createdAt: seoulDateTimeSchema,
  type: helpTypeOutSchema,
  status: z.enum(ACTIVITY_STATUSES),
  volunteerName: z.string().nullable(),
  elderlyName: z.string(),
});

export const monthlyEmotionSchema = z.object({
  month: z.string().meta({ description: 'YYYY-MM (서울)' }),
  sentimentPercentages: percentagesSchema,
  messages: z.number().meta({ description: '그 달 어르신이 보낸 메시지 수' }),
});

export const lonelinessRowSchema = z.object({
  elderly: staffPersonSchema,
  share: z.number().meta({ description: '지난달 외로움+슬픔 비율 (%)' }),
  previousShare: z.number().meta({ description: '그 전달 비율 (%)' }),
  change: z.number().meta({ description: 'share - previousShare (%p, 양수만)' }),
  messages: z.number(),
  previousMessages: z.number(),
});

export const idleVolunteerSchema = z.object({
  volunteerId: z.number(),
  name: z.string(),
  phone: z.string(),
  district: districtOutSchema,
  categories: z.array(helpTypeOutSchema),
  slotCount: z.number().meta({ description: '주간 봉사 가능 시간 수' }),
  lastMatchedAt: seoulDateTimeSchema.nullable().meta({ description: '마지막으로 배정된 때 (매칭된 시각), 없으면 null' }),
  joinedAt: seoulDateTimeSchema,
});

export const slotSchema = z.object({ dayOfWeek: z.enum(DAYS_OF_WEEK), time: z.string().meta({ description: 'HH:MM' }) });

export const auditEntrySchema = z.object({
  id: z.number(),
  at: seoulDateTimeSchema,
  actor: z.object({ id: z.number(), name: z.string(), role: z.enum(USER_TYPE_CODES) }),
  elderly: z.object({ id: z.number(), name: z.string() }),
  district: districtOutSchema,
  action: z.string(),
  actionLabel: z.string(),
});

export const auditQuerySchema = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '시작 날짜는 YYYY-MM-DD 로 입력해주세요.').optional().meta({ description: '서울 날짜 YYYY-MM-DD (없으면 30일 전)' }),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '끝 날짜는 YYYY-MM-DD 로 입력해주세요.').optional().meta({ description: '서울 날짜 YYYY-MM-DD, 그날 포함 (없으면 오늘)' }),
  district: alertListQuerySchema.shape.district,
});

export const CSV_LISTS = ['alerts', 'waiting-requests', 'loneliness', 'idle-volunteers', 'audit'] as const;
export type CsvList = (typeof CSV_LISTS)[number];

/** The OpenAPI 429 of a per-user limit. */
export function limitResponse(code: LimitCode) {
  return { 429: errorBodySchema.describe(describeLimit(code)) };
}
