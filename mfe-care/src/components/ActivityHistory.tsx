import { helpTypeLabel, koreanDateTimeLabel } from '@ieum/domain';
import type { RequestDetail } from '../api/get-request';
import { ACTIVITY_STATUS_LABELS } from './care-labels';

type Activity = RequestDetail['history'][number];

/** Past and coming requests, newest first as the API gives them, each with its state and volunteer. */
export function ActivityHistory({ activities, label, withElderly = false }: { activities: Activity[]; label: string; withElderly?: boolean }) {
  if (activities.length === 0) return <p className="care-empty">기록이 없어요.</p>;
  return (
    <ul className="care-history" aria-label={label}>
      {activities.map((activity) => (
        <li key={activity.matchingId}>
          <span className="care-history__time">{koreanDateTimeLabel(activity.startTime)}</span>
          <span>
            {helpTypeLabel(activity.type)} · {ACTIVITY_STATUS_LABELS[activity.status]}
          </span>
          <span>
            {withElderly ? `${activity.elderlyName} 어르신 · ` : ''}
            {activity.volunteerName ? `봉사자 ${activity.volunteerName}님` : '봉사자 없음'}
          </span>
        </li>
      ))}
    </ul>
  );
}
