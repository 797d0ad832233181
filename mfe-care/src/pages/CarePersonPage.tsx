import { Card } from '@ieum/shared-ui';
import { getPerson } from '../api/get-person';
import { ActivityHistory } from '../components/ActivityHistory';
import { AlertList } from '../components/AlertList';
import { DetailPage } from '../components/DetailPage';
import { EmotionChart } from '../components/EmotionChart';
import { PersonFacts } from '../components/PersonFacts';
import { koreanMonthLabel } from '../components/care-labels';
import { TitledSection } from '../components/TitledSection';

/** An older person of the worker's districts: how to reach them, their alerts, requests and the last months' feelings. */
export default function CarePersonPage() {
  return (
    <DetailPage title="어르신 정보" what="어르신 정보" backTo="/care" load={getPerson} failedMessage="어르신 정보를 불러오지 못했어요.">
      {(person) => (
        <div className="care-grid">
          <Card className="care-section care-section--first">
            <h2 className="care-section__title">{person.elderly.name} 어르신</h2>
            <PersonFacts person={person.elderly} />
            <p className="care-row__line">
              {person.staffCrisisAlerts
                ? '어르신이 사회복지사에게 위기 알림을 보내도록 허락하셨어요.'
                : '어르신이 사회복지사에게 위기 알림을 보내지 않도록 꺼 두셨어요. 새 위기 알림은 오지 않아요.'}
            </p>
          </Card>
          <TitledSection id="care-person-alerts" title="위기 알림">
            {person.alerts.length === 0 ? <p className="care-empty">위기 알림이 없어요.</p> : <AlertList alerts={person.alerts} label="이 어르신의 위기 알림" />}
          </TitledSection>
          <TitledSection id="care-person-requests" title="도움 신청 기록">
            <ActivityHistory activities={person.requests} label="이 어르신의 도움 신청" />
          </TitledSection>
          <TitledSection id="care-person-emotions" title="최근 석 달의 마음">
            <p className="care-section__rule">AI 말벗과 나눈 대화에서 읽은 감정의 비율이에요. 대화 내용은 보여 드리지 않아요.</p>
            {person.emotions.map((month) => (
              <div key={month.month}>
                <h3 className="care-section__title">
                  {koreanMonthLabel(month.month)} (메시지 {month.messages}개)
                </h3>
                <EmotionChart title={koreanMonthLabel(month.month)} percentages={month.sentimentPercentages} />
              </div>
            ))}
          </TitledSection>
        </div>
      )}
    </DetailPage>
  );
}
