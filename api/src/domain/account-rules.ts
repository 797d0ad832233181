// Field rules of accounts (issue 3), shared by validation and by the Kakao prefill that must pass it.

/** 4-30 characters: letters, digits, _ . - ; starting with a letter or digit. */
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{3,29}$/;
/** Usernames made for Kakao accounts; nobody else may take one. */
export const KAKAO_USERNAME_PREFIX = 'kakao_';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 100;

export const NAME_MAX_LENGTH = 30;
/** Letters of any script, digits, spaces and . ' · _ - (no markup, no SQL punctuation). */
export const NAME_PATTERN = /^[\p{L}\p{M}\p{N} .'·_-]+$/u;
export const NAME_DISALLOWED_CHARACTERS = /[^\p{L}\p{M}\p{N} .'·_-]/gu;

export const ADDRESS_DETAIL_MAX_LENGTH = 100;

/** Under 14, Korean law asks for a guardian's consent, which this service does not collect. */
export const MIN_AGE = 14;
export const MAX_AGE = 120;

export function kakaoUsername(kakaoId: string): string {
  return `${KAKAO_USERNAME_PREFIX}${kakaoId}`;
}
