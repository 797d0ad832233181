import { useState } from 'react';
import {
  ACTIVITY_HOURS,
  districtName,
  formatVisitMinutes,
  helpTypeLabel,
  koreanDateTimeLabel,
  koreanTimeLabel,
  VISIT_CONFIRM_GRACE_MINUTES,
  VISIT_REVIEW_NOTE_MAX_LENGTH,
  visitReviewMinuteChoices,
} from '@ieum/domain';
import { errorMessage, showAlert, showConfirm } from '@ieum/platform';
import { Button, Card, SelectField, TextAreaField, TopBar } from '@ieum/shared-ui';
import { LoadedContent, useLoaded, useSingleFlight } from '@ieum/app-kit';
import { getVisitReviews, settleVisitReview, type VisitReview } from '../api/visit-reviews';

const METHOD_LABELS: Record<string, string> = { ELDERLY_CONFIRM: '어르신 휴대폰', CODE: '방문 코드', STAFF: '사회복지사' };

/** /carevisitreviews: visits of the worker's districts marked for review; count the hours (with a note) or not. */
export default function CareVisitReviewsPage() {
  const { state, retry } = useLoaded(getVisitReviews, '확인이 필요한 방문을 불러오지 못했어요.');
  const [settled, setSettled] = useState<number[]>([]);
  return (
    <main className="ui-page">
      <TopBar title="확인이 필요한 방문" backTo="/care" />
      <div className="ui-page__body">
        <p>{`도착·마침이 봉사 시작(끝) ${VISIT_CONFIRM_GRACE_MINUTES}분 뒤까지 확인되지 않았거나, 방문 중 '도움이 필요해요'를 누른 방문이에요. 어르신이나 봉사자에게 확인한 뒤 처리해 주세요. 처리는 기록에 남아요.`}</p>
        <LoadedContent state={state} onRetry={retry} placeholder={<p>불러오는 중입니다...</p>}>
          {(visits) => {
            const left = visits.filter((visit) => !settled.includes(visit.matchingId));
            if (left.length === 0) return <p>확인이 필요한 방문이 없어요.</p>;
            return left.map((visit) => <ReviewCard key={visit.matchingId} visit={visit} onSettled={() => setSettled((ids) => [...ids, visit.matchingId])} />);
          }}
        </LoadedContent>
      </div>
    </main>
  );
}

function stepLine(label: string, requestedAt: string | null, confirmedAt: string | null, method: string | null): string {
  if (confirmedAt) return `${label}: ${koreanTimeLabel(confirmedAt)} 확인 (${METHOD_LABELS[method ?? ''] ?? '확인'})`;
  if (requestedAt) return `${label}: 봉사자가 ${koreanTimeLabel(requestedAt)}에 알렸지만 확인되지 않음`;
  return `${label}: 기록 없음`;
}

function ReviewCard({ visit, onSettled }: { visit: VisitReview; onSettled(): void }) {
  const [minutes, setMinutes] = useState(String(ACTIVITY_HOURS * 60));
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [busy, runOnce] = useSingleFlight<'settle'>();
  const titleId = `visit-review-${visit.matchingId}`;
  const noteLength = note.trim().length;

  const settle = (counted: boolean) =>
    runOnce('settle', async () => {
      if (noteLength === 0 || noteLength > VISIT_REVIEW_NOTE_MAX_LENGTH) {
        setNoteError(`확인한 내용을 1~${VISIT_REVIEW_NOTE_MAX_LENGTH}자로 적어주세요.`);
        return;
      }
      setNoteError(null);
      const question = counted
        ? `${visit.volunteerName}님의 이 방문을 ${formatVisitMinutes(Number(minutes))} 봉사로 인정할까요?`
        : `${visit.volunteerName}님의 이 방문을 봉사 시간으로 인정하지 않을까요?`;
      if (!(await showConfirm(question))) return;
      try {
        await settleVisitReview(visit.matchingId, counted ? { counted, minutes: Number(minutes), note } : { counted, note });
        onSettled();
      } catch (error) {
        await showAlert(errorMessage(error, '처리 결과를 저장하지 못했어요.'));
      }
    });

  return (
    <Card aria-labelledby={titleId} className="care-visit-review">
      <h2 id={titleId}>{`${visit.elderlyName} 어르신 · ${visit.volunteerName} 봉사자`}</h2>
      <ul className="care-visit-review__facts">
        {visit.reasons.includes('NOT_CONFIRMED') && <li>방문 확인이 시간 안에 끝나지 않았어요.</li>}
        {visit.reasons.includes('HELP') && visit.firstHelpAt && <li>{`방문 중 '도움이 필요해요' ${visit.helpCount}번 (처음 ${koreanTimeLabel(visit.firstHelpAt)})`}</li>}
        <li>{`${koreanDateTimeLabel(visit.startTime)} ~ ${koreanTimeLabel(visit.endTime)} · ${helpTypeLabel(visit.helpType)} · ${districtName(visit.district)}`}</li>
        <li>{stepLine('도착', visit.arriveRequestedAt, visit.arrivedAt, visit.arriveMethod)}</li>
        <li>{stepLine('마침', visit.finishRequestedAt, visit.finishedAt, visit.finishMethod)}</li>
        {visit.creditedMinutes !== null && <li>{`지금 인정된 시간: ${formatVisitMinutes(visit.creditedMinutes)}`}</li>}
        {visit.noShow === 'NO_CHECK_IN' && <li>도착 확인이 없어 오지 않은 것으로 기록됐어요 (인정하면 지워져요).</li>}
      </ul>
      <SelectField
        label="인정할 시간"
        value={minutes}
        onChange={(event) => setMinutes(event.target.value)}
        options={visitReviewMinuteChoices().map((choice) => ({ value: String(choice), label: formatVisitMinutes(choice) }))}
      />
      <TextAreaField
        label="확인한 내용 (필수)"
        hint={`누구에게 어떻게 확인했는지 적어주세요. ${noteLength}/${VISIT_REVIEW_NOTE_MAX_LENGTH}자`}
        error={noteError ?? undefined}
        value={note}
        maxLength={VISIT_REVIEW_NOTE_MAX_LENGTH}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button block onClick={() => void settle(true)} disabled={busy !== null}>
        시간 인정
      </Button>
      <Button variant="danger" block onClick={() => void settle(false)} disabled={busy !== null}>
        인정하지 않음
      </Button>
    </Card>
  );
}
