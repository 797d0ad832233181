import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiError, errorMessage, showAlert, showConfirm } from '@ieum/platform';
import { Button, MissingStateNotice, TopBar, useNavigateOnce } from '@ieum/shared-ui';
import { useSingleFlight } from '@ieum/app-kit';
import { cancelApplication } from '../api/cancel-application';
import type { RecommendedVolunteer, VolunteersData } from '../api/request-recommendation';
import { refreshRecommendation } from '../api/refresh-recommendation';
import { selectVolunteer } from '../api/select-volunteer';
import { startAutomaticMatching } from '../api/start-automatic-matching';
import { ProfilePhoto } from '../components/ProfilePhoto';
import { RatingSummary } from '../components/RatingSummary';
import { VolunteerDetailModal } from '../components/VolunteerDetailModal';
import { useCancelWhenLeft } from '../hooks/use-cancel-when-left';
import { VerifiedBadge } from '../components/VerifiedBadge';

/** Refusals after which that volunteer cannot be picked for this request any more. */
const VOLUNTEER_GONE = new Set(['VOLUNTEER_TAKEN', 'VOLUNTEER_UNAVAILABLE', 'VOLUNTEER_NOT_FOUND']);
/** Refusals after which the request itself is over (closed, expired, matched elsewhere). */
const REQUEST_OVER = new Set(['REQUEST_CLOSED', 'REQUEST_EXPIRED', 'ALREADY_MATCHED', 'MATCHING_NOT_FOUND', 'NOT_YOUR_MATCHING']);

function readVolunteersData(state: unknown): VolunteersData | null {
  const data = (state as { volunteersData?: VolunteersData } | null)?.volunteersData;
  return data && typeof data.matchingId === 'number' && Array.isArray(data.recommendVolunteers) ? data : null;
}

export default function VolunteerRecommendPage() {
  const location = useLocation();
  const data = readVolunteersData(location.state);
  if (!data) return <MissingRecommendation />;
  return <Recommendation data={data} />;
}

function MissingRecommendation() {
  return (
    <main className="ui-page">
      <TopBar title="추천 봉사자" backTo="/helpcenter" />
      <MissingStateNotice message="추천 봉사자 정보가 없습니다. 신청 상태는 신청 내역에서 확인해 주세요." homePath="/helpcenter" homeLabel="도움센터로 가기" />
    </main>
  );
}

function Recommendation({ data }: { data: VolunteersData }) {
  const navigate = useNavigateOnce();
  const { matchingId } = data;
  const [volunteers, setVolunteers] = useState<RecommendedVolunteer[]>(data.recommendVolunteers);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [detail, setDetail] = useState<RecommendedVolunteer | null>(null);
  const [busy, run] = useSingleFlight<'select' | 'auto' | 'cancel'>();
  const leave = useCancelWhenLeft(matchingId);
  const closeDetail = useCallback(() => setDetail(null), []);

  // Decided: this page leaves the history, so back goes where the user came from, never to its 선택하기 buttons.
  const finish = async (message: string) => {
    leave.settle();
    await showAlert(message);
    navigate('/helpcenter', { replace: true });
  };

  const choose = (volunteer: RecommendedVolunteer) =>
    run('select', async () => {
      if (selectedId !== volunteer.volunteerId) {
        setSelectedId(volunteer.volunteerId);
        return;
      }
      if (!(await showConfirm('해당 봉사자를 선택하시겠습니까?'))) return;
      try {
        await leave.holdWhile(() => selectVolunteer(matchingId, volunteer.volunteerId));
        await finish('봉사자 선택이 완료되었습니다.');
      } catch (error) {
        const code = error instanceof ApiError ? error.code : undefined;
        if (code && REQUEST_OVER.has(code)) {
          leave.settle();
          await showAlert(errorMessage(error, '추천 봉사자 선택에 실패했습니다.'));
          navigate('/helpcenter', { replace: true });
          return;
        }
        if (code && VOLUNTEER_GONE.has(code)) {
          // Someone else booked this volunteer first: the list no longer offers them, and is
          // ranked again with whoever is free now once the user has read why.
          setVolunteers((list) => list.filter((item) => item.volunteerId !== volunteer.volunteerId));
          setSelectedId(null);
          await showAlert(errorMessage(error, '추천 봉사자 선택에 실패했습니다.'));
          // Not awaited: the buttons (back, another pick) stay usable while the list reloads.
          refreshRecommendation(matchingId).then(
            (fresh) => setVolunteers(fresh.recommendVolunteers),
            (refreshError: unknown) => console.warn('recommendation refresh failed', refreshError),
          );
          return;
        }
        await showAlert(errorMessage(error, '추천 봉사자 선택에 실패했습니다.'));
      }
    });

  const matchAutomatically = () =>
    run('auto', async () => {
      const waiting = volunteers.length === 0;
      try {
        await leave.holdWhile(() => startAutomaticMatching(matchingId));
        await finish(waiting ? '매칭 진행을 계속 진행합니다.' : '매칭 신청이 완료되었습니다.');
      } catch (error) {
        await showAlert(errorMessage(error, '매칭 신청에 실패했습니다.'));
      }
    });

  const cancel = () =>
    run('cancel', async () => {
      if (leave.isSettled()) {
        navigate('/helpcenter');
        return;
      }
      if (!(await showConfirm('매칭을 취소하시겠습니까?'))) return;
      try {
        await leave.holdWhile(() => cancelApplication(matchingId, '매칭 취소에 실패했습니다.'));
        await finish('매칭이 취소되었습니다.');
      } catch (error) {
        await showAlert(errorMessage(error, '매칭 취소에 실패했습니다.'));
      }
    });

  if (leave.outcomeOnEntry === 'settled') {
    return (
      <main className="ui-page">
        <TopBar title="추천 봉사자" backTo="/helpcenter" />
        <div className="ui-page__body">
          <div className="elderly-notice" role="status">
            <p>이 신청은 이미 처리되었어요. 봉사자와 일정은 신청 내역에서 확인해 주세요.</p>
          </div>
          <Button block onClick={() => navigate('/ApplyingList')}>
            신청 내역 보기
          </Button>
          <Button block variant="secondary" onClick={() => navigate('/helpcenter')}>
            도움센터로 가기
          </Button>
        </div>
      </main>
    );
  }

  if (leave.cancelledInBackground || leave.outcomeOnEntry === 'cancelled') {
    return (
      <main className="ui-page">
        <TopBar title="추천 봉사자" backTo="/helpcenter" />
        <div className="ui-page__body">
          <div className="elderly-notice" role="alert">
            <p>봉사자를 고르지 않고 화면을 떠나서 신청이 취소되었어요. 다시 신청해 주세요.</p>
          </div>
          <Button block onClick={() => navigate('/RequestForm')}>
            다시 신청하기
          </Button>
          <Button block variant="secondary" onClick={() => navigate('/helpcenter')}>
            도움센터로 가기
          </Button>
        </div>
      </main>
    );
  }

  return (
    <main className="ui-page">
      <TopBar title="추천 봉사자" backTo={cancel} />
      <div className="ui-page__body">
        {volunteers.length > 0 ? (
          <>
            <h2 className="ui-heading">요청에 맞는 봉사자를 찾았어요</h2>
            <p>사진을 누르면 자세히 볼 수 있어요. 선택하기를 누른 뒤 한 번 더 눌러 확정해 주세요.</p>
            <ul className="elderly-volunteers" aria-label="추천 봉사자">
              {volunteers.map((volunteer) => {
                const selected = selectedId === volunteer.volunteerId;
                return (
                  <li key={volunteer.volunteerId} className={selected ? 'elderly-volunteer elderly-volunteer--selected' : 'elderly-volunteer'}>
                    <button type="button" className="elderly-volunteer__open" onClick={() => setDetail(volunteer)}>
                      <ProfilePhoto src={volunteer.profileImageUrl} name={volunteer.name} decorative />
                      <span className="elderly-volunteer__name">{`${volunteer.name}님`}</span>
                      <span>{`${volunteer.volunteerActivityTime}시간`}</span>
                      <span className="ui-visually-hidden">자세히 보기</span>
                    </button>
                    <RatingSummary average={volunteer.ratingAverage} count={volunteer.ratingCount} />
                    <VerifiedBadge verified={volunteer.verifiedVolunteer} />
                    <Button
                      block
                      variant={selected ? 'primary' : 'secondary'}
                      aria-pressed={selected}
                      aria-label={selected ? `${volunteer.name}님으로 확정하기` : `${volunteer.name}님 선택하기`}
                      onClick={() => choose(volunteer)}
                      disabled={busy !== null}
                    >
                      {selected ? '확정하기' : '선택하기'}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </>
        ) : (
          <div className="elderly-notice">
            <p>매칭된 봉사자가 없습니다</p>
            <p>기다리시면 맞는 봉사자가 생길 때 자동으로 연결해 드려요.</p>
          </div>
        )}
        <Button block variant={volunteers.length > 0 ? 'secondary' : 'primary'} onClick={matchAutomatically} disabled={busy !== null}>
          {volunteers.length > 0 ? '괜찮아요, 자동으로 매칭해 주세요' : '매칭 기다리기'}
        </Button>
      </div>
      {detail && <VolunteerDetailModal volunteer={detail} onClose={closeDetail} />}
    </main>
  );
}
