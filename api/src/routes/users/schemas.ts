import {
  BIO_MAX_LENGTH,
  DISTRICT_CODES,
  districtCodeFromName,
  ageInFullYears,
  GENDER_CODES,
  isAllowedAge,
  LOCAL_PHONE_PATTERN,
  MAX_AGE,
  MIN_AGE,
  NAME_MAX_LENGTH,
  NAME_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_TYPE_CODES,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from '@ieum/domain';
import { claimedUserTypeSchema, userTypeSchema } from '@ieum/server-kit';
import { z } from 'zod';
import { phoneVerificationTokenField } from '../phone-auth/verification-token';
import { addressDetailSchema, freeTextSchema, nameTextCheck } from '../../schemas/text';
import { birthDateParts } from '../../domain/birth-date';

// Every message is Korean and names the field, so the client can show it as it is.
const missingOrWrong = (missing: string, wrong: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? missing : wrong),
});

/** Text without control characters (passwords: any other character is the user's choice). */
const NO_CONTROL = /^[^\p{Cc}]*$/u;

const USERNAME_RULE = `${USERNAME_MIN_LENGTH}~${USERNAME_MAX_LENGTH}자`;
const USERNAME_MESSAGE = `아이디는 ${USERNAME_RULE}의 영문, 숫자, 밑줄(_), 점(.), 하이픈(-)으로 입력해주세요.`;

export const usernameSchema = z
  .string(missingOrWrong('아이디를 입력해주세요.', '아이디 형식이 올바르지 않습니다.'))
  .trim()
  .min(1, '아이디를 입력해주세요.')
  .max(USERNAME_MAX_LENGTH, USERNAME_MESSAGE)
  .regex(USERNAME_PATTERN, USERNAME_MESSAGE)
  .meta({ description: `${USERNAME_RULE} 영문, 숫자, _ . - (대소문자 구분 없이 중복 확인)`, example: 'haneul_kim' });

export const newPasswordSchema = z
  .string(missingOrWrong('비밀번호를 입력해주세요.', '비밀번호 형식이 올바르지 않습니다.'))
  .min(1, '비밀번호를 입력해주세요.')
  .min(PASSWORD_MIN_LENGTH, `비밀번호는 ${PASSWORD_MIN_LENGTH}자 이상 입력해주세요.`)
  .max(PASSWORD_MAX_LENGTH, `비밀번호는 ${PASSWORD_MAX_LENGTH}자 이하로 입력해주세요.`)
  .regex(NO_CONTROL, '비밀번호에 쓸 수 없는 문자가 있습니다.')
  .refine((password) => password.trim().length > 0, '비밀번호를 입력해주세요.')
  .meta({ description: `${PASSWORD_MIN_LENGTH}~${PASSWORD_MAX_LENGTH}자` });

/** A password to compare with the stored one: any text up to the maximum. */
export const currentPasswordSchema = z
  .string(missingOrWrong('비밀번호를 입력해주세요.', '비밀번호 형식이 올바르지 않습니다.'))
  .min(1, '비밀번호를 입력해주세요.')
  .max(200, '현재 비밀번호가 올바르지 않습니다.');

export const nameSchema = z
  .string(missingOrWrong('이름을 입력해주세요.', '이름 형식이 올바르지 않습니다.'))
  .trim()
  .min(1, '이름을 입력해주세요.')
  .max(NAME_MAX_LENGTH, `이름은 ${NAME_MAX_LENGTH}자 이하로 입력해주세요.`)
  .superRefine(nameTextCheck('이름'))
  .regex(NAME_PATTERN, "이름에는 글자, 숫자, 공백과 . ' · _ - 만 쓸 수 있습니다.");

/** A number, or digits as text (values that came through a query string). */
export const ageSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value),
  z
    .number(missingOrWrong('나이를 입력해주세요.', '나이는 숫자로 입력해주세요.'))
    .int('나이는 정수로 입력해주세요.')
    .min(MIN_AGE, `만 ${MIN_AGE}세 이상만 가입할 수 있습니다.`)
    .max(MAX_AGE, '생년월일을 확인해주세요.'),
);

/** YYYY-MM-DD, a real day, giving an age the service allows (checked against today in Seoul). */
export const birthDateSchema = z
  .string(missingOrWrong('생년월일을 입력해주세요.', '생년월일 형식이 올바르지 않습니다.'))
  .trim()
  .superRefine((text, context) => {
    const parts = birthDateParts(text);
    const age = parts ? ageInFullYears(parts, Date.now()) : null;
    if (age === null || (age >= MIN_AGE && !isAllowedAge(age))) context.addIssue({ code: 'custom', message: '생년월일을 확인해주세요.' });
    else if (age < MIN_AGE) context.addIssue({ code: 'custom', message: `만 ${MIN_AGE}세 이상만 가입할 수 있습니다.` });
  })
  .meta({ description: '생년월일 YYYY-MM-DD (서울 기준 만 나이가 age 를 대신함)', example: '1948-09-03' });

export const genderSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(GENDER_CODES, { error: '성별은 male 또는 female 이어야 합니다.' }),
);

/** Local 010 form; hyphens and spaces are dropped. */
export const localPhoneSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value),
  z
    .string(missingOrWrong('휴대폰 번호를 입력해주세요.', '휴대폰 번호 형식이 올바르지 않습니다.'))
    .min(1, '휴대폰 번호를 입력해주세요.')
    .regex(LOCAL_PHONE_PATTERN, '휴대폰 번호는 010으로 시작하는 11자리 숫자로 입력해주세요.'),
);

/** One of the 23 codes (any letter case), or its Korean name. */
export const districtSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (districtCodeFromName(value.trim()) ?? value.trim().toUpperCase()) : value),
  z.enum(DISTRICT_CODES, { error: '구를 선택해주세요.' }),
);

export const addressSchema = z.object(
  {
    district: districtSchema,
    detail: addressDetailSchema.default(''),
  },
  missingOrWrong('주소를 입력해주세요.', '주소 형식이 올바르지 않습니다.'),
);

export const bioSchema = freeTextSchema({ field: '자기소개', max: BIO_MAX_LENGTH, multiline: true, wrongType: '자기소개 형식이 올바르지 않습니다.' })
  .nullable()
  .optional()
  .meta({ description: `봉사자만, ${BIO_MAX_LENGTH}자 이하. 이용자는 비워 둠` });

const optionalUserType = userTypeSchema.optional().meta({ description: 'volunteer, elderly, guardian(가족) (대소문자 무관). staff 는 가입 불가 (403 SIGNUP_NOT_ALLOWED)' });

export const signupRequestSchema = z.object({
  username: usernameSchema,
  password: newPasswordSchema,
  name: nameSchema,
  age: ageSchema.meta({ description: '만 나이 (birthDate 가 있으면 그것으로 계산)', example: 30 }),
  birthDate: birthDateSchema.optional(),
  gender: genderSchema,
  phone: localPhoneSchema.meta({ description: '010 형식, 인증을 마친 번호', example: '01012345678' }),
  address: addressSchema,
  phoneCode: z
    .string({ error: 'phoneCode 형식이 올바르지 않습니다.' })
    .max(4096, 'phoneCode 가 너무 깁니다.')
    .nullable()
    .optional()
    .meta({ description: '푸시 토큰 또는 Web Push 구독 JSON (없으면 빈 문자열). 인증번호가 아님' }),
  userType: optionalUserType,
  bio: bioSchema,
  kakaoTicket: z
    .string({ error: '카카오 로그인 정보가 올바르지 않습니다.' })
    .max(2048, '카카오 로그인 정보가 올바르지 않습니다.')
    .nullable()
    .optional()
    .meta({ description: '카카오 로그인 후 /roleselect 로 받은 값. 있으면 카카오 계정을 연결' }),
  phoneVerificationToken: phoneVerificationTokenField,
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const profileUpdateSchema = z.object({
  name: nameSchema.optional(),
  // GET /api/user answers age null for accounts without one; sending that back leaves it as it is.
  age: z.preprocess((value) => (value === null ? undefined : value), ageSchema.optional()),
  birthDate: z.preprocess((value) => (value === null ? undefined : value), birthDateSchema.optional()),
  gender: genderSchema.optional(),
  phone: localPhoneSchema.optional().meta({ description: '바꿀 때는 인증을 마친 번호' }),
  address: addressSchema.optional(),
  profileImage: z
    .string({ error: '프로필 사진 형식이 올바르지 않습니다.' })
    .max(2048, '프로필 사진 주소가 너무 깁니다.')
    .nullable()
    .optional()
    .meta({ description: '업로드 후 받은 imageUrl, 지우려면 null 또는 빈 문자열' }),
  bio: bioSchema,
  userType: optionalUserType,
  phoneVerificationToken: phoneVerificationTokenField,
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const profileSchema = z.object({
  username: z.string(),
  name: z.string(),
  age: z.number().nullable().meta({ description: '만 나이 (생년월일이 있으면 오늘 기준으로 계산)' }),
  birthDate: z.string().nullable().meta({ description: 'YYYY-MM-DD, 모르면 null (생년월일 없이 가입한 계정)' }),
  gender: z.enum(GENDER_CODES).nullable().meta({ description: '사회복지사 계정(운영 명령으로 만듦)은 null' }),
  phone: z.string(),
  address: z.object({ district: z.enum(DISTRICT_CODES), detail: z.string() }).meta({ description: '사회복지사는 첫 담당 구' }),
  profileImage: z.string().nullable(),
  bio: z.string().optional().meta({ description: '봉사자만 (자기소개)' }),
  userType: z.enum(USER_TYPE_CODES),
});


export const passwordCheckSchema = z.object({
  password: currentPasswordSchema,
  userType: claimedUserTypeSchema,
});

export const passwordChangeSchema = z.object({
  password: newPasswordSchema,
  userType: claimedUserTypeSchema,
  currentPassword: currentPasswordSchema.optional().meta({
    description: '현재 비밀번호. 없으면 10분 안에 비밀번호 확인(GET/POST /api/user/password)을 마쳤어야 함',
  }),
  refreshToken: z.string().max(200).optional().meta({ description: '이 기기의 리프레시 토큰 (생략 가능: 액세스 토큰의 세션은 언제나 유지되고, 다른 세션은 종료)' }),
});
