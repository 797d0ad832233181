import { VERIFIED_VOLUNTEER_LABEL } from '@ieum/domain';

/** 확인된 봉사자: a worker of the district checked the volunteer's criminal-record check. */
export function VerifiedBadge({ verified }: { verified: boolean | undefined }) {
  if (!verified) return null;
  return <span className="elderly-verified-badge">{VERIFIED_VOLUNTEER_LABEL}</span>;
}
