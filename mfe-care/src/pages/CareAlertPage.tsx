import { useState, type FormEvent } from 'react';
import { CARE_ALERT_ACKNOWLEDGE_LABEL, CARE_ALERT_NOTE_MAX_LENGTH, CARE_ALERT_OUTCOME_CODES, CARE_ALERT_OUTCOMES, districtName, koreanDateTimeLabel, type CareAlertOutcome } from '@ieum/domain';
import { errorMessage, showAlert } from '@ieum/platform';
import { Button, Card, RadioGroup, TextAreaField, useNavigateOnce } from '@ieum/shared-ui';
import { useSingleFlight } from '@ieum/app-kit';
import { acknowledgeAlert } from '../api/acknowledge-alert';
import { closeAlert } from '../api/close-alert';
import { getAlert, type AlertDetail } from '../api/get-alert';
import { AlertList } from '../components/AlertList';
import { AlertStatus } from '../components/AlertStatus';
import { DetailPage } from '../components/DetailPage';
import { PersonFacts } from '../components/PersonFacts';
import { TitledSection } from '../components/TitledSection';

export default function CareAlertPage() {
  return (
    <DetailPage title="위기 알림" what="위기 알림" backTo="/care" load={getAlert} failedMessage="위기 알림을 불러오지 못했어요.">
      {(detail, reload) => <AlertContent detail={detail} onChanged={reload} />}
    </DetailPage>
  );
}

function AlertContent({ detail, onChanged }: { detail: AlertDetail; onChanged(): void }) {
  const { alert, history, otherAlerts } = detail;
  const go = useNavigateOnce();
  const [busy, run] = useSingleFlight<'acknowledge'>();

  const acknowledge = () =>
    run('acknowledge', async () => {
      try {
        await acknowledgeAlert(alert.id);
        onChanged();
      } catch (error) {
        await showAlert(errorMessage(error, '확인 처리를 하지 못했어요. 다시 시도해주세요.'));
        onChanged();
      }
    });

  return (
    <div className="care-grid">
      <Card className="care-section care-section--first">
        <p className="care-row__line">
          <AlertStatus alert={alert} />
        </p>
        <h2 className="care-section__title">
          {alert.elderly.name} 어르신 · {alert.kindLabel}
        </h2>
        <p className="care-section__rule">
          {districtName(alert.district)} · {koreanDateTimeLabel(alert.createdAt)}에 말씀하셨어요
        </p>
        <blockquote className="care-message">“{alert.message}”</blockquote>
        <p className="care-section__rule">대화의 나머지 내용은 어르신의 사생활이라 보여 드리지 않아요.</p>
        <PersonFacts person={alert.elderly} />
        {alert.status === 'OPEN' && (
          <Button block onClick={acknowledge} disabled={busy !== null}>
            {busy ? '확인 처리 중...' : CARE_ALERT_ACKNOWLEDGE_LABEL}
          </Button>
        )}
        {alert.acknowledgedBy && alert.acknowledgedAt && (
          <p className="care-row__line">
            {alert.acknowledgedBy.name}님이 {koreanDateTimeLabel(alert.acknowledgedAt)}에 확인했어요.
          </p>
        )}
        {alert.status === 'CLOSED' && (
          <p className="care-row__line">
            마무리: {alert.outcomeLabel}
            {alert.note ? ` · ${alert.note}` : ''}
            {alert.closedBy ? ` (${alert.closedBy.name}님)` : ''}
          </p>
        )}
      </Card>

      {alert.status !== 'CLOSED' && (
        <Card className="care-section">
          <CloseForm alertId={alert.id} onClosed={onChanged} />
        </Card>
      )}

      <TitledSection id="care-alert-history" title="지금까지의 기록">
        <ol className="care-history">
          {history.map((event, index) => (
            <li key={index}>
              <span className="care-history__time">{koreanDateTimeLabel(event.at)}</span>
              <span>{event.detail}</span>
            </li>
          ))}
        </ol>
      </TitledSection>

      <TitledSection id="care-alert-others" title="이 어르신의 다른 위기 알림">
        {otherAlerts.length === 0 ? <p className="care-empty">다른 위기 알림은 없어요.</p> : <AlertList alerts={otherAlerts} label="이 어르신의 다른 위기 알림" />}
        <Button variant="secondary" block onClick={() => go(`/careperson?id=${alert.elderly.elderlyId}`)}>
          어르신 정보와 기록 보기
        </Button>
      </TitledSection>
    </div>
  );
}

/** Closing says what was done: one of four outcomes and a short note (both required by the API). */
function CloseForm({ alertId, onClosed }: { alertId: number; onClosed(): void }) {
  const [outcome, setOutcome] = useState<CareAlertOutcome | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<{ outcome?: string; note?: string }>({});
  const [busy, run] = useSingleFlight<'close'>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = { outcome: outcome ? undefined : '어떻게 조치했는지 선택해주세요.', note: note.trim() ? undefined : '무엇을 했는지 짧게 적어주세요.' };
    setProblem(missing);
    if (!outcome || missing.note) {
      const first = missing.outcome ? document.querySelector<HTMLElement>('#care-close-choices [role="radio"]') : document.getElementById('care-close-note');
      first?.focus();
      return;
    }
    void run('close', async () => {
      try {
        await closeAlert(alertId, { outcome, note: note.trim() });
        await showAlert('위기 알림을 마무리했어요.');
        onClosed();
      } catch (error) {
        await showAlert(errorMessage(error, '마무리하지 못했어요. 다시 시도해주세요.'));
        // Another worker may have closed it meanwhile: show the alert as it now is (what was typed stays if it is still open).
        onClosed();
      }
    });
  };

  return (
    <form className="care-section" onSubmit={submit} noValidate aria-labelledby="care-close-title">
      <h2 className="care-section__title" id="care-close-title">
        조치하고 마무리하기
      </h2>
      <p className="care-section__rule" id="care-close-outcome-label">
        어떻게 조치했나요?
      </p>
      <div id="care-close-choices">
      <RadioGroup<CareAlertOutcome>
        labelledBy="care-close-outcome-label"
        className="care-actions"
        choices={CARE_ALERT_OUTCOME_CODES.map((code) => ({ value: code, label: CARE_ALERT_OUTCOMES[code] }))}
        value={outcome}
        onChange={(value) => {
          setOutcome(value);
          setProblem((current) => ({ ...current, outcome: undefined }));
        }}
      />
      </div>
      {problem.outcome && (
        <p className="ui-field__error" role="alert">
          {problem.outcome}
        </p>
      )}
      <TextAreaField
        id="care-close-note"
        label="메모 (무엇을 했는지)"
        value={note}
        maxLength={CARE_ALERT_NOTE_MAX_LENGTH}
        onChange={(event) => setNote(event.target.value)}
        hint={`${note.length}/${CARE_ALERT_NOTE_MAX_LENGTH}자 · 예: 통화해 보니 괜찮다고 하셔서 내일 방문하기로 함`}
        error={problem.note}
      />
      <Button type="submit" block disabled={busy !== null}>
        {busy ? '마무리하는 중...' : '마무리하기'}
      </Button>
    </form>
  );
}
