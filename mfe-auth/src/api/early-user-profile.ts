import { isUserType, type UserType } from '@ieum/domain';
import { useSessionStore } from '@ieum/platform';
import { getUserProfile, type UserProfile } from './user-profile';

/** An early answer older than this is asked for again: the profile may have changed since. */
export const EARLY_PROFILE_FRESH_MS = 10_000;

let early: { userType: UserType; token: string; askedAt: number; answer: Promise<UserProfile> } | undefined;

function usableEarlyAnswer(userType: UserType): Promise<UserProfile> | undefined {
  if (!early || early.userType !== userType || early.token !== useSessionStore.getState().accessToken) return undefined;
  return Date.now() - early.askedAt < EARLY_PROFILE_FRESH_MS ? early.answer : undefined;
}

/**
 * Asks for the signed-in user's profile while /edit's code is still downloading (the route's
 * load calls it, once or more), so on a slow phone the form does not wait for the page and then
 * for the API.
 */
export function requestUserProfileEarly(): void {
  const { accessToken, userType } = useSessionStore.getState();
  if (!accessToken || !isUserType(userType) || usableEarlyAnswer(userType)) return;
  const answer = getUserProfile(userType);
  // Not lost: the page takes this promise and shows its failure itself.
  answer.catch(() => undefined);
  early = { userType, token: accessToken, askedAt: Date.now(), answer };
}

/** The early answer, once, when it is recent and for this same session; otherwise a new request. */
export function loadUserProfile(userType: UserType): Promise<UserProfile> {
  const answer = usableEarlyAnswer(userType);
  early = undefined;
  return answer ?? getUserProfile(userType);
}
