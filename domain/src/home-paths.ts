import type { UserType } from './people';

export function homePathFor(userType: UserType | null | undefined): string {
  return userType === 'elderly' ? '/usermain' : '/volunteermain';
}
