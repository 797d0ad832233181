import { helpTypeLabel, koreanDateTimeLabel, RATING_MAX } from '@ieum/domain';
import { errorMessage, showAlert, showConfirm } from '@ieum/platform';
import { Button, useNavigateOnce } from '@ieum/shared-ui';
import { useSingleFlight } from '@ieum/app-kit';
import { getFamilyAlerts } from '../api/get-family-alerts';
import { getFamilyEmotions } from '../api/get-family-emotions';
import { getFamilyPerson, type FamilyPerson } from '../api/get-family-person';
import { getPastVisits, getUpcomingVisits } from '../api/get-family-visits';
import { unlinkPerson } from '../api/unlink-person';
import { AlertStatus } from '../components/AlertStatus';
import { DetailPage } from '../components/DetailPage';
import { EmotionChart } from '../components/EmotionChart';
import { SharedSection } from '../components/SharedSection';
import { ACTIVITY_STATUS_LABELS, koreanMonthLabel } from '../components/care-labels';

/** What a linked family member sees of their older person: only what the person shares. */
export default function FamilyPersonPage() {
  return (
    <DetailPage title="어르신 소식" what="어르신 정보" backTo="/family" load={getFamilyPerson} failedMessage="어르신 정보를 불러오지 못했어요." narrow>
      {(person) => <PersonView person={person} />}
    </DetailPage>
  );
}

function PersonView({ person }: { person: FamilyPerson }) {
  const { elderlyId: id, sharing } = person;
  const go = useNavigateOnce();
  const [busy, run] = useSingleFlight<'unlink'>();
  const nothingShared = !Object.values(sharing).some(Boolean);

  const unlink = () =>
    run('unlink', async () => {
      const yes = await showConfirm(`${person.name} 어르신과의 연결을 끊을까요?\n다시 연결하려면 어르신께 새 코드를 받아야 해요.`, {
        confirmLabel: '연결 끊기',
        cancelLabel: '돌아가기',
      });
      if (!yes) return;
      try {
        await unlinkPerson(id);
        await showAlert('연결을 끊었어요.');
        go('/family', { replace: true });
      } catch (error) {
        await showAlert(errorMessage(error, '연결을 끊지 못했어요. 다시 시도해주세요.'));
      }
    });

  return (
    <>
      <h2 className="ui-heading">{person.name} 어르신</h2>
      {nothingShared && <p className="care-empty">어르신이 지금은 가족에게 아무것도 공유하지 않으셨어요. 공유 여부는 어르신이 정해요.</p>}
      <SharedSection
        id="family-upcoming"
        title="다가오는 봉사"
        shared={sharing.shareUpcomingVisits}
        load={() => getUpcomingVisits(id)}
        failedMessage="다가오는 봉사를 불러오지 못했어요."
        empty={<p className="care-empty">예정된 봉사가 없어요.</p>}
      >
        {(visits) => (
          <ul className="care-history" aria-label="다가오는 봉사">
            {visits.map((visit) => (
              <li key={visit.matchingId}>
                <span className="care-row__title">{koreanDateTimeLabel(visit.startTime)}</span>
                <span>
                  {helpTypeLabel(visit.type)} · {visit.volunteerName ? `봉사자 ${visit.volunteerName}님` : ACTIVITY_STATUS_LABELS[visit.status]}
                </span>
              </li>
            ))}
          </ul>
        )}
      </SharedSection>
      <SharedSection
        id="family-past"
        title="지난 봉사와 후기"
        shared={sharing.sharePastVisits}
        load={() => getPastVisits(id)}
        failedMessage="지난 봉사를 불러오지 못했어요."
      >
        {({ visits, photosShared }) =>
          visits.length === 0 ? (
            <p className="care-empty">지난 봉사가 없어요.</p>
          ) : (
            <ul className="care-history" aria-label="지난 봉사">
              {visits.map((visit) => (
                <li key={visit.matchingId}>
                  <span className="care-row__title">{koreanDateTimeLabel(visit.startTime)}</span>
                  <span>
                    {helpTypeLabel(visit.type)} · {visit.volunteerName ? `봉사자 ${visit.volunteerName}님` : '봉사자 없음'}
                    {visit.rating !== null && ` · 어르신 별점 ${visit.rating}/${RATING_MAX}`}
                  </span>
                  {visit.review ? <span>후기: {visit.review.content}</span> : <span>아직 후기가 없어요.</span>}
                  {visit.review && visit.review.imageUrls.length > 0 && (
                    <span className="care-photos">
                      {visit.review.imageUrls.map((url, index) => (
                        <img key={url} src={url} alt={`봉사 후기 사진 ${index + 1}`} loading="lazy" />
                      ))}
                    </span>
                  )}
                </li>
              ))}
              {!photosShared && <li>후기 사진은 어르신이 공유하지 않으셨어요.</li>}
            </ul>
          )
        }
      </SharedSection>
      <SharedSection
        id="family-emotions"
        title="지난달 마음 그래프"
        shared={sharing.shareEmotionChart}
        load={() => getFamilyEmotions(id)}
        failedMessage="마음 그래프를 불러오지 못했어요."
      >
        {(emotions) => (
          <>
            <p className="care-section__rule">{koreanMonthLabel(emotions.month)}에 AI 말벗과 나눈 대화에서 읽은 감정의 비율이에요. 대화 내용은 보이지 않아요.</p>
            <EmotionChart title={koreanMonthLabel(emotions.month)} percentages={emotions.sentimentPercentages} />
          </>
        )}
      </SharedSection>
      <SharedSection
        id="family-alerts"
        title="위기 알림"
        shared={sharing.shareCrisisAlerts}
        load={() => getFamilyAlerts(id)}
        failedMessage="위기 알림을 불러오지 못했어요."
        empty={<p className="care-empty">위기 알림이 없어요.</p>}
      >
        {(alerts) => (
          <ul className="care-history" aria-label="위기 알림">
            {alerts.map((alert) => (
              <li key={alert.id}>
                <span className="care-history__time">{koreanDateTimeLabel(alert.createdAt)}</span>
                <span>
                  <AlertStatus alert={alert} /> {alert.kindLabel}
                </span>
                <span>“{alert.message}”</span>
                {alert.outcomeLabel && <span>사회복지사 조치: {alert.outcomeLabel}</span>}
              </li>
            ))}
          </ul>
        )}
      </SharedSection>
      <Button variant="danger" block onClick={unlink} disabled={busy !== null}>
        {busy ? '연결 끊는 중...' : '연결 끊기'}
      </Button>
    </>
  );
}
