import type { UserType } from './people';

/** Where each role lands after sign-in (the remotes that own these paths are listed in remotes.json). */
export const HOME_PATHS = {
  volunteer: '/volunteermain',
  elderly: '/usermain',
  guardian: '/family',
  staff: '/care',
} as const satisfies Record<UserType, string>;

export function homePathFor(userType: UserType | null | undefined): string {
  return userType ? HOME_PATHS[userType] : HOME_PATHS.volunteer;
}
