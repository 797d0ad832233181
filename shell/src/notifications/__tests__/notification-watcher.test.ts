import { configureApiBaseUrl, useDialogStore, useNotificationFlag, useSessionStore } from '@ieum/platform';
import { createNotificationWatcher, type NotificationWatcher } from '../notification-watcher';
import { startNotificationApi, seoulTime, waitFor, type NotificationApiServer } from './fake-notification-api';

let api: NotificationApiServer;
let watcher: NotificationWatcher | undefined;
let visibility: DocumentVisibilityState = 'visible';

beforeAll(async () => {
  api = await startNotificationApi();
  configureApiBaseUrl(api.baseUrl);
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterAll(() => api.close());
beforeEach(() => {
  api.items = [];
  api.failWith = null;
  api.polls.length = 0;
  visibility = 'visible';
  useSessionStore.setState({ accessToken: 'token-1' });
  useNotificationFlag.setState({ hasNew: false, lastNotificationTime: null });
  useDialogStore.setState({ queue: [] });
});
afterEach(() => {
  watcher?.reset();
  jest.useRealTimers();
});

/**
 * The watcher's clock is jest's (it also runs on by itself, so the real HTTP of a poll gets its
 * time): moves it on a step at a time until `done`, instead of sleeping through the intervals.
 */
async function runClockUntil(done: () => boolean, stepMs = 50, limitMs = 60_000) {
  for (let spent = 0; !done(); spent += stepMs) {
    if (spent > limitMs) throw new Error(`not done after ${limitMs} ms of the fake clock`);
    await jest.advanceTimersByTimeAsync(stepMs);
  }
}

const start = (timing: Parameters<typeof createNotificationWatcher>[0] = {}) => {
  jest.useFakeTimers({ advanceTimers: true });
  watcher = createNotificationWatcher({ intervalMs: 100, alertDelayMs: 300, ...timing });
  watcher.start();
  return watcher;
};
const dialogs = () => useDialogStore.getState().queue.map((dialog) => dialog.message);
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('the notification watcher', () => {
  it('polls at once, then sends the ETag back and costs a 304 while nothing changes', async () => {
    start();
    await waitFor(() => api.polls.length >= 3);
    expect(api.polls[0].ifNoneMatch).toBeUndefined();
    expect(api.polls[0].authorization).toBe('Bearer token-1');
    expect(api.polls[1].ifNoneMatch).toMatch(/^W\/"n1-/);
    expect(api.polls[2].ifNoneMatch).toBe(api.polls[1].ifNoneMatch);
  });

  it('on a new notification stores the flag at once and shows title and body 0.5 s later (here 300 ms)', async () => {
    start();
    await waitFor(() => api.polls.length >= 1);
    const createdAt = seoulTime();
    api.add({ createdAt, title: '봉사자가 정해졌어요', body: '김하늘 봉사자님과 일정이 확정되었어요.' });
    await waitFor(() => useNotificationFlag.getState().hasNew);
    const flaggedAt = Date.now();
    expect(window.localStorage.getItem('isNewNotification')).toBe('true');
    expect(window.localStorage.getItem('lastNotificationTime')).toBe(createdAt);
    expect(dialogs()).toEqual([]);
    await waitFor(() => dialogs().length > 0);
    expect(Date.now() - flaggedAt).toBeGreaterThanOrEqual(250);
    expect(dialogs()).toEqual(['봉사자가 정해졌어요\n김하늘 봉사자님과 일정이 확정되었어요.']);
    // The same notification is announced once, however many polls follow.
    const count = api.polls.length;
    await waitFor(() => api.polls.length >= count + 3);
    expect(dialogs()).toHaveLength(1);
  });

  it('a volunteer who cancels: the alert says first that they cancelled, then that a new one is looked for (both, in that order)', async () => {
    start();
    await waitFor(() => api.polls.length >= 1);
    api.add({ createdAt: seoulTime(-1000), title: '봉사자님이 일정을 취소했어요', body: '김하늘 봉사자님이 일정을 취소했어요. 다른 봉사자님을 바로 찾아볼게요.' });
    api.add({ createdAt: seoulTime(), title: '봉사자님을 찾고 있어요', body: '함께할 봉사자님을 찾는 중이에요.' });
    await waitFor(() => dialogs().length > 0);
    expect(dialogs()).toEqual([
      '새 알림이 2개 왔어요.\n\n봉사자님이 일정을 취소했어요\n김하늘 봉사자님이 일정을 취소했어요. 다른 봉사자님을 바로 찾아볼게요.\n\n봉사자님을 찾고 있어요\n함께할 봉사자님을 찾는 중이에요.',
    ]);
  });

  it('does not announce what the phone already announced (stored lastNotificationTime)', async () => {
    const createdAt = seoulTime(-60_000);
    api.add({ createdAt });
    window.localStorage.setItem('lastNotificationTime', createdAt);
    useNotificationFlag.setState({ lastNotificationTime: createdAt });
    start();
    await waitFor(() => api.polls.length >= 3);
    expect(useNotificationFlag.getState().hasNew).toBe(false);
    expect(dialogs()).toEqual([]);
  });

  it('pauses while the tab is hidden and polls once at once when it shows again', async () => {
    start({ intervalMs: 200 });
    await waitFor(() => api.polls.length >= 1);
    setVisibility('hidden');
    const hiddenCount = api.polls.length;
    await jest.advanceTimersByTimeAsync(700);
    expect(api.polls.length).toBeLessThanOrEqual(hiddenCount + 1); // at most the poll already on its way
    const countBefore = api.polls.length;
    const shownAt = Date.now();
    setVisibility('visible');
    await waitFor(() => api.polls.length > countBefore);
    expect(api.polls[countBefore].at - shownAt).toBeLessThan(150);
  });

  it('backs off while the server fails, logs it and never shows an alert', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.failWith = 500;
    // Waits after the 1st to 4th failure: 400, 800, 1600, then capped at 1600 ms.
    start({ intervalMs: 200, maxBackoffMs: 1600 });
    await runClockUntil(() => api.polls.length >= 5);
    const gaps = api.polls.slice(1).map((poll, index) => poll.at - api.polls[index].at);
    expect(gaps[0]).toBeGreaterThanOrEqual(380);
    expect(gaps[1]).toBeGreaterThanOrEqual(780);
    expect(gaps[2]).toBeGreaterThanOrEqual(1580);
    expect(gaps[3]).toBeGreaterThanOrEqual(1580);
    expect(gaps[3]).toBeLessThan(gaps[2] + 800);
    expect(dialogs()).toEqual([]);
    expect(warn).toHaveBeenCalledWith('[notifications] poll failed', expect.anything());
    // Back to the normal pace once the server answers again.
    api.failWith = null;
    const recovered = api.polls.length;
    await runClockUntil(() => api.polls.length >= recovered + 4);
    const last = api.polls.slice(-2);
    expect(last[1].at - last[0].at).toBeLessThan(1000);
    warn.mockRestore();
  });

  it('stops polling when stopped', async () => {
    const running = start();
    await waitFor(() => api.polls.length >= 2);
    running.stop();
    const count = api.polls.length;
    await jest.advanceTimersByTimeAsync(400);
    expect(api.polls.length).toBeLessThanOrEqual(count + 1);
    expect(running.running).toBe(false);
  });
});
