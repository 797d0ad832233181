// What the audit log records (api/README.md "Circle of care", "Audit log"): each view of an
// older person's data by a welfare worker or a family member, with a Korean label for the export.
export const AUDIT_ACTIONS = {
  ALERT_LIST: '위기 알림 목록',
  ALERT_DETAIL: '위기 알림 상세',
  ALERT_ACKNOWLEDGE: '위기 알림 확인',
  ALERT_CLOSE: '위기 알림 마무리',
  WAITING_LIST: '대기 중인 신청 목록',
  REQUEST_DETAIL: '신청 상세',
  LONELINESS_LIST: '외로움 증가 목록',
  PERSON_DETAIL: '어르신 상세',
  VOLUNTEER_DETAIL: '봉사자 상세 (함께한 어르신)',
  EXPORT_ALERTS: '위기 알림 CSV 내려받기',
  EXPORT_WAITING: '대기 중인 신청 CSV 내려받기',
  EXPORT_LONELINESS: '외로움 증가 CSV 내려받기',
  VISIT_REVIEW_LIST: '확인이 필요한 방문 목록',
  VISIT_REVIEW_DECISION: '방문 확인 처리 (봉사 시간)',
  FAMILY_PERSON: '가족: 어르신 정보',
  FAMILY_UPCOMING: '가족: 다가오는 봉사',
  FAMILY_PAST: '가족: 지난 봉사와 후기',
  FAMILY_EMOTIONS: '가족: 마음 그래프',
  FAMILY_ALERTS: '가족: 위기 알림',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export function auditActionLabel(action: string): string {
  return Object.prototype.hasOwnProperty.call(AUDIT_ACTIONS, action) ? AUDIT_ACTIONS[action as AuditAction] : action;
}
