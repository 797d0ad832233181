import { districtName, koreanDateTimeLabel } from '@ieum/domain';
import { CardList, useNavigateOnce } from '@ieum/shared-ui';
import type { StaffAlert } from '../api/get-alerts';
import { AlertStatus } from './AlertStatus';

/** Crisis alerts as the API orders them (unanswered first, oldest on top); each opens its detail. */
export function AlertList({ alerts, label }: { alerts: StaffAlert[]; label: string }) {
  const go = useNavigateOnce();
  return (
    <CardList
      label={label}
      items={alerts}
      keyOf={(alert) => alert.id}
      onOpen={(alert) => go(`/carealert?id=${alert.id}`)}
      itemClassName={(alert) => (alert.status === 'OPEN' ? 'care-row--urgent' : undefined)}
    >
      {(alert) => (
        <>
          <span className="care-row__line">
            <AlertStatus alert={alert} />
          </span>
          <span className="care-row__title">
            {alert.elderly.name} 어르신 · {alert.kindLabel}
          </span>
          <span className="care-row__line">
            {districtName(alert.district)} · {koreanDateTimeLabel(alert.createdAt)}
          </span>
          <span className="care-row__line">“{alert.message}”</span>
        </>
      )}
    </CardList>
  );
}
