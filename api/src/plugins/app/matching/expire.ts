import { expireOverdueRequests } from './activity-repository';
import { activityNotifications } from './activity-notifications';
import { type MatchingContext, nowDate } from './context';

/** Requests still without a volunteer when their start time comes: CANCELED (expired), the elderly user told. */
export function expireOverdue(context: MatchingContext, limit = 500): Promise<number> {
  return context.notifications.withNotifications(async (tx, notify) => {
    const expired = await expireOverdueRequests(tx, nowDate(context), limit);
    for (const activity of expired) await notify(await activityNotifications(tx, 'EXPIRED', ['elderly'], activity, null));
    return expired.length;
  });
}
