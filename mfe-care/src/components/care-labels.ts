import { GENDERS, isGender, type ActivityStatus, type CareAlertStatus } from '@ieum/domain';

/** A request's state as the worker and the family read it. */
export const ACTIVITY_STATUS_LABELS: Record<ActivityStatus, string> = {
  MATCHING: '봉사자를 찾는 중',
  PROGRESS: '봉사자 정해짐',
  REVIEWING: '봉사 끝남 (후기 작성 중)',
  COMPLETED: '봉사 완료',
  CANCELED: '취소됨',
};

export const ALERT_STATUS_LABELS: Record<CareAlertStatus, string> = {
  OPEN: '확인 전',
  ACKNOWLEDGED: '확인함',
  CLOSED: '마무리됨',
};

/** `82세 여성`, or what is known of it. */
export function ageAndGender(person: { age: number | null; gender: string | null }): string {
  return [person.age === null ? null : `${person.age}세`, isGender(person.gender) ? GENDERS[person.gender] : null].filter(Boolean).join(' ');
}

/** A phone number for a `tel:` link: digits only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}

/** 'YYYY-MM' -> 'YYYY년 M월'. */
export function koreanMonthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? `${match[1]}년 ${Number(match[2])}월` : month;
}
