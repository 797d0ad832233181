export const USER_TYPES = {
  volunteer: '봉사자',
  elderly: '이용자',
  /** A family member the older person linked with a one-time code (circle of care). */
  guardian: '가족',
  /** A district's welfare worker; accounts come only from the operator command (`npm run staff`). */
  staff: '사회복지사',
} as const;

export type UserType = keyof typeof USER_TYPES;

export const USER_TYPE_CODES = Object.keys(USER_TYPES) as UserType[];

/** The roles anyone may sign up for; staff accounts are made by the operator command only. */
export const SIGNUP_USER_TYPES = ['volunteer', 'elderly', 'guardian'] as const satisfies readonly UserType[];
export type SignupUserType = (typeof SIGNUP_USER_TYPES)[number];

/** Own keys only: `in` would also accept names inherited from Object ('toString'). */
export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(USER_TYPES, value);
}

export const GENDERS = { male: '남성', female: '여성' } as const;
export type Gender = keyof typeof GENDERS;
export const GENDER_CODES = Object.keys(GENDERS) as Gender[];

export function isGender(value: unknown): value is Gender {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(GENDERS, value);
}
