import { NO_SHOW_LATE_CANCEL_HOURS, VISIT_CONFIRM_GRACE_MINUTES } from '@ieum/domain';
import type { MatchingContext } from './context';

/**
 * Records a no-show (NO_CHECK_IN) for each assigned activity whose arrival window closed with no
 * confirmed arrival (api/README.md "Visits and volunteer hours"). Looks back one week only, so the
 * sweep stays cheap and activities from before visits existed are left alone.
 */
export async function recordMissedCheckIns(context: MatchingContext): Promise<number> {
  const at = new Date(context.now());
  const rows = await context.db.query(
    `insert into volunteer_no_shows (activity_id, volunteer_id, kind, recorded_at)
     select a.id, a.volunteer_id, 'NO_CHECK_IN', $1 from activities a
     left join visits v on v.activity_id = a.id
     where a.status in ('PROGRESS', 'REVIEWING', 'COMPLETED') and a.volunteer_id is not null
       and v.arrived_at is null
       and a.start_time + make_interval(mins => $2) < $1
       and a.start_time > $1::timestamptz - make_interval(hours => $3)
     on conflict do nothing
     returning activity_id`,
    [at, VISIT_CONFIRM_GRACE_MINUTES, 7 * NO_SHOW_LATE_CANCEL_HOURS],
  );
  return rows.length;
}
