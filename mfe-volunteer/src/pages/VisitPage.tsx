import { useEffect, useState } from 'react';
import { formatVisitMinutes, koreanTimeLabel, parseClientDateTime, VISIT_CODE_LENGTH, VISIT_TEXTS } from '@ieum/domain';
import { errorMessage, showAlert } from '@ieum/platform';
import { Button, Card, LoadFailure, LoadingStatus, MissingStateNotice, TextField, TopBar } from '@ieum/shared-ui';
import { useLoaded, useRouteStateId, useSingleFlight } from '@ieum/app-kit';
import { enterVisitCode, getVisit, tapVisit, type Visit, type VisitStep } from '../api/visits';
import { NeedHelpSection } from '../components/NeedHelpSection';

// While waiting for the elderly user's tap on their own phone, the answer is fetched this often.
const POLL_MS = 4000;

/** /visit (state matchId): 도착했어요 and 마쳤어요 at the door, confirmed by the elderly user or the visit code. */
export default function VisitPage() {
  const matchId = useRouteStateId('matchId');
  return (
    <>
      {matchId === null ? (
        <main className="ui-page">
          <TopBar title="방문 확인" backTo="/volunteermain" />
          <MissingStateNotice message="유효한 matchId가 없습니다." />
        </main>
      ) : (
        <VisitView matchId={matchId} />
      )}
    </>
  );
}

function VisitView({ matchId }: { matchId: number }) {
  const { state, retry } = useLoaded(() => getVisit(matchId), '방문 정보를 불러오지 못했어요.', matchId);
  const [visit, setVisit] = useState<Visit | null>(null);
  useEffect(() => {
    if (state.status === 'ready') setVisit(state.data);
  }, [state]);

  const waiting = visit !== null && visit.status === 'OPEN' && (visit.arrive === 'REQUESTED' || visit.finish === 'REQUESTED');
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(() => {
      getVisit(matchId).then(setVisit, () => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, matchId]);

  return (
    <main className="ui-page">
      <TopBar title="방문 확인" backTo="/matchinglist" />
      <div className="ui-page__body">
        {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
        {state.status === 'loading' && !visit && <LoadingStatus label="방문 정보를 불러오는 중입니다..." />}
        {visit && <VisitSteps visit={visit} onChange={setVisit} />}
        {visit && visit.status === 'OPEN' && <NeedHelpSection matchingId={visit.matchingId} />}
      </div>
    </main>
  );
}

function stepLabel(visit: Visit): { step: VisitStep; label: string } | null {
  if (visit.arrive !== 'CONFIRMED') return { step: 'arrive', label: VISIT_TEXTS.arrive };
  if (visit.finish !== 'CONFIRMED') return { step: 'finish', label: VISIT_TEXTS.finish };
  return null;
}

function VisitSteps({ visit, onChange }: { visit: Visit; onChange: (visit: Visit) => void }) {
  const [running, runOnce] = useSingleFlight<'visit'>();
  const busy = running !== null;
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const next = stepLabel(visit);
  const requested = next !== null && visit[next.step] === 'REQUESTED';

  const run = (action: () => Promise<Visit>, onError: (message: string) => Promise<void> | void) =>
    runOnce('visit', async () => {
      try {
        onChange(await action());
        setCode('');
        setCodeError(null);
      } catch (error) {
        await onError(errorMessage(error, '요청을 보내지 못했어요. 다시 시도해주세요.'));
      }
    });

  return (
    <>
      <Card aria-labelledby="vol-visit-title">
        <h2 id="vol-visit-title" className="vol-section-title">
          {visit.otherName} 어르신 댁 방문
        </h2>
        <dl className="vol-facts">
          <dt>예정</dt>
          <dd>
            {koreanTimeLabel(parseClientDateTime(visit.startTime) ?? 0)} ~ {koreanTimeLabel(parseClientDateTime(visit.endTime) ?? 0)}
          </dd>
          <dt>도착</dt>
          <dd>{visit.arrivedAt ? `${koreanTimeLabel(parseClientDateTime(visit.arrivedAt) ?? 0)} 확인됨` : '확인 전'}</dd>
          <dt>마침</dt>
          <dd>{visit.finishedAt ? `${koreanTimeLabel(parseClientDateTime(visit.finishedAt) ?? 0)} 확인됨` : '확인 전'}</dd>
        </dl>
      </Card>
      <div role="status" aria-live="polite" className="vol-visit-status">
        {visit.status === 'CONFIRMED' && <p className="vol-visit-done">방문이 확인되었어요. 인정 시간 {formatVisitMinutes(visit.creditedMinutes ?? 0)}</p>}
        {visit.status === 'REVIEW' && <p className="vol-note">확인 가능한 시간이 지났어요. 이 방문은 담당자 확인이 필요해 봉사 시간에 아직 포함되지 않아요.</p>}
        {visit.status === 'OPEN' && requested && <p className="vol-note">어르신 휴대폰에서 확인을 기다리고 있어요. 또는 어르신 화면의 방문 코드 4자리를 입력해주세요.</p>}
      </div>
      {visit.status === 'OPEN' && next && (
        <>
          {!requested && (
            <Button block onClick={() => void run(() => tapVisit(visit.matchingId, next.step), (message) => showAlert(message))} disabled={busy}>
              {next.label}
            </Button>
          )}
          <form
            className="vol-form"
            onSubmit={(event) => {
              event.preventDefault();
              if (!new RegExp(`^[0-9]{${VISIT_CODE_LENGTH}}$`).test(code)) {
                setCodeError('방문 코드는 숫자 4자리예요.');
                return;
              }
              void run(() => enterVisitCode(visit.matchingId, next.step, code), setCodeError);
            }}
          >
            <TextField
              label={`방문 코드로 ${next.step === 'arrive' ? '도착' : '마침'} 확인`}
              hint="어르신 화면에 보이는 숫자 4자리"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={VISIT_CODE_LENGTH}
              value={code}
              error={codeError ?? undefined}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            />
            <Button type="submit" variant="secondary" block disabled={busy}>
              코드 확인
            </Button>
          </form>
        </>
      )}
    </>
  );
}
