import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { categoryFromTypes, DAY_OF_WEEK_LABELS, DAYS_OF_WEEK, HELP_TYPE_CODES, HELP_TYPES, typesFromCategory, type DayOfWeek, type HelpType } from '@ieum/domain';
import { errorMessage, showAlert } from '@ieum/platform';
import { Button, LoadingModal, TopBar, LoadingStatus } from '@ieum/shared-ui';
import { useLoaded, LoadedContent, useSingleFlight } from '@ieum/app-kit';
import { getVolunteerHome, HOME_LOAD_FAILED, type VolunteerHome } from '../api/get-volunteer-home';
import { saveSchedule, SCHEDULE_SAVE_FAILED } from '../api/save-schedule';
import { DayStartField } from '../components/DayStartField';
import { scheduleProblem, type ScheduleForm } from '../schedule-form';

// Outside the loaded part, so it stands (in the pre-rendered frame too) before the saved schedule arrives.
export const SCHEDULE_GUIDE = '봉사할 수 있는 요일을 고르고 요일마다 시작 시간을 정한 뒤, 할 수 있는 봉사 유형을 골라 저장해 주세요.';

/** /availableTime: the weekly slots and help types, opened with what is saved. */
export default function AvailableTimePage() {
  return <AvailableTime />;
}

function toForm(home: VolunteerHome): ScheduleForm {
  const starts: Partial<Record<DayOfWeek, string>> = {};
  for (const slot of home.availableTimes) starts[slot.dayOfWeek.toUpperCase() as DayOfWeek] = slot.time;
  return { days: DAYS_OF_WEEK.filter((day) => day in starts), starts, types: typesFromCategory(home.category ?? 0) };
}

function AvailableTime() {
  const { state, retry } = useLoaded(getVolunteerHome, HOME_LOAD_FAILED);
  return (
    <main className="ui-page">
      <TopBar title="나의 일정" backTo="/volunteermain" />
      <div className="ui-page__body">
        <p className="vol-note">{SCHEDULE_GUIDE}</p>
        <LoadedContent state={state} onRetry={retry} placeholder={<ScheduleLoading />}>
          {(home) => <ScheduleEditor initial={toForm(home)} />}
        </LoadedContent>
      </div>
    </main>
  );
}

/**
 * The weekdays are drawn before the saved schedule arrives, where the form puts them: the page (and
 * its pre-rendered frame) shows its largest part at once, and nothing moves when the form fills in.
 */
function ScheduleLoading() {
  return (
    <div className="vol-form">
      <DaysFieldset days={[]} disabled />
      <LoadingStatus label="저장된 일정을 불러오는 중입니다..." />
    </div>
  );
}

function DaysFieldset({ days, onToggle, disabled = false }: { days: DayOfWeek[]; onToggle?: (day: DayOfWeek, on: boolean) => void; disabled?: boolean }) {
  return (
    <fieldset className="vol-fieldset" disabled={disabled}>
      <legend>봉사 가능한 요일</legend>
      <div className="vol-choice-grid">
        {DAYS_OF_WEEK.map((day) => (
          <label key={day} className="vol-choice">
            <input type="checkbox" checked={days.includes(day)} onChange={(event) => onToggle?.(day, event.target.checked)} />
            <span>{DAY_OF_WEEK_LABELS[day]}</span>
            <span className="ui-visually-hidden">요일</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ScheduleEditor({ initial }: { initial: ScheduleForm }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<ScheduleForm>(initial);
  const [busy, run] = useSingleFlight<'save'>();
  const saving = busy !== null;

  const toggleDay = (day: DayOfWeek, on: boolean) =>
    setForm((current) => ({ ...current, days: DAYS_OF_WEEK.filter((d) => (d === day ? on : current.days.includes(d))) }));
  const toggleType = (type: HelpType, on: boolean) =>
    setForm((current) => ({ ...current, types: HELP_TYPE_CODES.filter((t) => (t === type ? on : current.types.includes(t))) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const problem = scheduleProblem(form);
    if (problem) {
      await showAlert(problem);
      return;
    }
    // Only the call is in flight: its modal closes before the answer's alert, as before.
    let outcome: 'saved' | { failure: unknown } | null = null;
    await run('save', async () => {
      try {
        await saveSchedule({
          schedules: form.days.map((day) => ({ dayOfWeek: day, time: form.starts[day]! })),
          category: categoryFromTypes(form.types),
        });
        outcome = 'saved';
      } catch (failure) {
        outcome = { failure };
      }
    });
    if (outcome === null) return;
    if (outcome !== 'saved') {
      await showAlert(errorMessage((outcome as { failure: unknown }).failure, SCHEDULE_SAVE_FAILED));
      return;
    }
    await showAlert('봉사 가능 시간이 저장되었습니다.');
    navigate('/volunteermain', { state: { updated: true } });
  };

  return (
    <form className="vol-form" onSubmit={submit} noValidate aria-label="봉사 가능 시간">
      <DaysFieldset days={form.days} onToggle={toggleDay} />
      {form.days.length > 0 && (
        <fieldset className="vol-fieldset">
          <legend>요일별 시작 시간 (3시간 봉사)</legend>
          {form.days.map((day) => (
            <DayStartField
              key={day}
              day={day}
              value={form.starts[day] ?? ''}
              onChange={(time) => setForm((current) => ({ ...current, starts: { ...current.starts, [day]: time } }))}
            />
          ))}
        </fieldset>
      )}
      <fieldset className="vol-fieldset">
        <legend>봉사 유형 (여러 개 선택 가능)</legend>
        <div className="vol-choice-grid">
          {HELP_TYPE_CODES.map((type) => (
            <label key={type} className="vol-choice">
              <input type="checkbox" checked={form.types.includes(type)} onChange={(event) => toggleType(type, event.target.checked)} />
              <span>{HELP_TYPES[type].label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" block disabled={saving} aria-busy={saving}>
        {saving ? '저장 중...' : '저장하기'}
      </Button>
      <LoadingModal open={saving} message="저장 중입니다..." />
    </form>
  );
}
