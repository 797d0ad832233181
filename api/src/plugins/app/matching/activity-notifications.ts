// Who is told what about an activity: the notifications of each matching event, with the names and
// the Seoul time filled in (texts in domain/notification-texts.ts). Stored by the caller's notify,
// in the transaction of the change they report.
import type { Queryable } from '../../../db/database';
import { type ActivityNotificationKind, type Audience, notificationText } from '../../../domain/notification-texts';
import type { NewNotification } from '../notifications';
import { type Activity, userNames } from './activity-repository';

/**
 * One notification per audience; the volunteer's needs volunteerId. With dedupePrefix a retried
 * job never stores (or pushes) the same notification twice.
 */
export async function activityNotifications(
  tx: Queryable,
  kind: ActivityNotificationKind,
  audiences: Audience[],
  activity: Activity,
  volunteerId: number | null,
  dedupePrefix?: string,
): Promise<NewNotification[]> {
  const names = await userNames(tx, volunteerId ? [activity.elderlyId, volunteerId] : [activity.elderlyId]);
  const context = {
    startTime: activity.startTime,
    elderlyName: names.get(activity.elderlyId) ?? '',
    volunteerName: volunteerId ? names.get(volunteerId) : undefined,
  };
  return audiences.map((audience) => {
    const recipientId = audience === 'elderly' ? activity.elderlyId : (volunteerId as number);
    return {
      recipientId,
      kind,
      activityId: activity.id,
      ...notificationText(kind, audience, context),
      dedupeKey: dedupePrefix ? `${dedupePrefix}:${recipientId}` : undefined,
    };
  });
}
