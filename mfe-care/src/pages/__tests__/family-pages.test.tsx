import { fireEvent, screen } from '@testing-library/react';
import { useDialogStore, useSessionStore } from '@ieum/platform';
import { startLocalApi } from '@ieum/app-kit/src/testing/local-api';
import { answerDialog, click, renderPage } from '@ieum/app-kit/src/testing/page-testing';
import FamilyHomePage from '../FamilyHomePage';
import FamilyLinkPage from '../FamilyLinkPage';
import FamilyPersonPage from '../FamilyPersonPage';

const api = startLocalApi();

const allShared = { shareUpcomingVisits: true, sharePastVisits: true, shareReviewPhotos: true, shareEmotionChart: true, shareCrisisAlerts: true };
const noneShared = { shareUpcomingVisits: false, sharePastVisits: false, shareReviewPhotos: false, shareEmotionChart: false, shareCrisisAlerts: false };
const linked = (sharing: typeof allShared) => ({ elderlyId: 5, name: '박순자', district: 'GANGNAM', linkedAt: '2026-12-01T09:00:00', sharing });

beforeEach(() => {
  useDialogStore.setState({ queue: [] });
  useSessionStore.getState().signIn({ accessToken: 'family-token', refreshToken: 'r', userType: 'guardian', name: '김가족' });
});

describe('/family', () => {
  it('lists the linked older people; with none it says how to link', async () => {
    api.answer('GET /api/guardian/people', { status: 200, body: { people: [] } }, { status: 200, body: { people: [linked(allShared)] } });
    const first = renderPage('/family', <FamilyHomePage />);
    expect(await screen.findByText('아직 연결된 어르신이 없어요')).toBeInTheDocument();
    first.unmount();
    renderPage('/family', <FamilyHomePage />);
    await screen.findByText('박순자 어르신');
    await click(/박순자 어르신/);
    expect(screen.getByTestId('where')).toHaveTextContent('/familyperson');
  });
});

describe('/familylink', () => {
  it('takes the six digits (spaces dropped), links and opens the person', async () => {
    api.answer('POST /api/guardian/links', { status: 201, body: linked(allShared) });
    renderPage('/familylink', <FamilyLinkPage />);
    await click('연결하기');
    expect(screen.getByText('어르신께 받은 6자리 숫자 코드를 입력해주세요.')).toBeInTheDocument();
    expect(api.requests('POST /api/guardian/links')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('연결 코드 6자리'), { target: { value: '482 913' } });
    expect(screen.getByLabelText('연결 코드 6자리')).toHaveValue('482913');
    await click('연결하기');
    expect(await answerDialog()).toBe('박순자 어르신과 연결되었어요.');
    expect(api.requests('POST /api/guardian/links')[0].body).toEqual({ code: '482913' });
    expect(screen.getByTestId('where')).toHaveTextContent('/familyperson');
  });

  it("shows the server's reason under the field for a wrong or expired code", async () => {
    api.answer('POST /api/guardian/links', { status: 400, body: { code: 'LINK_CODE_INVALID', message: '코드가 맞지 않거나 10분이 지났어요. 어르신께 새 코드를 받아 다시 입력해주세요.' } });
    renderPage('/familylink', <FamilyLinkPage />);
    fireEvent.change(screen.getByLabelText('연결 코드 6자리'), { target: { value: '111111' } });
    await click('연결하기');
    expect(await screen.findByRole('alert')).toHaveTextContent('코드가 맞지 않거나 10분이 지났어요.');
  });
});

describe('/familyperson', () => {
  it('shows each shared item: visits ahead, past visits with review photos, the chart, alerts', async () => {
    api.answer('GET /api/guardian/people/5', { status: 200, body: linked(allShared) });
    api.answer('GET /api/guardian/people/5/visits/upcoming', { status: 200, body: { visits: [{ matchingId: 1, startTime: '2026-12-05T10:00:00', type: 'HEALTH', status: 'PROGRESS', volunteerName: '이나눔' }] } });
    api.answer('GET /api/guardian/people/5/visits/past', {
      status: 200,
      body: {
        photosShared: true,
        visits: [{ matchingId: 2, startTime: '2026-11-20T10:00:00', type: 'HOUSING', status: 'COMPLETED', volunteerName: '이나눔', rating: 5, review: { content: '함께 청소했어요', imageUrls: ['/api/uploads/r1.webp'], writtenAt: '2026-11-20T14:00:00' } }],
      },
    });
    api.answer('GET /api/guardian/people/5/emotions', { status: 200, body: { month: '2026-11', sentimentPercentages: { 기쁨: 50, 외로움: 30, 슬픔: 20 } } });
    api.answer('GET /api/guardian/people/5/alerts', {
      status: 200,
      body: { alerts: [{ id: 7, status: 'CLOSED', kind: 'FALL', kindLabel: '넘어지심(낙상)', message: '넘어졌어', createdAt: '2026-12-03T13:00:00', acknowledgedAt: null, closedAt: null, outcome: 'VISITED', outcomeLabel: '직접 방문했어요' }] },
    });
    renderPage('/familyperson', <FamilyPersonPage />, undefined, '?id=5');
    expect(await screen.findByRole('list', { name: '다가오는 봉사' })).toHaveTextContent('12월 5일 (토) 오전 10:00의료 · 봉사자 이나눔님');
    expect(await screen.findByText('후기: 함께 청소했어요')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '봉사 후기 사진 1' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '2026년 11월 감정 비율: 기쁨 50%, 외로움 30%, 슬픔 20%' })).toBeInTheDocument();
    expect(await screen.findByText('사회복지사 조치: 직접 방문했어요')).toBeInTheDocument();
  });

  it('with sharing off asks for nothing and shows nothing but that it is not shared', async () => {
    api.answer('GET /api/guardian/people/5', { status: 200, body: linked(noneShared) });
    renderPage('/familyperson', <FamilyPersonPage />, undefined, '?id=5');
    expect(await screen.findByText('어르신이 지금은 가족에게 아무것도 공유하지 않으셨어요. 공유 여부는 어르신이 정해요.')).toBeInTheDocument();
    expect(screen.getAllByText('어르신이 이 정보는 가족과 공유하지 않으셨어요.')).toHaveLength(4);
    expect(api.received.map((request) => request.path)).toEqual(['/api/guardian/people/5']);
  });

  it('unlinks after a confirmation and goes home', async () => {
    api.answer('GET /api/guardian/people/5', { status: 200, body: linked(noneShared) });
    api.answer('DELETE /api/guardian/people/5', { status: 204 });
    renderPage('/familyperson', <FamilyPersonPage />, undefined, '?id=5');
    await screen.findByText('박순자 어르신');
    await click('연결 끊기');
    expect(await answerDialog('연결 끊기')).toMatch(/박순자 어르신과의 연결을 끊을까요\?/);
    expect(await answerDialog()).toBe('연결을 끊었어요.');
    expect(api.requests('DELETE /api/guardian/people/5')).toHaveLength(1);
    expect(screen.getByTestId('where')).toHaveTextContent('/family');
  });
});
