import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useNotificationFlag, useSessionStore } from '@ieum/platform';
import { Button, TopBar, injectStyles, useNavigateOnce } from '@ieum/shared-ui';
import { useNow } from '@ieum/app-kit';
import { getNotifications } from '../notifications/api/get-notifications';
import { markNotificationRead } from '../notifications/api/mark-notification-read';
import { NOTIFICATIONS_LOAD_FAILED, type AppNotification } from '../notifications/api/notification';
import { destinationOf } from '../notifications/notification-destination';
import { relativeKoreanTime } from '../notifications/notification-time';
import { homeOf, useRoleHomes } from '../remotes/role-homes';
import pageCss from './notification-page.css';

injectStyles('ieum-shell-notifications', pageCss);

/** How often the relative times ("3분 전") are recomputed while the page is open. */
export const RELATIVE_TIME_REFRESH_MS = 30_000;

type ListState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: AppNotification[] };

export function NotificationPage() {
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const userType = useSessionStore((state) => state.userType);
  const homes = useRoleHomes((state) => state.homes);
  const now = useNow(RELATIVE_TIME_REFRESH_MS);
  const navigate = useNavigate();
  const open = useNavigateOnce();
  // A tapped push opens /notification?open=<id>: once the list is here, that notification's page
  // opens on top of it, so back comes to the list.
  const [searchParams, setSearchParams] = useSearchParams();
  const pushedId = Number(searchParams.get('open'));

  useEffect(() => {
    useNotificationFlag.getState().clear();
  }, []);

  useEffect(() => {
    let cancelled = false;
    setList({ status: 'loading' });
    getNotifications()
      .then((items) => {
        if (cancelled) return;
        // Shown as they were loaded (unread ones stay marked while the page is open), read on the server.
        setList({ status: 'ready', items });
        useNotificationFlag.getState().clear();
        const pushed = pushedId ? items.find((item) => item.id === pushedId) : undefined;
        const destination = pushed && destinationOf(pushed, useSessionStore.getState().userType, homeOf(useRoleHomes.getState().homes, useSessionStore.getState().userType));
        if (pushedId) setSearchParams({}, { replace: true });
        if (destination) navigate(destination.path, { state: destination.state });
        const unread = items.filter((item) => item.readAt === null);
        void Promise.all(
          unread.map((item) => markNotificationRead(item.id).catch((error) => console.warn('[notifications] mark read failed', error))),
        );
      })
      .catch((error) => {
        if (cancelled) return;
        console.warn('[notifications] list failed', error);
        setList({ status: 'failed' });
      });
    return () => {
      cancelled = true;
    };
    // pushedId is read once per load: clearing it from the URL must not load the list again.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  // Opened from a push with no history in this tab: back goes to the user's home instead of leaving the app.
  const goBack = useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(homeOf(homes, userType), { replace: true });
  }, [navigate, userType, homes]);

  return (
    <main className="ui-page">
      <TopBar title="알림" backTo={goBack} />
      {list.status === 'loading' && (
        <div className="ui-page__body shell-notifications-state" role="status">
          <p>알림을 불러오는 중이에요...</p>
        </div>
      )}
      {list.status === 'failed' && (
        <div className="ui-page__body shell-notifications-state">
          <p role="alert">{NOTIFICATIONS_LOAD_FAILED}</p>
          <Button onClick={() => setAttempt((value) => value + 1)}>다시 시도</Button>
        </div>
      )}
      {list.status === 'ready' && list.items.length === 0 && (
        <div className="ui-page__body shell-notifications-state">
          <p>알림이 없습니다.</p>
        </div>
      )}
      {list.status === 'ready' && list.items.length > 0 && (
        <div className="ui-page__body">
          <ul className="ui-card-list" aria-label="알림 목록">
            {list.items.map((item) => {
              const destination = destinationOf(item, userType, homeOf(homes, userType));
              const unread = item.readAt === null;
              const content = (
                <>
                  <span className="shell-notification__head">
                    <span className="shell-notification__title">{item.title}</span>
                    {unread ? <span className="shell-notification__badge">새 알림</span> : <span className="ui-visually-hidden">읽은 알림</span>}
                  </span>
                  <span className="shell-notification__body">{item.body}</span>
                  <time className="shell-notification__meta" dateTime={item.createdAt}>
                    {relativeKoreanTime(item.createdAt, now)}
                  </time>
                </>
              );
              const className = `shell-notification${unread ? ' shell-notification--unread' : ''}`;
              return (
                <li key={item.id}>
                  {destination ? (
                    <button type="button" className={className} onClick={() => open(destination.path, { state: destination.state })}>
                      {content}
                    </button>
                  ) : (
                    <div className={className}>{content}</div>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </main>
  );
}
