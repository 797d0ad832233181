import { koreanDateTimeLabel } from '@ieum/domain';
import { showAlert, showConfirm, errorMessage } from '@ieum/platform';
import { Button, Card, useNavigateOnce } from '@ieum/shared-ui';
import { useSingleFlight } from '@ieum/app-kit';
import { cancelApplication } from '../api/cancel-application';
import { completeMatching } from '../api/complete-matching';
import type { CurrentMatching } from '../api/get-elderly-home';
import { VisitConfirmPanel } from './VisitConfirmPanel';

/** Today's request on the home page, with what the user can do in its state. */
export function CurrentMatchingCard({ matching, onChanged }: { matching: CurrentMatching | null; onChanged(): void }) {
  const navigate = useNavigateOnce();
  const [busy, run] = useSingleFlight<'complete' | 'cancel'>();

  if (!matching) {
    return (
      <Card className="elderly-card" aria-labelledby="current-matching-title">
        <h2 id="current-matching-title" className="elderly-card__title">오늘의 봉사</h2>
        <p>오늘 예정된 봉사가 없어요.</p>
      </Card>
    );
  }

  const complete = () =>
    run('complete', async () => {
      if (!(await showConfirm('봉사가 끝났나요? 완료로 표시할까요?'))) return;
      try {
        await completeMatching(matching.matchingId);
        await showAlert('봉사가 완료되었습니다. 봉사자를 평가해 주세요.');
        onChanged();
      } catch (error) {
        await showAlert(errorMessage(error, '매칭 완료에 실패했습니다. 다시 시도해주세요.'));
      }
    });

  const cancel = () =>
    run('cancel', async () => {
      if (!(await showConfirm('신청을 취소하시겠습니까?'))) return;
      try {
        await cancelApplication(matching.matchingId);
        await showAlert('신청이 취소되었습니다.');
        onChanged();
      } catch (error) {
        await showAlert(errorMessage(error, '신청 취소에 실패했습니다.'));
        onChanged();
      }
    });

  const openDetail = () => navigate('/applyingdetail', { state: { matchId: matching.matchingId } });
  const when = koreanDateTimeLabel(matching.startTime);

  return (
    <Card className="elderly-card" aria-labelledby="current-matching-title">
      <h2 id="current-matching-title" className="elderly-card__title">오늘의 봉사</h2>
      <p className="elderly-card__time">{when}</p>
      {matching.status === 'NOT_MATCHING' && (
        <>
          <p className="elderly-card__status">매칭 진행중</p>
          <Button block variant="danger" onClick={cancel} disabled={busy !== null}>
            {busy === 'cancel' ? '취소하는 중...' : '신청 취소'}
          </Button>
        </>
      )}
      {matching.status === 'NOT_STARTED' && (
        <>
          <p className="elderly-card__status">{matching.otherName}님이 방문할 예정이에요.</p>
          <Button block onClick={openDetail}>
            요청서 확인
          </Button>
          <VisitConfirmPanel matchingId={matching.matchingId} onFinished={onChanged} />
        </>
      )}
      {matching.status === 'STARTED' && (
        <>
          <p className="elderly-card__status">{matching.otherName}님과 봉사 중이에요. 끝나면 완료를 눌러 주세요.</p>
          <Button block onClick={complete} disabled={busy !== null}>
            {busy === 'complete' ? '완료하는 중...' : '완료'}
          </Button>
          <VisitConfirmPanel matchingId={matching.matchingId} onFinished={onChanged} />
        </>
      )}
      {matching.status === 'COMPLETED' && (
        <>
          <p className="elderly-card__status">{matching.otherName ? `${matching.otherName}님과의 봉사가 완료되었어요.` : '오늘 봉사가 완료되었어요.'}</p>
          <Button block variant="secondary" onClick={openDetail}>
            봉사자 평가하기
          </Button>
        </>
      )}
    </Card>
  );
}
