import { Link } from 'react-router-dom';
import { districtName, formatVisitMinutes, helpTypeLabel, koreanDateTimeLabel, koreanTimeLabel, parseClientDateTime, VERIFIED_VOLUNTEER_LABEL, VISIT_TEXTS } from '@ieum/domain';
import { errorMessage, showAlert } from '@ieum/platform';
import { Button, Card, TopBar, LoadingStatus } from '@ieum/shared-ui';
import { useLoaded, useSingleFlight, LoadedContent } from '@ieum/app-kit';
import { saveFile } from '@ieum/app-kit/src/files/save-file';
import { downloadCertificate, downloadHoursCsv, getHours, type VolunteerHours } from '../api/visits';

/** /myhours: 나의 봉사 시간, every visit confirmed at the door, the total, the certificate and the portal CSV. */
export default function MyHoursPage() {
  return <MyHours />;
}

function MyHours() {
  const { state, retry } = useLoaded(getHours, '봉사 시간을 불러오지 못했어요.');
  return (
    <main className="ui-page">
      <TopBar title={VISIT_TEXTS.myHours} backTo="/volunteermain" />
      <div className="ui-page__body">
        <LoadedContent state={state} onRetry={retry} placeholder={<LoadingStatus label="봉사 시간을 불러오는 중입니다..." />}>
          {(hours) => <HoursList hours={hours} />}
        </LoadedContent>
      </div>
    </main>
  );
}

const time = (text: string) => koreanTimeLabel(parseClientDateTime(text) ?? 0);

function HoursList({ hours }: { hours: VolunteerHours }) {
  const [busy, run] = useSingleFlight<'pdf' | 'csv'>();
  const downloading = busy !== null;
  const download = (kind: 'pdf' | 'csv') =>
    run(kind, async () => {
      try {
        const file = kind === 'pdf' ? await downloadCertificate() : await downloadHoursCsv();
        saveFile(file, kind === 'pdf' ? '이음-봉사활동-확인서.pdf' : '이음-봉사시간-포털등록.csv');
      } catch (error) {
        await showAlert(errorMessage(error, '파일을 내려받지 못했어요. 다시 시도해주세요.'));
      }
    });
  const empty = hours.visits.length === 0;
  return (
    <>
      <Card aria-labelledby="vol-hours-total">
        <h2 id="vol-hours-total" className="vol-section-title">
          확인된 봉사 시간
        </h2>
        <p className="vol-hours-total">
          총 <strong>{formatVisitMinutes(hours.totalMinutes)}</strong> ({hours.visits.length}회)
        </p>
        <p className="vol-note">도착과 마침을 어르신이 확인한 방문만 들어가요. 30분 단위로 내림해요.</p>
        {hours.reviewCount > 0 && <p className="vol-note">담당자 확인이 필요한 방문 {hours.reviewCount}건은 포함되지 않았어요.</p>}
      </Card>
      <Link to="/recordcheck" className="ui-button ui-button--ghost ui-button--block">
        범죄경력 회보서 올리기 ({VERIFIED_VOLUNTEER_LABEL} 배지)
      </Link>
      {empty ? (
        <p className="vol-empty">아직 확인된 방문이 없어요. 방문할 때 {VISIT_TEXTS.arrive}와 {VISIT_TEXTS.finish}를 눌러주세요.</p>
      ) : (
        <>
          <ul className="vol-hours-list" aria-label="확인된 방문">
            {hours.visits.map((visit) => (
              <li key={visit.matchingId} className="vol-hours-item">
                <span className="vol-hours-item__date">{koreanDateTimeLabel(visit.startTime)}</span>
                <span>
                  {helpTypeLabel(visit.type)} · {districtName(visit.districtType)}
                </span>
                <span>
                  {time(visit.arrivedAt)} ~ {time(visit.finishedAt)} · <strong>{formatVisitMinutes(visit.minutes)}</strong>
                </span>
              </li>
            ))}
          </ul>
          <Button block onClick={() => void download('pdf')} disabled={downloading} aria-busy={downloading}>
            확인서 PDF 내려받기
          </Button>
          <Button block variant="secondary" onClick={() => void download('csv')} disabled={downloading}>
            포털 등록용 CSV 내려받기
          </Button>
          <p className="vol-note">확인서에는 확인 코드가 있어요. 누구나 이음 앱의 확인서 진위 확인 화면(/verify)에서 코드를 확인할 수 있어요.</p>
        </>
      )}
    </>
  );
}
