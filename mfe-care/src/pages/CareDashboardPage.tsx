import { useState } from 'react';
import { districtName, helpTypeLabel, isDistrictCode, koreanDateTimeLabel, IDLE_VOLUNTEER_DAYS, WAITING_REQUEST_ALERT_HOURS, type DistrictCode } from '@ieum/domain';
import { Button, CardList, NotificationBell, SelectField, TopBar, useNavigateOnce, LoadingStatus } from '@ieum/shared-ui';
import { LoadedContent, useLoaded } from '@ieum/app-kit';
import { getAlerts } from '../api/get-alerts';
import { getCareMe } from '../api/get-care-me';
import { getIdleVolunteers } from '../api/get-idle-volunteers';
import { getLoneliness } from '../api/get-loneliness';
import { getWaitingRequests } from '../api/get-waiting-requests';
import { AlertList } from '../components/AlertList';
import { CsvButton } from '../components/CsvButton';
import { DashboardSection } from '../components/DashboardSection';
import { koreanMonthLabel } from '../components/care-labels';
import { useAlertSummary } from '../hooks/use-alert-summary';

const loading = (label: string) => <LoadingStatus label={label} />;

/** The welfare worker's home: open crisis alerts first, then who else needs someone. */
export default function CareDashboardPage() {
  const go = useNavigateOnce();
  const me = useLoaded(getCareMe, '담당 구를 불러오지 못했어요.');
  // A worker of several districts may look at one of them; undefined: all of theirs.
  const [district, setDistrict] = useState<DistrictCode | undefined>(undefined);
  const alerts = useLoaded(() => getAlerts('open', district), '위기 알림을 불러오지 못했어요.', district);
  const [showClosed, setShowClosed] = useState(false);
  const summary = useAlertSummary(alerts.retry);
  const waiting = useLoaded(() => getWaitingRequests(district), '오래 기다리는 신청을 불러오지 못했어요.', district);
  const loneliness = useLoaded(() => getLoneliness(district), '마음 변화 목록을 불러오지 못했어요.', district);
  const idle = useLoaded(() => getIdleVolunteers(district), '연결이 없는 봉사자를 불러오지 못했어요.', district);
  // The badge counts every district of the worker; with one district chosen the list says it.
  const unanswered = (district ? undefined : summary?.unacknowledged) ?? alerts.state.data?.filter((alert) => alert.status === 'OPEN').length;
  const query = district ? { district } : {};

  return (
    <main className="ui-page care-page--wide">
      <TopBar title="돌봄 현황" showBack={false} action={<NotificationBell />} />
      <div className="ui-page__body">
        {me.state.data && (
          <p className="care-section__rule">
            {me.state.data.name}님 · 담당 {me.state.data.districts.map(districtName).join(', ')}
          </p>
        )}
        {me.state.data && me.state.data.districts.length > 1 && (
          <SelectField
            label="볼 구"
            value={district ?? ''}
            placeholder="담당 구 전체"
            options={me.state.data.districts.map((code) => ({ value: code, label: districtName(code) }))}
            onChange={(event) => setDistrict(isDistrictCode(event.target.value) ? event.target.value : undefined)}
          />
        )}
        <div className="care-grid">
          <DashboardSection
            id="care-alerts"
            first
            title="위기 알림"
            count={unanswered}
            urgent
            rule="확인 전인 알림이 맨 위에, 오래된 것부터 보여요. 10분 안에 아무도 확인하지 않으면 구의 모든 사회복지사와 가족에게 다시 알려요."
            action={<CsvButton list="alerts" query={query} label="위기 알림" />}
          >
            <LoadedContent
              state={alerts.state}
              onRetry={alerts.retry}
              placeholder={loading('위기 알림을 불러오는 중이에요...')}
              empty={<p className="care-empty">지금 대응이 필요한 위기 알림이 없어요.</p>}
            >
              {(items) => <AlertList alerts={items} label="마무리 전 위기 알림" />}
            </LoadedContent>
            {showClosed ? <ClosedAlerts district={district} /> : <Button variant="ghost" onClick={() => setShowClosed(true)}>마무리된 알림 보기</Button>}
          </DashboardSection>

          <DashboardSection
            id="care-waiting"
            title="오래 기다리는 신청"
            count={waiting.state.data?.length}
            rule={`${WAITING_REQUEST_ALERT_HOURS}시간 넘게 봉사자를 찾지 못한 신청이에요. 오래 기다린 순서예요.`}
            action={<CsvButton list="waiting-requests" query={query} label="오래 기다리는 신청" />}
          >
            <LoadedContent
              state={waiting.state}
              onRetry={waiting.retry}
              placeholder={loading('신청을 불러오는 중이에요...')}
              empty={<p className="care-empty">오래 기다리는 신청이 없어요.</p>}
            >
              {(items) => (
                <CardList label="오래 기다리는 신청" items={items} keyOf={(item) => item.matchingId} onOpen={(item) => go(`/carerequest?id=${item.matchingId}`)}>
                  {(item) => (
                    <>
                      <span className="care-row__title">
                        {item.elderly.name} 어르신 · {helpTypeLabel(item.type)}
                      </span>
                      <span className="care-row__line">
                        {districtName(item.district)} · {koreanDateTimeLabel(item.startTime)} 방문 희망
                      </span>
                      <span className="care-row__line">{item.waitingHours}시간째 기다리는 중</span>
                    </>
                  )}
                </CardList>
              )}
            </LoadedContent>
          </DashboardSection>

          <DashboardSection
            id="care-loneliness"
            title="외로움·슬픔이 늘어난 어르신"
            count={loneliness.state.data?.people.length}
            rule={
              loneliness.state.data
                ? `${koreanMonthLabel(loneliness.state.data.month)} 대화에서 외로움과 슬픔의 비율이 ${koreanMonthLabel(loneliness.state.data.previousMonth)}보다 늘어난 분들이에요. 많이 늘어난 순서예요.`
                : '지난달 대화에서 외로움과 슬픔의 비율이 그 전달보다 늘어난 분들이에요.'
            }
            action={<CsvButton list="loneliness" query={query} label="외로움·슬픔이 늘어난 어르신" />}
          >
            <LoadedContent
              state={loneliness.state}
              onRetry={loneliness.retry}
              placeholder={loading('목록을 불러오는 중이에요...')}
            >
              {({ people }) =>
                people.length === 0 ? (
                  <p className="care-empty">외로움과 슬픔이 늘어난 어르신이 없어요.</p>
                ) : (
                  <CardList label="외로움·슬픔이 늘어난 어르신" items={people} keyOf={(row) => row.elderly.elderlyId} onOpen={(row) => go(`/careperson?id=${row.elderly.elderlyId}`)}>
                    {(row) => (
                      <>
                        <span className="care-row__title">{row.elderly.name} 어르신</span>
                        <span className="care-row__line">{districtName(row.elderly.district)}</span>
                        <span className="care-row__line">
                          외로움·슬픔 {row.previousShare}% → {row.share}% (+{row.change}%p)
                        </span>
                      </>
                    )}
                  </CardList>
                )
              }
            </LoadedContent>
          </DashboardSection>

          <DashboardSection
            id="care-idle"
            title="연결이 없는 봉사자"
            count={idle.state.data?.length}
            rule={`봉사 가능 시간을 정해 두었지만 ${IDLE_VOLUNTEER_DAYS}일 동안 배정된 봉사가 없는 봉사자예요.`}
            action={<CsvButton list="idle-volunteers" query={query} label="연결이 없는 봉사자" />}
          >
            <LoadedContent
              state={idle.state}
              onRetry={idle.retry}
              placeholder={loading('봉사자를 불러오는 중이에요...')}
              empty={<p className="care-empty">오래 연결이 없는 봉사자가 없어요.</p>}
            >
              {(items) => (
                <CardList label="연결이 없는 봉사자" items={items} keyOf={(item) => item.volunteerId} onOpen={(item) => go(`/carevolunteer?id=${item.volunteerId}`)}>
                  {(item) => (
                    <>
                      <span className="care-row__title">{item.name} 봉사자님</span>
                      <span className="care-row__line">
                        {districtName(item.district)} · {item.categories.map(helpTypeLabel).join(', ')} · 주 {item.slotCount}회 가능
                      </span>
                      <span className="care-row__line">
                        {item.lastMatchedAt ? `마지막 봉사 ${koreanDateTimeLabel(item.lastMatchedAt)}` : '아직 배정된 봉사가 없어요'}
                      </span>
                    </>
                  )}
                </CardList>
              )}
            </LoadedContent>
          </DashboardSection>
        </div>
        <div className="care-actions">
          <Button variant="secondary" block onClick={() => go('/careaudit')}>
            열람 기록 보기
          </Button>
          <Button variant="secondary" block onClick={() => go('/carerecordchecks')}>
            봉사자 회보서 확인
          </Button>
          <Button variant="secondary" block onClick={() => go('/carevisitreviews')}>
            확인이 필요한 방문
          </Button>
          <Button variant="ghost" block onClick={() => go('/edit')}>
            내 정보 · 로그아웃
          </Button>
        </div>
      </div>
    </main>
  );
}

function ClosedAlerts({ district }: { district?: DistrictCode }) {
  const closed = useLoaded(() => getAlerts('closed', district), '마무리된 알림을 불러오지 못했어요.', district);
  return (
    <section aria-labelledby="care-closed">
      <h3 className="care-section__title" id="care-closed">
        마무리된 알림
      </h3>
      <LoadedContent
        state={closed.state}
        onRetry={closed.retry}
        placeholder={loading('마무리된 알림을 불러오는 중이에요...')}
        empty={<p className="care-empty">마무리된 알림이 없어요.</p>}
      >
        {(items) => <AlertList alerts={items} label="마무리된 위기 알림" />}
      </LoadedContent>
    </section>
  );
}
