import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSessionStore } from '@ieum/platform';
import { Button, NotificationBell, TopBar, useNavigateOnce, LoadingStatus } from '@ieum/shared-ui';
import { LoadedContent, useFollowEvents, useLoaded } from '@ieum/app-kit';
import { getElderlyHome, HOME_LOAD_FAILED } from '../api/get-elderly-home';
import { CurrentMatchingCard } from '../components/CurrentMatchingCard';
import { NoShowNotice } from '../components/NoShowNotice';

export default function UserMainPage() {
  const navigate = useNavigateOnce();
  const location = useLocation();
  const name = useSessionStore((state) => state.userName);
  const { state: home, retry: reload } = useLoaded(getElderlyHome, HOME_LOAD_FAILED);

  // Coming back with { updated: true } (profile saved, a request changed) shows the new state.
  const updated = (location.state as { updated?: boolean } | null)?.updated === true;
  const seenKey = useRef(location.key);
  useEffect(() => {
    if (updated && seenKey.current !== location.key) void reload();
    seenKey.current = location.key;
  }, [updated, location.key, reload]);
  // A match or a cancellation announced, or the start passing (완료 appears), changes the card.
  useFollowEvents(reload, [home.data?.currentMatching?.startTime]);

  return (
    <main className="ui-page">
      <TopBar title="홈" showBack={false} action={<NotificationBell />} />
      <div className="ui-page__body">
        <p className="elderly-greeting">{name ? `${name}님, 안녕하세요!` : '안녕하세요!'}</p>
        <NoShowNotice />
        <LoadedContent state={home} onRetry={reload} placeholder={<LoadingStatus className="elderly-loading" />}>
          {(data) => <CurrentMatchingCard matching={data.currentMatching} onChanged={reload} />}
        </LoadedContent>
        <nav className="elderly-entries" aria-label="바로 가기">
          <Button block onClick={() => navigate('/HelpCenter')}>
            도움 요청하기
          </Button>
          <Button block variant="secondary" onClick={() => navigate('/ChatCenter')}>
            채팅센터
          </Button>
          <Button block variant="secondary" onClick={() => navigate('/caresharing')}>
            가족·사회복지사 공유 설정
          </Button>
        </nav>
      </div>
    </main>
  );
}
