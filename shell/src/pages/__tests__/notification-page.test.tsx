import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApiBaseUrl, useNotificationFlag, useSessionStore } from '@ieum/platform';
import { NotificationPage } from '../NotificationPage';
import { seoulTime, startNotificationApi, waitFor, type NotificationApiServer } from '../../notifications/__tests__/fake-notification-api';

let api: NotificationApiServer;
beforeAll(async () => {
  api = await startNotificationApi();
  configureApiBaseUrl(api.baseUrl);
});
afterAll(() => api.close());
beforeEach(() => {
  api.items = [];
  api.failWith = null;
  api.patches.length = 0;
  useSessionStore.setState({ accessToken: 'token-1', userType: 'volunteer' });
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

const mount = (path = '/notification') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/notification" element={<NotificationPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

describe('/notification', () => {
  it('lists newest first with relative times, tells unread apart, clears the flag and marks the shown ones read', async () => {
    useNotificationFlag.getState().markNew(seoulTime());
    api.add({ createdAt: seoulTime(-3 * 3600_000), title: '예전 알림', readAt: '2026-01-01T00:00:00' });
    const fresh = api.add({ createdAt: seoulTime(-5_000), title: '봉사자가 정해졌어요', body: '김하늘 봉사자님과 일정이 확정되었어요.' });
    mount();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/알림|정해졌어요/, { selector: '.shell-notification__title' }).textContent)).toEqual([
      '봉사자가 정해졌어요',
      '예전 알림',
    ]);
    expect(within(items[0]).getByText('방금 전')).toBeInTheDocument();
    expect(within(items[0]).getByText('새 알림')).toBeInTheDocument();
    expect(within(items[1]).getByText('3시간 전')).toBeInTheDocument();
    expect(within(items[1]).getByText('읽은 알림')).toBeInTheDocument();
    expect(useNotificationFlag.getState().hasNew).toBe(false);
    expect(window.localStorage.getItem('isNewNotification')).toBeNull();
    await waitFor(() => api.patches.length === 1);
    expect(api.patches).toEqual([`/api/user/notification/${fresh.id}`]);
  });

  it('opens the matching a notification is about', async () => {
    api.add({ createdAt: seoulTime(), kind: 'MATCHED', activityId: 42, title: '매칭 알림' });
    mount();
    await userEvent.click(await screen.findByRole('button', { name: /매칭 알림/ }));
    expect(screen.getByTestId('where').textContent).toBe('/matchingdetail {"matchId":42}');
  });

  it('opened from a tapped push (?open=id) goes on to the page that notification is about', async () => {
    api.add({ createdAt: seoulTime(-60_000), kind: 'MATCHED', activityId: 7, title: '다른 알림' });
    const pushed = api.add({ createdAt: seoulTime(), kind: 'MATCHED', activityId: 42, title: '매칭 알림' });
    mount(`/notification?open=${pushed.id}`);
    expect((await screen.findByTestId('where')).textContent).toBe('/matchingdetail {"matchId":42}');
  });

  it('opened from a push about nothing to open stays on the list', async () => {
    const pushed = api.add({ createdAt: seoulTime(), kind: 'ELDERLY_CANCELED', activityId: null, title: '취소 알림' });
    mount(`/notification?open=${pushed.id}`);
    expect(await screen.findByText('취소 알림')).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('shows 알림이 없습니다. when there are none', async () => {
    mount();
    expect(await screen.findByText('알림이 없습니다.')).toBeInTheDocument();
  });

  it('shows the failure with a retry that loads again', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.failWith = 500;
    mount();
    expect(await screen.findByRole('alert')).toHaveTextContent('알림을 불러오는 데 실패했습니다.');
    api.failWith = null;
    api.add({ createdAt: seoulTime(), title: '다시 불러온 알림' });
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('다시 불러온 알림')).toBeInTheDocument();
  });
});
