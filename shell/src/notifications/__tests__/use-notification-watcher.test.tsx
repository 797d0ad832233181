import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { configureApiBaseUrl, useNotificationFlag, useSessionStore } from '@ieum/platform';
import { POLL_INTERVAL_MS } from '../notification-watcher';
import { useNotificationWatcher } from '../use-notification-watcher';
import { startNotificationApi, waitFor, type NotificationApiServer } from './fake-notification-api';

let api: NotificationApiServer;
beforeAll(async () => {
  api = await startNotificationApi();
  configureApiBaseUrl(api.baseUrl);
});
afterAll(() => api.close());
afterEach(() => jest.useRealTimers());
// The watcher's 5 s beat on jest's clock (which also runs on by itself, for the polls' real HTTP).
beforeEach(() => {
  jest.useFakeTimers({ advanceTimers: true });
  api.polls.length = 0;
  useNotificationFlag.setState({ hasNew: false, lastNotificationTime: null });
});

function Watcher() {
  useNotificationWatcher();
  return null;
}

const mount = (path: string, state?: unknown) =>
  render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Watcher />
    </MemoryRouter>,
  );

describe('where the watcher runs', () => {
  it.each(['/VolunteerMain', '/usermain', '/HelpCenter'])('polls on %s when signed in, and stops on logout', async (path) => {
    useSessionStore.setState({ accessToken: 'token-1' });
    const view = mount(path);
    await waitFor(() => api.polls.length >= 1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    });
    await waitFor(() => api.polls.length >= 2);
    act(() => useSessionStore.getState().signOut());
    // Signed out, nothing is left to fire: however long the clock runs, no poll follows.
    expect(jest.getTimerCount()).toBe(0);
    const count = api.polls.length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    });
    expect(api.polls.length).toBe(count);
    view.unmount();
  });

  it('taken away at logout (the shell mounts it only while signed in), it starts afresh for the next person', async () => {
    useSessionStore.setState({ accessToken: 'token-1' });
    const first = mount('/usermain');
    await waitFor(() => api.polls.length >= 1);
    first.unmount();
    useSessionStore.setState({ accessToken: 'token-2' });
    api.polls.length = 0;
    const next = mount('/volunteermain');
    // At once, without the last person's ETag.
    await waitFor(() => api.polls.length >= 1, 1000);
    expect(api.polls[0]).toMatchObject({ authorization: 'Bearer token-2', ifNoneMatch: undefined });
    next.unmount();
    useSessionStore.setState({ accessToken: null });
  });

  it.each(['/login', '/notification', '/matchinglist'])('does not poll on %s', async (path) => {
    useSessionStore.setState({ accessToken: 'token-1' });
    const view = mount(path);
    expect(jest.getTimerCount()).toBe(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
    });
    expect(api.polls).toEqual([]);
    view.unmount();
    useSessionStore.setState({ accessToken: null });
  });

  it('does not poll without an access token', async () => {
    useSessionStore.setState({ accessToken: null });
    const view = mount('/volunteermain');
    expect(jest.getTimerCount()).toBe(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
    });
    expect(api.polls).toEqual([]);
    view.unmount();
  });

  it('route state newNotification sets the flag', async () => {
    useSessionStore.setState({ accessToken: null });
    const view = mount('/usermain', { newNotification: true });
    await waitFor(() => useNotificationFlag.getState().hasNew);
    expect(window.localStorage.getItem('isNewNotification')).toBe('true');
    view.unmount();
  });
});
