import { DAY_OF_WEEK_LABELS, DAYS_OF_WEEK, clockLabel } from '@ieum/domain';
import type { AvailableTime } from '../api/get-volunteer-home';

/** Seven circles, Monday first; a day with a saved slot is filled and shows its start time. */
export function WeekdayCircles({ availableTimes }: { availableTimes: AvailableTime[] }) {
  const startOf = new Map(availableTimes.map((slot) => [slot.dayOfWeek.toUpperCase(), slot.time]));
  return (
    <section className="vol-week" aria-labelledby="vol-week-title">
      <h2 id="vol-week-title" className="vol-section-title">
        봉사 가능 시간
      </h2>
      <ul className="vol-week__days">
        {DAYS_OF_WEEK.map((day) => {
          const start = startOf.get(day);
          const label = DAY_OF_WEEK_LABELS[day];
          return (
            <li key={day} className={start ? 'vol-week__day vol-week__day--on' : 'vol-week__day'}>
              <span className="vol-week__circle" aria-hidden="true">
                {label}
              </span>
              <span className="vol-week__time" aria-hidden="true">
                {start ? clockLabel(start) : '-'}
              </span>
              <span className="ui-visually-hidden">{start ? `${label}요일 ${clockLabel(start)} 시작` : `${label}요일 없음`}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
