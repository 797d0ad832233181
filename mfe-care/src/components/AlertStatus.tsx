import { CARE_ALERT_OVERDUE_AFTER_MINUTES, type CareAlertStatus } from '@ieum/domain';
import { ALERT_STATUS_LABELS } from './care-labels';

/** An alert's state in words (확인 전, 확인함, 마무리됨), plus 30분 넘게 확인 없음 (overdue) or 구 전체에 다시 알림 (escalated) while nobody answered. */
export function AlertStatus({ alert }: { alert: { status: CareAlertStatus; overdue?: boolean; escalatedAt?: string | null } }) {
  const { status, overdue = false } = alert;
  const escalated = Boolean(alert.escalatedAt);
  return (
    <span>
      <span className={`care-status care-status--${status.toLowerCase()}`}>{ALERT_STATUS_LABELS[status]}</span>
      {status === 'OPEN' && overdue && <span className="care-status care-status--open">{CARE_ALERT_OVERDUE_AFTER_MINUTES}분 넘게 확인 없음</span>}
      {status === 'OPEN' && escalated && !overdue && <span className="care-status care-status--open">구 전체에 다시 알림</span>}
    </span>
  );
}
