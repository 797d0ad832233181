import { fireEvent, screen } from '@testing-library/react';
import { useDialogStore, useSessionStore } from '@ieum/platform';
import { startLocalApi } from '@ieum/app-kit/src/testing/local-api';
import { answerDialog, click, renderPage } from '@ieum/app-kit/src/testing/page-testing';
import CareAlertPage from '../CareAlertPage';
import { staffAlert } from './care-fixtures';

const api = startLocalApi();

const history = [
  { at: '2026-12-03T13:00:00', event: 'RAISED', by: null, detail: 'AI 말벗 대화에서 위기 신호가 나왔어요.' },
  { at: '2026-12-03T13:00:30', event: 'SENT', by: null, detail: '강남구 사회복지사 1명에게 앱 알림과 문자를 보냈어요.' },
];

beforeEach(() => {
  useDialogStore.setState({ queue: [] });
  useSessionStore.getState().signIn({ accessToken: 'staff-token', refreshToken: 'r', userType: 'staff', name: '김복지' });
  window.history.replaceState(null, '', '/');
});

function openAlert(id: string) {
  return renderPage('/carealert', <CareAlertPage />, undefined, `?id=${id}`);
}

describe('/carealert', () => {
  it('shows the one message, the person and how to call them; 확인했어요 then closing with an outcome and a note', async () => {
    let alert = staffAlert();
    api.answer('GET /api/care/alerts/7', () => ({ status: 200, body: { alert, history, otherAlerts: [] } }));
    api.answer('POST /api/care/alerts/7/acknowledge', () => {
      alert = staffAlert({ status: 'ACKNOWLEDGED', acknowledgedAt: '2026-12-03T13:02:00', acknowledgedBy: { staffId: 1, name: '김복지' } });
      return { status: 200, body: alert };
    });
    api.answer('POST /api/care/alerts/7/close', (request) => {
      alert = staffAlert({ status: 'CLOSED', closedAt: '2026-12-03T13:20:00', closedBy: { staffId: 1, name: '김복지' }, outcome: 'CALLED', outcomeLabel: '전화로 안부를 확인했어요', note: (request.body as { note: string }).note, acknowledgedAt: '2026-12-03T13:02:00', acknowledgedBy: { staffId: 1, name: '김복지' } });
      return { status: 200, body: alert };
    });
    openAlert('7');

    expect(await screen.findByText('“계단에서 넘어져서 못 일어나겠어”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /박순자 어르신에게 전화하기/ })).toHaveAttribute('href', 'tel:01022223333');
    expect(screen.getByText('강남구 사회복지사 1명에게 앱 알림과 문자를 보냈어요.')).toBeInTheDocument();

    await click('확인했어요');
    expect(await screen.findByText('김복지님이 12월 3일 (목) 오후 1:02에 확인했어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '확인했어요' })).not.toBeInTheDocument();

    // Both parts are asked for before anything is sent.
    await click('마무리하기');
    expect(screen.getByText('어떻게 조치했는지 선택해주세요.')).toBeInTheDocument();
    expect(screen.getByText('무엇을 했는지 짧게 적어주세요.')).toBeInTheDocument();
    expect(api.requests('POST /api/care/alerts/7/close')).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: '전화로 안부를 확인했어요' }));
    fireEvent.change(screen.getByLabelText('메모 (무엇을 했는지)'), { target: { value: '  통화함. 괜찮으심, 내일 방문  ' } });
    await click('마무리하기');
    expect(await answerDialog()).toBe('위기 알림을 마무리했어요.');
    expect(api.requests('POST /api/care/alerts/7/close')[0].body).toEqual({ outcome: 'CALLED', note: '통화함. 괜찮으심, 내일 방문' });
    expect(await screen.findByText(/마무리: 전화로 안부를 확인했어요 · 통화함. 괜찮으심, 내일 방문/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '마무리하기' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal (an alert another worker closed meanwhile) and the alert as it now is", async () => {
    let alert = staffAlert({ status: 'ACKNOWLEDGED', acknowledgedAt: '2026-12-03T13:02:00', acknowledgedBy: { staffId: 2, name: '이복지' } });
    api.answer('GET /api/care/alerts/7', () => ({ status: 200, body: { alert, history, otherAlerts: [] } }));
    api.answer('POST /api/care/alerts/7/close', () => {
      alert = staffAlert({ status: 'CLOSED', outcome: 'VISITED', outcomeLabel: '직접 방문했어요', note: '방문함', closedBy: { staffId: 2, name: '이복지' } });
      return { status: 409, body: { code: 'ALERT_CLOSED', message: '이미 마무리된 위기 알림이에요.' } };
    });
    openAlert('7');
    fireEvent.click(await screen.findByRole('radio', { name: '119에 신고했어요' }));
    fireEvent.change(screen.getByLabelText('메모 (무엇을 했는지)'), { target: { value: '신고' } });
    await click('마무리하기');
    expect(await answerDialog()).toBe('이미 마무리된 위기 알림이에요.');
    expect(await screen.findByText('마무리: 직접 방문했어요 · 방문함 (이복지님)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '마무리하기' })).not.toBeInTheDocument();
  });

  it('explains an address without an id, and an alert outside the districts (404) with 다시 시도', async () => {
    const first = openAlert('abc');
    expect(screen.getByText('어느 위기 알림인지 알 수 없어요.')).toBeInTheDocument();
    first.unmount();
    api.answer('GET /api/care/alerts/99', { status: 404, body: { code: 'ALERT_NOT_FOUND', message: '위기 알림을 찾을 수 없어요.' } });
    openAlert('99');
    expect(await screen.findByText('위기 알림을 찾을 수 없어요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});

