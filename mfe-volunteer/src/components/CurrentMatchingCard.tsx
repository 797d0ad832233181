import { koreanDateTimeLabel } from '@ieum/domain';
import { Button, Card, useNavigateOnce } from '@ieum/shared-ui';
import type { CurrentMatching } from '../api/get-volunteer-home';

/** Today's matching; its text and button follow the status (none: no schedule today). */
export function CurrentMatchingCard({ matching }: { matching: CurrentMatching | null }) {
  const go = useNavigateOnce();
  return (
    <Card className="vol-current" aria-labelledby="vol-current-title">
      <h2 id="vol-current-title" className="vol-section-title">
        오늘의 봉사
      </h2>
      {matching ? <CardBody matching={matching} go={go} /> : <p>오늘은 봉사 일정이 없습니다.</p>}
    </Card>
  );
}

function CardBody({ matching, go }: { matching: CurrentMatching; go: ReturnType<typeof useNavigateOnce> }) {
  const when = <p className="vol-current__time">{matching.startTime ? koreanDateTimeLabel(matching.startTime) : ''}</p>;
  const who = matching.otherName ? <p className="vol-current__who">{matching.otherName} 어르신</p> : null;
  switch (matching.status) {
    case 'PROGRESS':
      return (
        <>
          {who}
          {when}
          <Button block onClick={() => go('/matchingdetail', { state: { matchId: matching.matchingId } })}>
            요청서 확인
          </Button>
        </>
      );
    case 'REVIEWING':
      return (
        <>
          {who}
          {when}
          <Button block onClick={() => go('/writereview', { state: { currentMatching: matching } })}>
            후기 작성
          </Button>
        </>
      );
    case 'COMPLETED':
      return (
        <>
          {who}
          {when}
          <Button block variant="secondary" onClick={() => go('/completereview')}>
            후기 확인
          </Button>
        </>
      );
    default:
      return (
        <>
          <p className="vol-current__who">매칭 진행중</p>
          {when}
          <Button block variant="secondary" onClick={() => go('/matchinglist')}>
            매칭내역
          </Button>
        </>
      );
  }
}
