import { alertTextFor, newNotificationsIn } from '../new-notification-rule';
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
  const ids = (list: AppNotification[]) => list.map((each) => each.id);

  it('is every unread one, oldest first, when nothing was seen before', () => {
    expect(ids(newNotificationsIn(items, null, null))).toEqual([1, 2]);
  });

  it('must be newer than both the time seen in memory and the stored time', () => {
    expect(ids(newNotificationsIn(items, newest - 1000, '2026-12-01T10:00:04'))).toEqual([2]);
    expect(newNotificationsIn(items, newest, null)).toEqual([]);
    expect(newNotificationsIn(items, null, '2026-12-01T10:00:05')).toEqual([]);
    expect(newNotificationsIn(items, newest - 1000, '2026-12-01T10:00:06')).toEqual([]);
    expect(newNotificationsIn(items, newest + 1000, '2026-12-01T10:00:00')).toEqual([]);
  });

  it('is never one the user already read, and nothing in an empty list', () => {
    expect(newNotificationsIn([item(3, '2026-12-01T11:00:00', '2026-12-01T11:01:00')], null, null)).toEqual([]);
    expect(newNotificationsIn([], null, null)).toEqual([]);
  });

  it('orders by time, then by id for the same moment, whatever the order given', () => {
    const same = [item(5, '2026-12-01T10:00:05'), item(4, '2026-12-01T10:00:05'), item(1, '2026-12-01T09:00:00')];
    expect(ids(newNotificationsIn(same, null, null))).toEqual([1, 4, 5]);
  });
});

describe('the alert text', () => {
  const says = (id: number, title: string, body: string) => ({ ...item(id, `2026-12-01T10:00:0${id}`), title, body });

  it('is the title and body of a single notification', () => {
    expect(alertTextFor([says(1, '봉사자가 정해졌어요', '김하늘 봉사자님과 일정이 확정되었어요.')])).toBe('봉사자가 정해졌어요\n김하늘 봉사자님과 일정이 확정되었어요.');
  });

  it('names how many came together and shows each in the order they happened', () => {
    const text = alertTextFor([says(1, '새 봉사 일정이 잡혔어요', '박순자 어르신과 일정이 확정되었어요.'), says(2, '곧 봉사가 시작돼요', '조심히 오세요.')]);
    expect(text).toBe('새 알림이 2개 왔어요.\n\n새 봉사 일정이 잡혔어요\n박순자 어르신과 일정이 확정되었어요.\n\n곧 봉사가 시작돼요\n조심히 오세요.');
  });

  it('lists at most three and counts the rest', () => {
    const text = alertTextFor([1, 2, 3, 4, 5].map((id) => says(id, `제목 ${id}`, '내용')));
    expect(text).toMatch(/^새 알림이 5개 왔어요\./);
    expect(text).toContain('제목 3');
    expect(text).not.toContain('제목 4');
    expect(text).toMatch(/나머지 2개는 알림 화면에서 볼 수 있어요\.$/);
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

  it("opens the volunteer's hours for a visit a welfare worker settled", () => {
    expect(destinationOf({ kind: 'VISIT_REVIEWED', activityId: 4 }, 'volunteer', '/volunteermain')).toEqual({ path: '/myhours', state: null });
  });
});
