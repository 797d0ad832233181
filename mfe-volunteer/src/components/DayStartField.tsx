import { DAY_OF_WEEK_LABELS, clockLabel, SLOT_START_TIMES, slotEndTime, type DayOfWeek } from '@ieum/domain';
import { SelectField } from '@ieum/shared-ui';

const OPTIONS = SLOT_START_TIMES.map((time) => ({ value: time, label: clockLabel(time) }));

/** One chosen day's start time on the 30-minute grid; the end (3 hours later) is shown under it. */
export function DayStartField({ day, value, onChange }: { day: DayOfWeek; value: string; onChange(time: string): void }) {
  return (
    <SelectField
      label={`${DAY_OF_WEEK_LABELS[day]}요일 시작 시간`}
      name={`start-${day}`}
      value={value}
      placeholder="시간 선택"
      options={OPTIONS}
      hint={value ? `${clockLabel(value)} ~ ${clockLabel(slotEndTime(value))}` : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
