// Korean mobile numbers in the API's two forms: "+821012345678" for the phone-code calls and
// "01012345678" (local 010 form) in the signup payload and the profile.
import { INTERNATIONAL_PHONE_PATTERN, LOCAL_PHONE_PATTERN } from '@ieum/domain';

const SEPARATORS = /[\s-]/g;

/** "+82 10-1234-5678" or "+821012345678" -> "+821012345678"; anything else -> null. */
export function parseInternationalPhone(raw: string): string | null {
  const compact = raw.replace(SEPARATORS, '');
  return INTERNATIONAL_PHONE_PATTERN.test(compact) ? compact : null;
}

/** "010-1234-5678" or "01012345678" -> "01012345678"; anything else -> null. */
export function parseLocalPhone(raw: string): string | null {
  const compact = raw.replace(SEPARATORS, '');
  return LOCAL_PHONE_PATTERN.test(compact) ? compact : null;
}

export function localToInternational(local: string): string {
  return `+82${local.slice(1)}`;
}

export function internationalToLocal(international: string): string {
  return `0${international.slice(3)}`;
}

/** For logs: "+8210****5678". */
export function maskPhone(phone: string): string {
  return phone.length <= 8 ? '****' : `${phone.slice(0, phone.length - 8)}****${phone.slice(-4)}`;
}
