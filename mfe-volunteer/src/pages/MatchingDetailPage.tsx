import { useNavigate } from 'react-router-dom';
import { ANIMAL_TYPES, districtName, koreanDateTimeLabel, helpTypeLabel, parseClientDateTime, PHONE_VISIBLE_HOURS_BEFORE_START } from '@ieum/domain';
import { errorMessage, showAlert, showConfirm } from '@ieum/platform';
import { Button, Card, LoadingModal, MissingStateNotice, TopBar, PhoneLink, LoadingStatus } from '@ieum/shared-ui';
import { useNow, useLoaded, useRouteStateId, LoadedContent, useSingleFlight } from '@ieum/app-kit';
import { cancelMatching, CANCEL_FAILED } from '../api/cancel-matching';
import { getMatchingDetail, type MatchingDetail } from '../api/get-matching-detail';
import { VisitLink } from '../components/VisitLink';

/** /matchingdetail (state matchId): the request, and a cancel action while the start is ahead. */
export default function MatchingDetailPage() {
  const matchId = useRouteStateId('matchId');
  return (
    <>
      {matchId === null ? (
        <main className="ui-page">
          <TopBar title="요청서" backTo="/volunteermain" />
          <MissingStateNotice message="유효한 matchId가 없습니다." />
        </main>
      ) : (
        <MatchingDetailView matchId={matchId} />
      )}
    </>
  );
}

function MatchingDetailView({ matchId }: { matchId: number }) {
  const { state, retry } = useLoaded(() => getMatchingDetail(matchId), '매칭 정보를 불러오지 못했습니다.', matchId);
  return (
    <main className="ui-page">
      <TopBar title="요청서" backTo="/matchinglist" />
      <div className="ui-page__body">
        <LoadedContent state={state} onRetry={retry} placeholder={<LoadingStatus label="요청서를 불러오는 중입니다..." />}>
          {(detail) => <RequestDetail detail={detail} />}
        </LoadedContent>
      </div>
    </main>
  );
}

function RequestDetail({ detail }: { detail: MatchingDetail }) {
  const navigate = useNavigate();
  const now = useNow();
  const [busy, run] = useSingleFlight<'cancel'>();
  const canceling = busy !== null;
  // The server has the last word; hiding the action at the start only spares a refused tap.
  const beforeStart = now < (parseClientDateTime(detail.startTime)?.getTime() ?? Infinity);
  const cancellable = detail.status === 'PROGRESS' && beforeStart;

  const cancel = async () => {
    if (canceling || !(await showConfirm('이 매칭을 취소하시겠습니까?', { confirmLabel: '매칭 취소', cancelLabel: '돌아가기' }))) return;
    // Only the call is in flight: its modal closes before the answer's alert, as before.
    let outcome: 'canceled' | { failure: unknown } | null = null;
    await run('cancel', async () => {
      try {
        await cancelMatching(detail.id);
        outcome = 'canceled';
      } catch (failure) {
        outcome = { failure };
      }
    });
    if (outcome === null) return;
    if (outcome !== 'canceled') {
      await showAlert(errorMessage((outcome as { failure: unknown }).failure, CANCEL_FAILED));
      return;
    }
    await showAlert('매칭이 취소되었습니다.');
    navigate('/matchinglist', { replace: true });
  };

  return (
    <>
      <Card aria-labelledby="vol-request-title">
        <h2 id="vol-request-title" className="vol-section-title">
          {detail.elderlyName} 어르신의 요청
        </h2>
        <dl className="vol-facts">
          <dt>일시</dt>
          <dd>{koreanDateTimeLabel(detail.startTime)}</dd>
          <dt>유형</dt>
          <dd>{helpTypeLabel(detail.type)}</dd>
          <dt>주소</dt>
          <dd>
            {districtName(detail.address.district)} {detail.address.detail}
          </dd>
          <dt>반려동물</dt>
          <dd>{ANIMAL_TYPES[detail.animalType] ?? '없음'}</dd>
          <dt>요청사항</dt>
          <dd className="vol-review-text">{detail.addDescription}</dd>
          <dt>연락처</dt>
          <dd>
            {detail.elderlyPhoneMasked ? (
              <>
                <span>{detail.elderlyPhone}</span>
                <span className="vol-note vol-phone-hint">
                  {beforeStart ? `전화번호 전체는 봉사 시작 ${PHONE_VISIBLE_HOURS_BEFORE_START}시간 전부터 보여요.` : '봉사가 끝나 전화번호를 가렸어요.'}
                </span>
              </>
            ) : (
              <PhoneLink phone={detail.elderlyPhone} label={`${detail.elderlyName} 어르신에게 전화하기`} />
            )}
          </dd>
        </dl>
      </Card>
      <VisitLink matchId={detail.id} startTime={detail.startTime} status={detail.status} />
      {cancellable ? (
        <Button variant="danger" block onClick={() => void cancel()} disabled={canceling} aria-busy={canceling}>
          {canceling ? '취소 중...' : '매칭 취소'}
        </Button>
      ) : (
        <p className="vol-note">{detail.status === 'PROGRESS' ? '시작 시간이 지나 취소할 수 없습니다.' : '취소할 수 없는 매칭입니다.'}</p>
      )}
      <LoadingModal open={canceling} message="취소 중입니다..." />
    </>
  );
}
