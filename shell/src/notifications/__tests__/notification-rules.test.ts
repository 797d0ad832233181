import { newNotificationIn } from '../new-notification-rule';
import { parseServerTime, relativeKoreanTime } from '../notification-time';
import { isWatchedPath } from '../watched-routes';
import { destinationOf } from '../notification-destination';
import type { AppNotification } from '../api/notification';

const item = (id: number, createdAt: string, readAt: string | null = null): AppNotification => ({
  id,
  kind: 'MATCHED',
  activityId: 1,
  careAlertId: null,
  title: `제목 ${id}`,
  body: '내용',
  createdAt,
  readAt,
});

describe('what counts as a new notification', () => {
  const items = [item(2, '2026-12-01T10:00:05'), item(1, '2026-12-01T09:00:00')];
  const newest = parseServerTime('2026-12-01T10:00:05');

  it('is the newest, when nothing was seen before', () => {
    expect(newNotificationIn(items, null, null)?.id).toBe(2);
  });

  it('must be newer than both the time seen in memory and the stored time', () => {
    expect(newNotificationIn(items, newest - 1000, '2026-12-01T10:00:04')?.id).toBe(2);
    expect(newNotificationIn(items, newest, null)).toBeNull();
    expect(newNotificationIn(items, null, '2026-12-01T10:00:05')).toBeNull();
    expect(newNotificationIn(items, newest - 1000, '2026-12-01T10:00:06')).toBeNull();
    expect(newNotificationIn(items, newest + 1000, '2026-12-01T10:00:00')).toBeNull();
  });

  it('is never one the user already read, and nothing in an empty list', () => {
    expect(newNotificationIn([item(3, '2026-12-01T11:00:00', '2026-12-01T11:01:00')], null, null)).toBeNull();
    expect(newNotificationIn([], null, null)).toBeNull();
  });

  it('takes the newest by time, whatever the order', () => {
    expect(newNotificationIn(items.toReversed(), null, null)?.id).toBe(2);
  });
});

describe('relative Korean times', () => {
  const now = parseServerTime('2026-12-01T12:00:00');
  it.each([
    ['2026-12-01T12:00:00', '방금 전'],
    ['2026-12-01T11:59:01', '방금 전'],
    ['2026-12-01T11:59:00', '1분 전'],
    ['2026-12-01T11:01:00', '59분 전'],
    ['2026-12-01T11:00:00', '1시간 전'],
    ['2026-11-30T12:00:01', '23시간 전'],
    ['2026-11-30T12:00:00', '1일 전'],
    ['2026-11-21T09:00:00', '10일 전'],
    ['2026-12-01T12:05:00', '방금 전'], // a phone clock behind the server's
  ])('%s at 12:00 Seoul is %s', (createdAt, expected) => {
    expect(relativeKoreanTime(createdAt, now)).toBe(expected);
  });

  it('reads API times as Seoul time wherever the phone is', () => {
    expect(parseServerTime('2026-12-01T09:00:00')).toBe(Date.UTC(2026, 11, 1, 0, 0, 0));
    expect(parseServerTime('2026-12-01T09:00:00Z')).toBe(Date.UTC(2026, 11, 1, 9, 0, 0));
  });
});

describe('the pages the watcher runs on', () => {
  it.each(['/volunteermain', '/VolunteerMain', '/usermain', '/UserMain', '/helpcenter', '/HelpCenter', '/HELPCENTER/'])('%s: yes', (path) => {
    expect(isWatchedPath(path)).toBe(true);
  });
  it.each(['/', '/login', '/notification', '/matchinglist', '/volunteermain/x', '/chatcenter'])('%s: no', (path) => {
    expect(isWatchedPath(path)).toBe(false);
  });
  it("also every role's home the remote map declares, a role unknown to this build included", () => {
    const homes = { staff: '/care', auditor: '/Audit' };
    expect(isWatchedPath('/care', homes)).toBe(true);
    expect(isWatchedPath('/audit/', homes)).toBe(true);
    expect(isWatchedPath('/care', {})).toBe(false);
    expect(isWatchedPath('/careperson', homes)).toBe(false);
  });
});

describe('where a notification opens', () => {
  it("opens the user's home for a kind newer than this build (a crisis alert of the care remote), nothing without a home", () => {
    expect(destinationOf({ kind: 'CARE_ALERT', activityId: null }, 'staff', '/care')).toEqual({ path: '/care', state: null });
    expect(destinationOf({ kind: 'FAMILY_ALERT', activityId: null }, 'guardian', '/family')).toEqual({ path: '/family', state: null });
    expect(destinationOf({ kind: 'CARE_ALERT', activityId: null }, 'staff')).toBeNull();
  });

  it('keeps the activity pages of the kinds it knows, and nothing for a volunteer told of a cancellation', () => {
    expect(destinationOf({ kind: 'MATCHED', activityId: 4 }, 'elderly', '/usermain')).toEqual({ path: '/applyingdetail', state: { matchId: 4 } });
    expect(destinationOf({ kind: 'REMINDER', activityId: 4 }, 'volunteer', '/volunteermain')).toEqual({ path: '/matchingdetail', state: { matchId: 4 } });
    expect(destinationOf({ kind: 'ELDERLY_CANCELED', activityId: 4 }, 'volunteer', '/volunteermain')).toBeNull();
  });
});
