// What the circle of care tells whom (api/README.md "Circle of care"). A notification shows on a
// locked phone and an SMS travels unencrypted, so neither carries the message that raised an
// alert: only who, where and what kind. The app shows the message to those allowed to see it.
import { crisisKindLabel, districtName } from '@ieum/domain';
import type { CareNotificationKind, NotificationText } from './notification-texts';

export interface AlertTextContext {
  elderlyName: string;
  district: string;
  kind: string;
  /** Whether the district's welfare workers were told too (the family's text says so). */
  staffAlerted: boolean;
  minutesWithoutAnswer: number;
}

export function careAlertText(kind: Exclude<CareNotificationKind, 'CARE_LINKED'>, alert: AlertTextContext): NotificationText {
  const who = `${districtName(alert.district)} ${alert.elderlyName} 어르신`;
  const what = crisisKindLabel(alert.kind);
  switch (kind) {
    case 'CARE_ALERT':
      return { title: '위기 알림이 왔어요', body: `${who} - ${what}. 앱에서 확인해주세요.` };
    case 'CARE_ALERT_ESCALATED':
      return {
        title: `${alert.minutesWithoutAnswer}분째 아무도 확인하지 않은 위기 알림`,
        body: `${who} - ${what}. 지금 바로 확인해주세요.`,
      };
    case 'CARE_ALERT_OVERDUE':
      return { title: `${alert.minutesWithoutAnswer}분이 지난 위기 알림`, body: `${who} - ${what}. 아직 확인되지 않았어요. 지금 바로 확인해주세요.` };
    case 'FAMILY_ALERT':
      return {
        title: '위기 알림이 왔어요',
        body: alert.staffAlerted
          ? `${alert.elderlyName}님이 대화 중에 위험한 말씀을 하셨어요 - ${what}. 구청 사회복지사에게도 알렸어요.`
          : `${alert.elderlyName}님이 대화 중에 위험한 말씀을 하셨어요 - ${what}. 연락해 보세요.`,
      };
    case 'FAMILY_ALERT_ESCALATED':
      return {
        title: '위기 알림을 아직 아무도 확인하지 않았어요',
        body: `${alert.elderlyName}님 - ${what}. 바로 연락해 보세요. 위급하면 119에 전화해주세요.`,
      };
  }
}

export function careLinkedText(guardianName: string): NotificationText {
  return { title: '가족이 연결되었어요', body: `${guardianName}님이 가족으로 연결되었어요. 공유 설정에서 보여 드릴 정보를 정할 수 있어요.` };
}

/** The kinds that also go out by SMS: a crisis must reach someone even with the app closed and push off. */
export const SMS_NOTIFICATION_KINDS: ReadonlySet<string> = new Set(['CARE_ALERT', 'CARE_ALERT_ESCALATED', 'CARE_ALERT_OVERDUE', 'FAMILY_ALERT_ESCALATED']);

export function careSmsText(notification: NotificationText): string {
  return `[이음] ${notification.title}: ${notification.body}`;
}
