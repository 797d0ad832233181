import type { UserType } from '@ieum/domain';

export function homePathFor(userType: UserType | null | undefined): string {
  return userType === 'elderly' ? '/usermain' : '/volunteermain';
}

/** currentMatching.status on the volunteer home card. */
export const VOLUNTEER_MATCHING_STATUSES = ['PROGRESS', 'REVIEWING', 'COMPLETED', 'NOT_MATCHING'] as const;
export type VolunteerMatchingStatus = (typeof VOLUNTEER_MATCHING_STATUSES)[number];

/** currentMatching.status on the elderly home card. */
export const ELDERLY_MATCHING_STATUSES = ['NOT_STARTED', 'STARTED', 'COMPLETED', 'NOT_MATCHING'] as const;
export type ElderlyMatchingStatus = (typeof ELDERLY_MATCHING_STATUSES)[number];

