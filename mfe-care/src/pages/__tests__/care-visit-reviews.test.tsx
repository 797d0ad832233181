import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useDialogStore, useSessionStore } from '@ieum/platform';
import { startLocalApi } from '@ieum/app-kit/src/testing/local-api';
import { answerDialog, click, dismissDialog, renderPage } from '@ieum/app-kit/src/testing/page-testing';
import CareVisitReviewsPage from '../CareVisitReviewsPage';

const api = startLocalApi();

const missed = {
  matchingId: 7,
  reasons: ['NOT_CONFIRMED'],
  helpType: 'CULTURE',
  district: 'GANGNAM',
  startTime: '2026-12-03T13:00:00',
  endTime: '2026-12-03T16:00:00',
  activityStatus: 'PROGRESS',
  elderlyId: 2,
  elderlyName: '박순자',
  volunteerId: 3,
  volunteerName: '김하늘',
  arriveRequestedAt: '2026-12-03T12:55:00',
  arrivedAt: null,
  arriveMethod: null,
  finishRequestedAt: null,
  finishedAt: null,
  finishMethod: null,
  creditedMinutes: null,
  noShow: 'NO_CHECK_IN',
  helpCount: 0,
  firstHelpAt: null,
};

beforeEach(() => {
  useDialogStore.setState({ queue: [] });
  useSessionStore.getState().signIn({ accessToken: 'staff-token', refreshToken: 'r', userType: 'staff', name: '김복지' });
});

describe('/carevisitreviews', () => {
  it('shows what is known; 시간 인정 needs a note, asks first, then sends the hours and the note', async () => {
    api.answer('GET /api/care/visit-reviews', { status: 200, body: { visits: [missed] } });
    api.answer('POST /api/care/visit-reviews/7/decision', (request) => ({ status: 200, body: { matchingId: 7, decision: 'COUNTED', minutes: 150, note: (request.body as { note: string }).note, staffName: '김복지', decidedAt: '2026-12-04T09:00:00' } }));
    renderPage('/carevisitreviews', <CareVisitReviewsPage />);
    expect(await screen.findByRole('heading', { name: '박순자 어르신 · 김하늘 봉사자' })).toBeInTheDocument();
    expect(screen.getByText('도착: 봉사자가 오후 12:55에 알렸지만 확인되지 않음')).toBeInTheDocument();
    expect(screen.getByText('마침: 기록 없음')).toBeInTheDocument();
    expect(api.requests('GET /api/care/visit-reviews')[0].query.get('userType')).toBe('staff');

    await click('시간 인정');
    expect(screen.getByText('확인한 내용을 1~200자로 적어주세요.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('인정할 시간'), { target: { value: '150' } });
    fireEvent.change(screen.getByLabelText('확인한 내용 (필수)'), { target: { value: '어르신께 전화로 확인함' } });
    await click('시간 인정');
    expect(await dismissDialog()).toBe('김하늘님의 이 방문을 2시간 30분 봉사로 인정할까요?');
    expect(api.requests('POST /api/care/visit-reviews/7/decision')).toHaveLength(0);
    await click('시간 인정');
    await answerDialog();
    await waitFor(() => expect(screen.queryByRole('heading', { name: '박순자 어르신 · 김하늘 봉사자' })).not.toBeInTheDocument());
    expect(api.requests('POST /api/care/visit-reviews/7/decision')[0].body).toEqual({ counted: true, minutes: 150, note: '어르신께 전화로 확인함' });
    expect(screen.getByText('확인이 필요한 방문이 없어요.')).toBeInTheDocument();
  });

  it('a help pressed during a confirmed visit; 인정하지 않음 sends no minutes; a refusal shows the server message and keeps the card', async () => {
    const help = { ...missed, reasons: ['HELP'], noShow: null, arrivedAt: '2026-12-03T13:00:00', arriveMethod: 'CODE', finishedAt: '2026-12-03T16:00:00', finishMethod: 'ELDERLY_CONFIRM', creditedMinutes: 180, helpCount: 2, firstHelpAt: '2026-12-03T14:10:00' };
    api.answer('GET /api/care/visit-reviews', { status: 200, body: { visits: [help] } });
    api.answer('POST /api/care/visit-reviews/7/decision', { status: 409, body: { code: 'VISIT_REVIEW_SETTLED', message: '이미 처리한 방문이에요.' } });
    renderPage('/carevisitreviews', <CareVisitReviewsPage />);
    expect(await screen.findByText("방문 중 '도움이 필요해요' 2번 (처음 오후 2:10)")).toBeInTheDocument();
    expect(screen.getByText('도착: 오후 1:00 확인 (방문 코드)')).toBeInTheDocument();
    expect(screen.getByText('지금 인정된 시간: 3시간')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('확인한 내용 (필수)'), { target: { value: '불편 신고' } });
    await click('인정하지 않음');
    expect(await answerDialog()).toBe('김하늘님의 이 방문을 봉사 시간으로 인정하지 않을까요?');
    expect(await answerDialog()).toBe('이미 처리한 방문이에요.');
    expect(api.requests('POST /api/care/visit-reviews/7/decision')[0].body).toEqual({ counted: false, note: '불편 신고' });
    expect(screen.getByRole('heading', { name: '박순자 어르신 · 김하늘 봉사자' })).toBeInTheDocument();
  });
});
