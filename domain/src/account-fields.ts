// The rules of an account's fields, one copy for the API's validation and the apps' form checks
// (the API's Korean messages quote these numbers, so a change here changes both).

/** 4-30 characters: letters, digits, _ . - ; starting with a letter or digit. */
export const USERNAME_MIN_LENGTH = 4;
export const USERNAME_MAX_LENGTH = 30;
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{3,29}$/;
/**
 * What login accepts as a username: printable ASCII only, spaces included (signup allows less). JavaScript and
 * PostgreSQL lower-case non-ASCII letters differently ('İ'), which once let one account's login
 * limiter key be split into many; refusing them keeps one normalisation for key and lookup.
 */
export const LOGIN_USERNAME_PATTERN = /^[\x20-\x7e]+$/;

/** The one form of a username used for the login limiter key and the lookup (lower(username) in SQL). */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 100;

export const NAME_MAX_LENGTH = 30;
/** Letters of any script, digits, spaces and . ' · _ - (no markup, no SQL punctuation). */
export const NAME_PATTERN = /^[\p{L}\p{M}\p{N} .'·_-]+$/u;
/** What NAME_PATTERN refuses, for cleaning a name that came from elsewhere (Kakao). */
export const NAME_DISALLOWED_CHARACTERS = /[^\p{L}\p{M}\p{N} .'·_-]/gu;

/** Full years. Under 14, Korean law asks for a guardian's consent, which this service does not collect. */
export const MIN_AGE = 14;
export const MAX_AGE = 120;

export function isAllowedAge(age: number): boolean {
  return Number.isInteger(age) && age >= MIN_AGE && age <= MAX_AGE;
}

/** A Korean mobile number in local form, digits only: 010 and 8 more (the only numbers the API verifies). */
export const LOCAL_PHONE_PATTERN = /^010\d{8}$/;
/** The same number in the form the phone-code calls take: +82, then without the leading 0. */
export const INTERNATIONAL_PHONE_PATTERN = /^\+8210\d{8}$/;
/** Digits in an SMS verification code. */
export const PHONE_CODE_LENGTH = 6;

/** The address detail of a profile and of a help request (one limit: a request defaults to the profile's). */
export const ADDRESS_DETAIL_MAX_LENGTH = 100;

/** The volunteer's self-introduction (elderly users have none). */
export const BIO_MAX_LENGTH = 100;
