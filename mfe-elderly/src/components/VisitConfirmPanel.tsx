import { useCallback, useEffect, useState } from 'react';
import { VISIT_TEXTS } from '@ieum/domain';
import { errorMessage, showAlert } from '@ieum/platform';
import { Button, NeedHelpPanel } from '@ieum/shared-ui';
import { useSingleFlight } from '@ieum/app-kit';
import { confirmVisit, getVisit, requestVisitHelp, type Visit, type VisitStep } from '../api/visit';

// The volunteer taps on their own phone; this card looks for it this often.
const POLL_MS = 4000;

/**
 * On today's card while the visit is open: the large 네, 오셨어요 / 네, 마쳤어요 once the volunteer
 * has said so, the visit code the volunteer may type instead, and 도움이 필요해요.
 */
export function VisitConfirmPanel({ matchingId, onFinished }: { matchingId: number; onFinished(): void }) {
  const [visit, setVisit] = useState<Visit | null>(null);
  const [confirming, runOnce] = useSingleFlight<VisitStep>();
  const busy = confirming !== null;
  const refresh = useCallback(() => {
    getVisit(matchingId).then(setVisit, () => undefined);
  }, [matchingId]);

  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  const finished = visit?.status === 'CONFIRMED';
  useEffect(() => {
    if (finished) onFinished();
  }, [finished, onFinished]);

  if (!visit || visit.status !== 'OPEN' || (visit.code === null && visit.arrive === 'NONE')) return null;

  const confirm = (step: VisitStep) =>
    runOnce(step, async () => {
      try {
        setVisit(await confirmVisit(matchingId, step));
      } catch (error) {
        await showAlert(errorMessage(error, '확인하지 못했어요. 다시 눌러 주세요.'));
        refresh();
      }
    });

  const asking: VisitStep | null = visit.arrive === 'REQUESTED' ? 'arrive' : visit.finish === 'REQUESTED' ? 'finish' : null;
  return (
    <div className="elderly-visit">
      <div role="status" aria-live="polite">
        {asking === 'arrive' && <p className="elderly-visit__ask">{visit.otherName}님이 도착했다고 알렸어요. 오셨나요?</p>}
        {asking === 'finish' && <p className="elderly-visit__ask">{visit.otherName}님이 봉사를 마쳤다고 알렸어요. 마쳤나요?</p>}
        {visit.arrive === 'CONFIRMED' && asking === null && <p className="elderly-visit__ask">{visit.otherName}님이 와 계세요.</p>}
      </div>
      {asking && (
        <Button block className="elderly-visit__confirm" onClick={() => void confirm(asking)} disabled={busy} aria-busy={busy}>
          {asking === 'arrive' ? VISIT_TEXTS.confirmArrive : VISIT_TEXTS.confirmFinish}
        </Button>
      )}
      {visit.code && (
        <p className="elderly-visit__code">
          방문 코드 <strong aria-label={`방문 코드 ${visit.code.split('').join(' ')}`}>{visit.code}</strong>
          <span className="elderly-visit__hint">봉사자님이 이 숫자를 입력해도 확인돼요.</span>
        </p>
      )}
      <NeedHelpPanel onRequestHelp={async () => (await requestVisitHelp(matchingId)).alerted} />
    </div>
  );
}
