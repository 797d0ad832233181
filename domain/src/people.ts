export const USER_TYPES = {
  volunteer: '봉사자',
  elderly: '이용자',
} as const;

export type UserType = keyof typeof USER_TYPES;

export function isUserType(value: unknown): value is UserType {
  return value === 'volunteer' || value === 'elderly';
}

export const GENDERS = { male: '남성', female: '여성' } as const;
export type Gender = keyof typeof GENDERS;
export const GENDER_CODES = Object.keys(GENDERS) as Gender[];

export function isGender(value: unknown): value is Gender {
  return value === 'male' || value === 'female';
}

/** The volunteer self-introduction limit (spec section 5). */
export const BIO_MAX_LENGTH = 100;
