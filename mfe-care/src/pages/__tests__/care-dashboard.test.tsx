import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useDialogStore, useSessionStore } from '@ieum/platform';
import { startLocalApi } from '@ieum/app-kit/src/testing/local-api';
import { click, renderPage } from '@ieum/app-kit/src/testing/page-testing';
import CareDashboardPage from '../CareDashboardPage';
import { staffAlert, person } from './care-fixtures';

const api = startLocalApi();

beforeEach(() => {
  useDialogStore.setState({ queue: [] });
  useSessionStore.getState().signIn({ accessToken: 'staff-token', refreshToken: 'r', userType: 'staff', name: '김복지' });
  api.answer('GET /api/care/me', { status: 200, body: { staffId: 1, name: '김복지', districts: ['GANGNAM', 'SEOCHO'] } });
  api.answer('GET /api/care/waiting-requests', {
    status: 200,
    body: { requests: [{ matchingId: 31, elderly: person, type: 'HEALTH', startTime: '2026-12-05T10:00:00', createdAt: '2026-12-01T09:00:00', waitingHours: 50, addDescription: '병원', district: 'GANGNAM' }] },
  });
  api.answer('GET /api/care/loneliness', {
    status: 200,
    body: { month: '2026-11', previousMonth: '2026-10', people: [{ elderly: person, share: 60, previousShare: 20, change: 40, messages: 30, previousMessages: 25 }] },
  });
  api.answer('GET /api/care/idle-volunteers', { status: 200, body: { volunteers: [] } });
});

describe('/care (the welfare worker dashboard)', () => {
  it('shows open alerts first with the unanswered count, then the other lists; each row opens its detail', async () => {
    api.answer('GET /api/care/alerts', {
      status: 200,
      body: { alerts: [staffAlert({ id: 7, overdue: true, escalatedAt: '2026-12-03T13:10:00' }), staffAlert({ id: 8, status: 'ACKNOWLEDGED', acknowledgedAt: '2026-12-03T13:05:00' })] },
    });
    api.answer('GET /api/care/alerts/summary', { status: 200, body: { unacknowledged: 1, open: 2, overdue: 1, latestAlertId: 8 } });
    renderPage('/care', <CareDashboardPage />);

    const alerts = await screen.findByRole('list', { name: '마무리 전 위기 알림' });
    const rows = within(alerts).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('확인 전30분 넘게 확인 없음박순자 어르신 · 넘어지심(낙상)');
    expect(rows[0]).toHaveTextContent('“계단에서 넘어져서 못 일어나겠어”');
    expect(rows[1]).toHaveTextContent('확인함');
    expect(screen.getByRole('heading', { name: /위기 알림 1\s*건/ })).toBeInTheDocument();
    expect(screen.getByText('김복지님 · 담당 강남구, 서초구')).toBeInTheDocument();
    expect(await screen.findByText('50시간째 기다리는 중')).toBeInTheDocument();
    expect(await screen.findByText('외로움·슬픔 20% → 60% (+40%p)')).toBeInTheDocument();
    expect(await screen.findByText('오래 연결이 없는 봉사자가 없어요.')).toBeInTheDocument();
    expect(api.requests('GET /api/care/alerts')[0].authorization).toBe('Bearer staff-token');

    await act(async () => fireEvent.click(within(rows[0]).getByRole('button')));
    expect(screen.getByTestId('where')).toHaveTextContent('/carealert');
  });

  it('a worker of several districts can look at one: every list asks for that district only', async () => {
    api.answer('GET /api/care/alerts', { status: 200, body: { alerts: [] } });
    api.answer('GET /api/care/alerts/summary', { status: 200, body: { unacknowledged: 0, open: 0, overdue: 0, latestAlertId: 0 } });
    renderPage('/care', <CareDashboardPage />);
    const select = await screen.findByLabelText('볼 구');
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual(['담당 구 전체', '강남구', '서초구']);
    await act(async () => fireEvent.change(select, { target: { value: 'SEOCHO' } }));
    for (const route of ['GET /api/care/alerts', 'GET /api/care/waiting-requests', 'GET /api/care/loneliness', 'GET /api/care/idle-volunteers']) {
      await waitFor(() => expect(api.requests(route).at(-1)?.query.get('district')).toBe('SEOCHO'));
    }
    expect(api.requests('GET /api/care/waiting-requests')[0].query.get('district')).toBeNull();
  });

  it('reloads the alert list when the polled counts change (a new alert arrives)', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      api.answer('GET /api/care/alerts', { status: 200, body: { alerts: [] } }, { status: 200, body: { alerts: [staffAlert({ id: 9 })] } });
      api.answer(
        'GET /api/care/alerts/summary',
        { status: 200, body: { unacknowledged: 0, open: 0, overdue: 0, latestAlertId: 0 } },
        { status: 200, body: { unacknowledged: 1, open: 1, overdue: 0, latestAlertId: 9 } },
      );
      renderPage('/care', <CareDashboardPage />);
      expect(await screen.findByText('지금 대응이 필요한 위기 알림이 없어요.')).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(15_000);
      });
      expect(await screen.findByText(/박순자 어르신 · 넘어지심/)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: /위기 알림 1\s*건/ })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('downloads a list as a CSV file with the worker\'s token, and shows a failed list with 다시 시도', async () => {
    api.answer('GET /api/care/alerts', { status: 500, body: { message: '서버 오류', code: 'INTERNAL' } }, { status: 200, body: { alerts: [] } });
    api.answer('GET /api/care/alerts/summary', { status: 200, body: { unacknowledged: 0, open: 0, overdue: 0, latestAlertId: 0 } });
    api.answer('GET /api/care/export/waiting-requests', { status: 200, body: '\ufeff신청 번호,어르신\n31,박순자\n' });
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:csv');
    URL.revokeObjectURL = jest.fn();
    const clickSpy = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderPage('/care', <CareDashboardPage />);
    expect(await screen.findByText('서버 오류')).toBeInTheDocument();
    await click('다시 시도');
    expect(await screen.findByText('지금 대응이 필요한 위기 알림이 없어요.')).toBeInTheDocument();

    await click('오래 기다리는 신청 CSV 내려받기');
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^waiting-requests-\d{4}-\d{2}-\d{2}\.csv$/)]));
    expect(api.requests('GET /api/care/export/waiting-requests')[0].authorization).toBe('Bearer staff-token');
    clickSpy.mockRestore();
  });
});
