import { useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ADD_DESCRIPTION_MAX_LENGTH, ANIMAL_TYPES, ANIMAL_TYPE_CODES, helpTypeLabel, HELP_TYPE_CODES, REQUEST_HORIZON_DAYS, seoulParts } from '@ieum/domain';
import { errorMessage, showAlert } from '@ieum/platform';
import { Button, LoadingModal, RadioGroup, TextAreaField, TopBar, useNavigateOnce } from '@ieum/shared-ui';
import { useNow, useSingleFlight } from '@ieum/app-kit';
import { requestRecommendation } from '../api/request-recommendation';
import {
  CLOCK_REFRESH_MS,
  EMPTY_DRAFT,
  canShowMonth,
  dateLabel,
  timeLabel,
  weekdayLabel,
  type SeoulClock,
  descriptionToSend,
  repeatDraft,
  selectableDays,
  selectableTimes,
  startTimeOf,
  stepProblem,
  submitProblem,
  type RequestDraft,
} from '../request-form/request-form';

const STEP_TITLES = ['어떤 도움이 필요하세요?', '언제 와 주면 좋을까요?', '집에 반려동물이 있나요?', '신청 내용을 확인해 주세요'];

/** The Seoul wall clock, refreshed every minute so passed times disappear from the choices. */
function useSeoulClock(): SeoulClock {
  const nowMs = useNow(CLOCK_REFRESH_MS);
  return useMemo(() => seoulParts(nowMs), [nowMs]);
}

function shiftMonth(year: number, month: number, by: number) {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** A chosen box says so with a check mark, not only with its colour (weak eyes, colour blindness). */
function checked(chosen: boolean, label: ReactNode): ReactNode {
  return chosen ? (
    <>
      <span className="elderly-check" aria-hidden="true">
        ✓
      </span>
      {label}
    </>
  ) : (
    label
  );
}

export default function RequestFormPage() {
  const navigate = useNavigateOnce();
  const location = useLocation();
  const now = useSeoulClock();
  // From 다른 봉사자 찾기 on the home card: the same help again, only the date and time to choose.
  const [repeat] = useState(() => repeatDraft(location.state));
  const [step, setStep] = useState(repeat ? 2 : 1);
  const [draft, setDraft] = useState<RequestDraft>(repeat ?? EMPTY_DRAFT);
  const [shown, setShown] = useState({ year: now.year, month: now.month });
  const [busy, run] = useSingleFlight<'submit'>();
  const update = (change: Partial<RequestDraft>) => setDraft((current) => ({ ...current, ...change }));

  const back = () => (step === 1 ? navigate('/HelpCenter') : setStep(step - 1));

  const next = async () => {
    const problem = stepProblem(step, now, draft);
    if (problem) {
      await showAlert(problem);
      return;
    }
    setStep(step + 1);
  };

  const submit = () =>
    run('submit', async () => {
      // The clock may have passed the chosen time while the user read the summary.
      const problem = submitProblem(seoulParts(Date.now()), draft);
      if (problem) {
        setStep(problem.step);
        await showAlert(problem.message);
        return;
      }
      try {
        const volunteersData = await requestRecommendation({
          volunteerType: draft.type!,
          startTime: startTimeOf(draft.date!, draft.time!),
          animalType: draft.animal!,
          addDescription: descriptionToSend(draft.description),
        });
        navigate('/volunteerRecommend', { replace: true, state: { volunteersData } });
      } catch (error) {
        await showAlert(errorMessage(error, '추천 봉사자 요청 중 오류가 발생했습니다.'));
      }
    });

  // A month stepper instead of a date picker: big targets, one tap each; the days offered end
  // REQUEST_HORIZON_DAYS after today, the API's limit, so at most three months are ever shown.
  const monthTarget = (by: number) => shiftMonth(shown.year, shown.month, by);
  const canShow = (target: { year: number; month: number }) => canShowMonth(now, target.year, target.month);
  const show = (target: { year: number; month: number }) => canShow(target) && setShown(target);
  const days = selectableDays(now, shown.year, shown.month);
  const times = selectableTimes(now, draft.date);

  return (
    <main className="ui-page">
      <TopBar title="도움 요청" backTo={back} />
      <div className="ui-page__body">
        <p className="elderly-steps">{`${step} / 4 단계`}</p>
        <h2 className="ui-heading">{STEP_TITLES[step - 1]}</h2>

        {step === 1 && (
          <RadioGroup
            label="신청 유형"
            className="elderly-choices"
            choiceClassName="ui-choice elderly-choice"
            value={draft.type}
            onChange={(type) => update({ type })}
            choices={HELP_TYPE_CODES.map((code) => ({ value: code, label: checked(draft.type === code, helpTypeLabel(code)) }))}
          />
        )}

        {step === 2 && (
          <>
            <p className="elderly-clock" aria-live="off">{`지금 시각: ${dateLabel(now)} ${timeLabel(now)}`}</p>
            <section className="elderly-fieldset" aria-labelledby="request-date-title">
              <h3 id="request-date-title" className="elderly-card__title">날짜</h3>
              <div className="elderly-stepper">
                <Button variant="secondary" onClick={() => show(monthTarget(-1))} disabled={!canShow(monthTarget(-1))}>
                  ‹ 이전 달
                </Button>
                <p className="elderly-stepper__value" aria-live="polite">{`${shown.year}년 ${shown.month}월`}</p>
                <Button variant="secondary" onClick={() => show(monthTarget(1))} disabled={!canShow(monthTarget(1))}>
                  다음 달 ›
                </Button>
              </div>
              <p className="elderly-hint">{`오늘부터 ${REQUEST_HORIZON_DAYS}일 안의 날짜를 고를 수 있어요.`}</p>
              <RadioGroup
                label={`${shown.year}년 ${shown.month}월 날짜`}
                className="elderly-days"
                choiceClassName="ui-choice elderly-day"
                value={draft.date && draft.date.year === shown.year && draft.date.month === shown.month ? draft.date.day : null}
                onChange={(day) => update({ date: { year: shown.year, month: shown.month, day } })}
                choices={days.map(({ year, month, day }) => ({
                  value: day,
                  ariaLabel: dateLabel({ year, month, day }),
                  label: checked(
                    draft.date?.year === year && draft.date.month === month && draft.date.day === day,
                    <>
                      <span className="elderly-day__number">{day}</span>
                      <span>{weekdayLabel({ year, month, day })}</span>
                    </>,
                  ),
                }))}
              />
            </section>
            <section className="elderly-fieldset" aria-labelledby="request-time-title">
              <h3 id="request-time-title" className="elderly-card__title">
                {draft.date ? `${dateLabel(draft.date)} 시간` : '시간 (날짜를 먼저 골라 주세요)'}
              </h3>
              {draft.date && times.length === 0 ? (
                <p>이 날은 남은 시간이 없어요. 다른 날을 골라 주세요.</p>
              ) : (
                draft.date && (
                  <RadioGroup
                    label="시작 시간"
                    className="elderly-times"
                    choiceClassName="ui-choice elderly-choice"
                    value={draft.time ? draft.time.hour * 60 + draft.time.minute : null}
                    onChange={(minutes) => update({ time: { hour: Math.floor(minutes / 60), minute: minutes % 60 } })}
                    choices={times.map(({ hour, minute }) => ({ value: hour * 60 + minute, label: checked(draft.time?.hour === hour && draft.time.minute === minute, timeLabel({ hour, minute })) }))}
                  />
                )
              )}
            </section>
          </>
        )}

        {step === 3 && (
          <RadioGroup
            label="반려동물"
            className="elderly-choices"
            choiceClassName="ui-choice elderly-choice"
            value={draft.animal}
            onChange={(animal) => update({ animal })}
            choices={ANIMAL_TYPE_CODES.map((code) => ({ value: code, label: checked(draft.animal === code, ANIMAL_TYPES[code]) }))}
          />
        )}

        {step === 4 && (
          <>
            <dl className="elderly-summary">
              <dt>신청 유형</dt>
              <dd>{draft.type ? helpTypeLabel(draft.type) : '-'}</dd>
              <dt>날짜</dt>
              <dd>{draft.date ? dateLabel(draft.date) : '-'}</dd>
              <dt>시간</dt>
              <dd>{draft.time ? timeLabel(draft.time) : '-'}</dd>
              <dt>반려동물</dt>
              <dd>{draft.animal ? ANIMAL_TYPES[draft.animal] : '-'}</dd>
            </dl>
            <TextAreaField
              label="추가 요청사항 (선택)"
              value={draft.description}
              maxLength={ADD_DESCRIPTION_MAX_LENGTH}
              placeholder="봉사자에게 전할 말을 적어 주세요"
              hint={`${draft.description.length}/${ADD_DESCRIPTION_MAX_LENGTH}`}
              onChange={(event) => update({ description: event.target.value })}
            />
          </>
        )}

        <div className="elderly-actions">
          <Button variant="secondary" onClick={back}>
            {step === 1 ? '나가기' : '이전'}
          </Button>
          {step < 4 ? (
            <Button onClick={next}>다음</Button>
          ) : (
            <Button onClick={submit} disabled={busy !== null}>
              {busy ? '신청하는 중...' : '신청하기'}
            </Button>
          )}
        </div>
      </div>
      <LoadingModal open={busy !== null} message="봉사자를 찾고 있어요..." />
    </main>
  );
}
