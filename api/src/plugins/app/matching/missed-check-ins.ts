import { NO_SHOW_LATE_CANCEL_HOURS, VISIT_CONFIRM_GRACE_MINUTES } from '@ieum/domain';
import { ACTIVITY_COLUMNS, type Activity } from './activity-repository';
import { activityNotifications } from './activity-notifications';
import { type MatchingContext, nowDate } from './context';

/**
 * Records a no-show (NO_CHECK_IN) for each assigned activity whose arrival window closed with no
 * confirmed arrival (api/README.md "Visits and volunteer hours") and tells the elderly user in the
 * same transaction (the home card then offers 다른 봉사자 찾기). Looks back one week only, so the
 * sweep stays cheap and activities from before visits existed are left alone.
 */
export async function recordMissedCheckIns(context: MatchingContext): Promise<number> {
  return context.notifications.withNotifications(async (tx, notify) => {
    const at = nowDate(context);
    const missed = await tx.query<Activity>(
      `with recorded as (
         insert into volunteer_no_shows (activity_id, volunteer_id, kind, recorded_at)
         select a.id, a.volunteer_id, 'NO_CHECK_IN', $1 from activities a
         left join visits v on v.activity_id = a.id
         where a.status in ('PROGRESS', 'REVIEWING', 'COMPLETED') and a.volunteer_id is not null
           and v.arrived_at is null
           and a.start_time + make_interval(mins => $2) < $1
           and a.start_time > $1::timestamptz - make_interval(hours => $3)
         on conflict do nothing
         returning activity_id)
       select ${ACTIVITY_COLUMNS} from activities where id in (select activity_id from recorded)`,
      [at, VISIT_CONFIRM_GRACE_MINUTES, 7 * NO_SHOW_LATE_CANCEL_HOURS],
    );
    // Only a visit still waiting for its volunteer is news: 완료 pressed means the elderly user saw them.
    for (const activity of missed.filter((row) => row.status === 'PROGRESS')) {
      await notify(await activityNotifications(tx, 'NO_CHECK_IN', ['elderly'], activity, activity.volunteerId, `no-check-in:${activity.id}`));
    }
    return missed.length;
  });
}
