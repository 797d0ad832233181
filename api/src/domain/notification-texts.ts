// What each event says to whom. Short, warm, polite Korean naming the other person and the Seoul
// date and time (api/README.md "Notifications and the poll protocol" lists who gets which).
import { formatVisitMinutes, koreanDateTime, seoulParts } from '@ieum/domain';

export const ACTIVITY_NOTIFICATION_KINDS = [
  'MATCHED',
  'ELDERLY_CANCELED',
  'VOLUNTEER_CANCELED',
  'MARKED_DONE',
  'REMINDER',
  'WAITING',
  'EXPIRED',
  'NO_CHECK_IN',
] as const;
export type ActivityNotificationKind = (typeof ACTIVITY_NOTIFICATION_KINDS)[number];

/** The circle of care's kinds; their texts are in care-notification-texts.ts. */
export const CARE_NOTIFICATION_KINDS = [
  'CARE_LINKED',
  'CARE_ALERT',
  'CARE_ALERT_ESCALATED',
  'CARE_ALERT_OVERDUE',
  'FAMILY_ALERT',
  'FAMILY_ALERT_ESCALATED',
] as const;
export type CareNotificationKind = (typeof CARE_NOTIFICATION_KINDS)[number];

/** A welfare worker settled a visit marked for review (to the volunteer). */
export const VISIT_REVIEWED = 'VISIT_REVIEWED';

export const NOTIFICATION_KINDS = [...ACTIVITY_NOTIFICATION_KINDS, ...CARE_NOTIFICATION_KINDS, VISIT_REVIEWED] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationText {
  title: string;
  body: string;
}

export type Audience = 'elderly' | 'volunteer';

export interface EventContext {
  startTime: Date;
  elderlyName: string;
  volunteerName?: string;
}

export function notificationText(kind: ActivityNotificationKind, audience: Audience, event: EventContext): NotificationText {
  const when = koreanDateTime(event.startTime);
  const volunteer = `${event.volunteerName ?? ''} 봉사자님`;
  const elderly = `${event.elderlyName} 어르신`;
  switch (kind) {
    case 'MATCHED':
      return audience === 'elderly'
        ? { title: '봉사자가 정해졌어요', body: `${volunteer}과 ${when} 일정이 확정되었어요. 편안한 시간 되세요.` }
        : { title: '새 봉사 일정이 잡혔어요', body: `${elderly}과 ${when} 일정이 확정되었어요. 요청서를 확인해주세요.` };
    case 'ELDERLY_CANCELED':
      return { title: '봉사 일정이 취소되었어요', body: `${elderly}께서 ${when} 일정을 취소하셨어요. 마음 써주셔서 감사합니다.` };
    case 'VOLUNTEER_CANCELED':
      return {
        title: '봉사자님이 일정을 취소했어요',
        body: `${volunteer}이 ${when} 일정을 취소했어요. 다른 봉사자님을 바로 찾아볼게요.`,
      };
    case 'MARKED_DONE':
      return { title: '후기를 남겨주세요', body: `${elderly}께서 ${when} 봉사를 완료로 확인하셨어요. 따뜻한 후기를 남겨주세요.` };
    case 'REMINDER':
      return audience === 'elderly'
        ? { title: '곧 봉사자님이 찾아뵈어요', body: `${volunteer}이 ${when}에 찾아뵐 예정이에요.` }
        : { title: '곧 봉사가 시작돼요', body: `${when}에 ${elderly}과의 봉사가 시작돼요. 조심히 오세요.` };
    case 'WAITING':
      return {
        title: '봉사자님을 찾고 있어요',
        body: `${when} 신청에 함께할 봉사자님을 찾는 중이에요. 정해지면 바로 알려드릴게요.`,
      };
    case 'NO_CHECK_IN':
      return {
        title: '봉사자님이 오지 않으셨어요',
        body: `${volunteer}이 ${when} 방문에 오지 않으셨어요. 홈 화면에서 다른 봉사자님을 찾을 수 있어요.`,
      };
    case 'EXPIRED':
      return {
        title: '신청이 마감되었어요',
        body: `아쉽게도 ${when} 신청에 함께할 봉사자님을 찾지 못했어요. 다른 시간으로 다시 신청해주세요.`,
      };
  }
}

/**
 * The volunteer's news of a welfare worker's settlement: the visit's Seoul date and the outcome.
 * The worker's note is not sent: it may say what the elderly user told them.
 */
export function visitReviewedText(startTime: Date, counted: boolean, minutes: number): NotificationText {
  const { month, day } = seoulParts(startTime);
  const date = `${month}월 ${day}일`;
  return counted
    ? { title: '봉사 시간이 인정되었어요', body: `${date} 봉사 시간이 인정되었어요 (${formatVisitMinutes(minutes)}). 나의 봉사 시간에서 확인할 수 있어요.` }
    : { title: '봉사 시간이 인정되지 않았어요', body: `${date} 봉사 시간이 인정되지 않았어요. 담당 사회복지사님이 확인한 결과예요.` };
}
