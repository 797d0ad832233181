export const USER_TYPES = {
  volunteer: '봉사자',
  elderly: '이용자',
} as const;

export type UserType = keyof typeof USER_TYPES;

export const USER_TYPE_CODES = Object.keys(USER_TYPES) as UserType[];

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
