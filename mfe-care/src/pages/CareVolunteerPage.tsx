import { DAY_OF_WEEK_LABELS, clockLabel, districtName, helpTypeLabel, koreanDateTimeLabel } from '@ieum/domain';
import { Card } from '@ieum/shared-ui';
import { getVolunteer } from '../api/get-volunteer';
import { ActivityHistory } from '../components/ActivityHistory';
import { DetailPage } from '../components/DetailPage';
import { telHref } from '../components/care-labels';
import { TitledSection } from '../components/TitledSection';

/** A volunteer without visits lately: their weekly times, what they help with, and their past visits. */
export default function CareVolunteerPage() {
  return (
    <DetailPage title="봉사자 정보" what="봉사자 정보" backTo="/care" load={getVolunteer} failedMessage="봉사자 정보를 불러오지 못했어요.">
      {({ volunteer, slots, activities }) => (
        <div className="care-grid">
          <Card className="care-section care-section--first">
            <h2 className="care-section__title">{volunteer.name} 봉사자님</h2>
            <dl className="care-facts">
              <dt>전화</dt>
              <dd>
                <a className="care-link" href={telHref(volunteer.phone)} aria-label={`${volunteer.name} 봉사자님에게 전화하기 ${volunteer.phone}`}>
                  {volunteer.phone}
                </a>
              </dd>
              <dt>구</dt>
              <dd>{districtName(volunteer.district)}</dd>
              <dt>봉사 분야</dt>
              <dd>{volunteer.categories.map(helpTypeLabel).join(', ') || '없음'}</dd>
              <dt>가입</dt>
              <dd>{koreanDateTimeLabel(volunteer.joinedAt)}</dd>
              <dt>마지막 봉사</dt>
              <dd>{volunteer.lastMatchedAt ? koreanDateTimeLabel(volunteer.lastMatchedAt) : '없음'}</dd>
              <dt>자기소개</dt>
              <dd>{volunteer.bio || '없음'}</dd>
            </dl>
          </Card>
          <TitledSection id="care-volunteer-slots" title="봉사 가능 시간 (매주)">
            {slots.length === 0 ? (
              <p className="care-empty">정해 둔 시간이 없어요.</p>
            ) : (
              <ul className="care-history">
                {slots.map((slot) => (
                  <li key={`${slot.dayOfWeek}-${slot.time}`}>
                    {DAY_OF_WEEK_LABELS[slot.dayOfWeek]} {clockLabel(slot.time)}
                  </li>
                ))}
              </ul>
            )}
          </TitledSection>
          <TitledSection id="care-volunteer-activities" title="봉사 기록">
            <ActivityHistory activities={activities} label="이 봉사자의 봉사 기록" withElderly />
          </TitledSection>
        </div>
      )}
    </DetailPage>
  );
}
