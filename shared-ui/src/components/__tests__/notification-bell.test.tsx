import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { NotificationBell } from '../NotificationBell';
import { TopBar } from '../TopBar';
import { useNotificationFlag, useSessionStore } from '@ieum/platform';

const mount = () =>
  render(
    <MemoryRouter initialEntries={['/volunteermain']}>
      <Routes>
        <Route path="/volunteermain" element={<TopBar title="홈" showBack={false} action={<NotificationBell />} />} />
        <Route path="/notification" element={<p>알림 화면</p>} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => useNotificationFlag.setState({ hasNew: false, lastNotificationTime: null }));

describe('NotificationBell', () => {
  it('shows the dot and says so to screen readers while there is news, and follows the stored flag', () => {
    mount();
    expect(screen.getByRole('button', { name: '알림' })).not.toHaveAttribute('data-has-new');
    act(() => useNotificationFlag.getState().markNew('2026-12-01T10:00:00'));
    const bell = screen.getByRole('button', { name: '알림, 새 알림 있음' });
    expect(bell.querySelector('.ui-bell__dot')).not.toBeNull();
    expect(window.localStorage.getItem('isNewNotification')).toBe('true');
    act(() => useNotificationFlag.getState().clear());
    expect(screen.getByRole('button', { name: '알림' }).querySelector('.ui-bell__dot')).toBeNull();
  });

  it('opens /notification', async () => {
    mount();
    await userEvent.click(screen.getByRole('button', { name: '알림' }));
    expect(screen.getByText('알림 화면')).toBeInTheDocument();
  });

  it('forgets the flag and the last time when the user signs out', () => {
    act(() => useSessionStore.setState({ accessToken: 'token-1' }));
    act(() => useNotificationFlag.getState().markNew('2026-12-01T10:00:00'));
    act(() => useSessionStore.getState().signOut());
    expect(useNotificationFlag.getState()).toMatchObject({ hasNew: false, lastNotificationTime: null });
    expect(window.localStorage.getItem('lastNotificationTime')).toBeNull();
  });
});
