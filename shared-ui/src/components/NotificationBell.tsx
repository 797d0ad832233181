import { useNotificationFlag } from '@ieum/platform';
import { useNavigateOnce } from '../navigation/use-navigate-once';

export const NOTIFICATION_PAGE_PATH = '/notification';

/**
 * The homes' way to /notification. A new notification shows as a dot with a "새 알림" badge
 * text for screen readers, so it is not told by colour alone.
 */
export function NotificationBell() {
  const hasNew = useNotificationFlag((state) => state.hasNew);
  const go = useNavigateOnce();
  return (
    <button
      type="button"
      className="ui-bell"
      aria-label={hasNew ? '알림, 새 알림 있음' : '알림'}
      data-has-new={hasNew || undefined}
      onClick={() => go(NOTIFICATION_PAGE_PATH)}
    >
      <svg className="ui-bell__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {hasNew && <span className="ui-bell__dot" aria-hidden="true" />}
    </button>
  );
}
