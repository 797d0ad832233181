import { LOCAL_PHONE_PATTERN } from '@ieum/domain';

/** Only the digits of what the user typed ("010-1234 5678" -> "01012345678"). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** A Korean mobile number in local form: 010 and 8 more digits (the only numbers the API verifies). */
export function isMobilePhoneNumber(value: string): boolean {
  return LOCAL_PHONE_PATTERN.test(phoneDigits(value));
}

/** How a number is shown while typing: 3-4-4 once it has 11 digits, the bare digits before. */
export function formatPhoneDisplay(value: string): string {
  const digits = phoneDigits(value);
  return digits.length === 11 ? `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}` : digits;
}

/** The code endpoints' form: "+82" and the local number without its leading 0. */
export function toInternationalPhone(value: string): string {
  const digits = phoneDigits(value);
  return `+82${digits.startsWith('0') ? digits.slice(1) : digits}`;
}

/** The local 010 form from any of "+82 10-1234-5678", "+821012345678", "010-1234-5678". */
export function toLocalPhone(value: string): string {
  const trimmed = value.trim();
  const digits = phoneDigits(trimmed);
  if (trimmed.startsWith('+82') || (digits.startsWith('82') && digits.length >= 11 && !digits.startsWith('0'))) {
    const national = digits.slice(2);
    return national.startsWith('0') ? national : `0${national}`;
  }
  return digits;
}
