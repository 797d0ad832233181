import { act, renderHook } from '@testing-library/react';
import { useNotificationFlag } from '@ieum/platform';
import { useFollowEvents } from '../use-follow-events';

describe('useFollowEvents', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-12-03T13:59:00+09:00') }));
  afterEach(() => jest.useRealTimers());

  it('reloads when the shell announces a new notification, not before', () => {
    const reload = jest.fn();
    renderHook(() => useFollowEvents(reload));
    expect(reload).not.toHaveBeenCalled();
    act(() => useNotificationFlag.getState().markNew('2026-12-03T13:58:30'));
    expect(reload).toHaveBeenCalledTimes(1);
    act(() => useNotificationFlag.getState().clear());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once a given start time (Seoul, as the API writes it) has passed', () => {
    const reload = jest.fn();
    renderHook(() => useFollowEvents(reload, ['2026-12-03T14:00:00', null, '2026-12-01T10:00:00']));
    act(() => jest.advanceTimersByTime(60_000));
    expect(reload).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1_000));
    expect(reload).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(3_600_000));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('forgets the timers when the page closes', () => {
    const reload = jest.fn();
    const { unmount } = renderHook(() => useFollowEvents(reload, ['2026-12-03T14:00:00']));
    unmount();
    act(() => jest.advanceTimersByTime(120_000));
    act(() => useNotificationFlag.getState().markNew('2026-12-03T14:01:00'));
    expect(reload).not.toHaveBeenCalled();
  });
});
