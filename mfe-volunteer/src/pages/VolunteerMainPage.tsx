import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { rememberUserPhoto } from '@ieum/platform';
import { NotificationBell, TopBar, LoadFailure, LoadingStatus } from '@ieum/shared-ui';
import { useFollowEvents, useLoaded } from '@ieum/app-kit';
import { getVolunteerHome, HOME_LOAD_FAILED } from '../api/get-volunteer-home';
import { BottomNavigation } from '../components/BottomNavigation';
import { CurrentMatchingCard } from '../components/CurrentMatchingCard';
import { ProfileCard, ProfileCardLoading } from '../components/ProfileCard';
import { WeekdayCircles } from '../components/WeekdayCircles';

/** /volunteermain: the volunteer home. */
export default function VolunteerMainPage() {
  return <VolunteerHome />;
}

function VolunteerHome() {
  const location = useLocation();
  // Coming back from the profile edit with `updated: true` loads the saved profile again.
  const updated = (location.state as { updated?: boolean } | null)?.updated === true;
  const { state, retry } = useLoaded(getVolunteerHome, HOME_LOAD_FAILED, updated ? location.key : null);
  // A new match, a cancellation or 후기를 남겨주세요 announced, or the start passing, changes the card.
  useFollowEvents(retry, [state.data?.currentMatching?.startTime]);
  // Refreshed in place: the skeleton only before the first answer.
  const data = state.data;
  const photo = data?.volunteerInfo.profileImage;
  useEffect(() => {
    if (photo !== undefined) rememberUserPhoto(photo || null);
  }, [photo]);

  return (
    <main className="ui-page vol-home">
      <TopBar title="봉사자 홈" showBack={false} action={<NotificationBell />} />
      <div className="ui-page__body" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && !data && (
          <>
            <ProfileCardLoading />
            <LoadingStatus label="봉사자 정보를 불러오는 중입니다..." className="vol-home-loading" />
          </>
        )}
        {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
        {data && state.status !== 'failed' && (
          <>
            <ProfileCard info={data.volunteerInfo} />
            <Link to="/edit" className="ui-button ui-button--ghost vol-edit-link">
              내 정보 수정
            </Link>
            <WeekdayCircles availableTimes={data.availableTimes} />
            <CurrentMatchingCard matching={data.currentMatching} />
          </>
        )}
      </div>
      <BottomNavigation />
    </main>
  );
}
