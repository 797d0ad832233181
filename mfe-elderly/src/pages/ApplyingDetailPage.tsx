import { ANIMAL_TYPES, koreanDateTimeLabel, helpTypeLabel, parseClientDateTime, PHONE_VISIBLE_HOURS_BEFORE_START } from '@ieum/domain';
import { errorMessage, showAlert, showConfirm } from '@ieum/platform';
import { Button, Card, MissingStateNotice, TopBar, PhoneLink, useNavigateOnce, LoadingStatus } from '@ieum/shared-ui';
import { LoadedContent, useLoaded, useSingleFlight, useRouteStateId } from '@ieum/app-kit';
import { cancelApplication } from '../api/cancel-application';
import { completeMatching } from '../api/complete-matching';
import { getApplyingDetail, type ApplyingDetail } from '../api/get-applying-detail';
import { ProfilePhoto } from '../components/ProfilePhoto';
import { RateVolunteer } from '../components/RateVolunteer';

const STATUS_TEXT: Record<ApplyingDetail['status'], string> = {
  MATCHING: '매칭 진행중',
  PROGRESS: '매칭 완료',
  REVIEWING: '봉사 완료',
  COMPLETED: '봉사 완료',
  CANCELED: '취소됨',
};

function hasStarted(startTime: string): boolean {
  const start = parseClientDateTime(startTime);
  return start !== undefined && start.getTime() <= Date.now();
}

export default function ApplyingDetailPage() {
  const matchId = useRouteStateId('matchId');
  if (matchId === null) {
    return (
      <main className="ui-page">
        <TopBar title="신청 상세" backTo="/ApplyingList" />
        <MissingStateNotice message="유효한 matchId가 없습니다." homePath="/ApplyingList" homeLabel="신청 내역 보기" />
      </main>
    );
  }
  return <Detail matchId={matchId} />;
}

function Detail({ matchId }: { matchId: number }) {
  const navigate = useNavigateOnce();
  const { state: detail, retry: reload } = useLoaded(() => getApplyingDetail(matchId), '신청 내역을 불러오는 데 실패했습니다.');
  const [busy, run] = useSingleFlight<'cancel' | 'complete'>();

  const cancel = () =>
    run('cancel', async () => {
      if (!(await showConfirm('신청을 취소하시겠습니까?'))) return;
      try {
        await cancelApplication(matchId);
        await showAlert('신청이 취소되었습니다.');
        navigate('/ApplyingList');
      } catch (error) {
        await showAlert(errorMessage(error, '신청 취소에 실패했습니다.'));
        void reload();
      }
    });

  const complete = () =>
    run('complete', async () => {
      if (!(await showConfirm('봉사가 끝났나요? 완료로 표시할까요?'))) return;
      try {
        await completeMatching(matchId);
        await showAlert('봉사가 완료되었습니다. 봉사자를 평가해 주세요.');
      } catch (error) {
        await showAlert(errorMessage(error, '매칭 완료에 실패했습니다. 다시 시도해주세요.'));
      }
      void reload();
    });

  const body = (item: ApplyingDetail) => {
    const started = hasStarted(item.startTime);
    const volunteer = item.matchedUserInfo;
    const canCancel = item.status === 'MATCHING' || (item.status === 'PROGRESS' && !started);
    const canComplete = item.status === 'PROGRESS' && started;
    const done = item.status === 'REVIEWING' || item.status === 'COMPLETED';
    return (
      <>
        <Card className="elderly-card" aria-labelledby="request-title">
          <h2 id="request-title" className="elderly-card__title">신청 내용</h2>
          <span className="elderly-badge">{STATUS_TEXT[item.status]}</span>
          <dl className="elderly-summary">
            <dt>날짜와 시간</dt>
            <dd>{koreanDateTimeLabel(item.startTime)}</dd>
            <dt>신청 유형</dt>
            <dd>{helpTypeLabel(item.type)}</dd>
            <dt>반려동물</dt>
            <dd>{ANIMAL_TYPES[item.animalType] ?? item.animalType}</dd>
            <dt>요청사항</dt>
            <dd>{item.addDescription}</dd>
          </dl>
        </Card>
        {volunteer ? (
          <Card className="elderly-card" aria-labelledby="volunteer-title">
            <h2 id="volunteer-title" className="elderly-card__title">방문 봉사자</h2>
            <ProfilePhoto src={volunteer.profileImage} name={volunteer.volunteerName} large />
            <p className="elderly-volunteer__name">{`${volunteer.volunteerName}님`}</p>
            <p>{`봉사시간 ${volunteer.volunteerActivityTime}시간`}</p>
            {volunteer.phoneMasked ? (
              <>
                <p className="elderly-phone--masked">
                  {`📞 ${volunteer.phone}`}
                </p>
                <p className="elderly-hint">
                  {started ? '봉사가 끝나 전화번호를 가렸어요.' : `전화번호 전체는 봉사 시작 ${PHONE_VISIBLE_HOURS_BEFORE_START}시간 전부터 보여요.`}
                </p>
              </>
            ) : (
              <PhoneLink phone={volunteer.phone} label={`${volunteer.volunteerName}님에게 전화하기`} />
            )}
          </Card>
        ) : (
          item.status === 'MATCHING' && <p className="elderly-notice">아직 봉사자를 찾고 있어요. 연결되면 알려 드릴게요.</p>
        )}
        {done && volunteer && <RateVolunteer matchingId={item.id} volunteerName={volunteer.volunteerName} given={item.myRating ?? null} onRated={reload} />}
        {canComplete && (
          <Button block onClick={complete} disabled={busy !== null}>
            {busy === 'complete' ? '완료하는 중...' : '봉사 완료'}
          </Button>
        )}
        {canCancel && (
          <Button block variant="danger" onClick={cancel} disabled={busy !== null}>
            {busy === 'cancel' ? '취소하는 중...' : '신청 취소'}
          </Button>
        )}
      </>
    );
  };

  return (
    <main className="ui-page">
      <TopBar title="신청 상세" backTo="/ApplyingList" />
      <div className="ui-page__body">
        <LoadedContent state={detail} onRetry={reload} placeholder={<LoadingStatus className="elderly-loading" />}>
          {body}
        </LoadedContent>
      </div>
    </main>
  );
}
