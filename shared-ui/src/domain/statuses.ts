export const USER_TYPES = {
  volunteer: '봉사자',
  elderly: '이용자',
} as const;

export type UserType = keyof typeof USER_TYPES;

export function isUserType(value: unknown): value is UserType {
  return value === 'volunteer' || value === 'elderly';
}

export function homePathFor(userType: UserType | null | undefined): string {
  return userType === 'elderly' ? '/usermain' : '/volunteermain';
}

/** currentMatching.status on the volunteer home card. */
export const VOLUNTEER_MATCHING_STATUSES = ['PROGRESS', 'REVIEWING', 'COMPLETED', 'NOT_MATCHING'] as const;
export type VolunteerMatchingStatus = (typeof VOLUNTEER_MATCHING_STATUSES)[number];

/** currentMatching.status on the elderly home card. */
export const ELDERLY_MATCHING_STATUSES = ['NOT_STARTED', 'STARTED', 'COMPLETED', 'NOT_MATCHING'] as const;
export type ElderlyMatchingStatus = (typeof ELDERLY_MATCHING_STATUSES)[number];

export const GENDERS = { male: '남성', female: '여성' } as const;
export type Gender = keyof typeof GENDERS;
