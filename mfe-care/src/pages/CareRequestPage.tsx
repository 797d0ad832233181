import { districtName, helpTypeLabel, koreanDateTimeLabel } from '@ieum/domain';
import { Button, Card, useNavigateOnce } from '@ieum/shared-ui';
import { getRequest } from '../api/get-request';
import { ActivityHistory } from '../components/ActivityHistory';
import { DetailPage } from '../components/DetailPage';
import { PersonFacts } from '../components/PersonFacts';
import { TitledSection } from '../components/TitledSection';

/** A request waiting with no volunteer: what was asked, by whom, and their earlier requests. */
export default function CareRequestPage() {
  const go = useNavigateOnce();
  return (
    <DetailPage title="기다리는 신청" what="신청 내용" backTo="/care" load={getRequest} failedMessage="신청 내용을 불러오지 못했어요.">
      {({ request, history }) => (
        <div className="care-grid">
          <Card className="care-section care-section--first">
            <h2 className="care-section__title">
              {request.elderly.name} 어르신 · {helpTypeLabel(request.type)}
            </h2>
            <dl className="care-facts">
              <dt>방문 희망</dt>
              <dd>{koreanDateTimeLabel(request.startTime)}</dd>
              <dt>신청한 때</dt>
              <dd>
                {koreanDateTimeLabel(request.createdAt)} ({request.waitingHours}시간째 기다리는 중)
              </dd>
              <dt>구</dt>
              <dd>{districtName(request.district)}</dd>
              <dt>요청 내용</dt>
              <dd>{request.addDescription}</dd>
            </dl>
            <PersonFacts person={request.elderly} />
            <Button variant="secondary" block onClick={() => go(`/careperson?id=${request.elderly.elderlyId}`)}>
              어르신 정보와 기록 보기
            </Button>
          </Card>
          <TitledSection id="care-request-history" title="이 어르신의 최근 신청">
            <ActivityHistory activities={history} label="이 어르신의 최근 신청" />
          </TitledSection>
        </div>
      )}
    </DetailPage>
  );
}
