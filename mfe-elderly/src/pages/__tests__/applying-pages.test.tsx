import { act, fireEvent, screen, within } from '@testing-library/react';
import { useDialogStore, useSessionStore } from '@ieum/platform';
import ApplyingDetailPage from '../ApplyingDetailPage';
import ApplyingListPage from '../ApplyingListPage';
import { startLocalApi } from '@ieum/app-kit/src/testing/local-api';
import { answerDialog, click, renderPage } from '@ieum/app-kit/src/testing/page-testing';

const api = startLocalApi();

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-12-03T04:10:00Z'), advanceTimers: true });
  useDialogStore.setState({ queue: [] });
  useSessionStore.getState().signIn({ accessToken: 'a1', refreshToken: 'r1', userType: 'elderly', name: '김영희' });
});
afterEach(() => jest.useRealTimers());

const detail = (change: object = {}) => ({
  id: 9,
  type: 'HEALTH',
  startTime: '2026-12-05T10:30:00',
  animalType: 'dog',
  addDescription: '병원에 같이 가 주세요',
  status: 'PROGRESS',
  // As the API sends it: digits only.
  matchedUserInfo: { volunteerName: '박봉사', profileImage: null, volunteerActivityTime: 6, phone: '01061462279', phoneMasked: false },
  myRating: null,
  ...change,
});

describe('/ApplyingList', () => {
  it('lists matched requests first, then by time, and opens one', async () => {
    api.answer('GET /api/volunteerActivity/registration', {
      status: 200,
      body: [
        { id: 1, time: '2026-12-04T09:00:00', type: 'HOUSING', districtType: 'MAPO', volunteerName: null, requestedIn: 'chat' },
        { id: 2, time: '2026-12-06T09:00:00', type: 'HEALTH', districtType: 'MAPO', volunteerName: '박봉사', requestedIn: 'form' },
        { id: 3, time: '2026-12-05T09:00:00', type: 'CULTURE', districtType: 'MAPO', volunteerName: '이나눔', requestedIn: 'form' },
      ],
    });
    renderPage('/ApplyingList', <ApplyingListPage />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('12월 5일 (토) 오전 9:00'),
      expect.stringContaining('12월 6일 (일) 오전 9:00'),
      expect.stringContaining('12월 4일 (금) 오전 9:00'),
    ]);
    expect(items[2]).toHaveTextContent('봉사자를 찾고 있어요');
    // Only the request made by talking to the companion carries the mark.
    expect(within(items[2]).getByText('AI 친구와 대화로 신청')).toBeInTheDocument();
    expect(items.filter((item) => item.textContent?.includes('AI 친구와 대화로 신청'))).toHaveLength(1);
    await click(/12월 6일/);
    expect(screen.getByTestId('where')).toHaveTextContent('/applyingdetail {"matchId":2}');
  });

  it('says 신청 내역이 없습니다 when empty, and explains a failed load', async () => {
    api.answer('GET /api/volunteerActivity/registration', { status: 500 });
    renderPage('/ApplyingList', <ApplyingListPage />);
    expect(await screen.findByText('신청 내역을 불러오는 데 실패했습니다.')).toBeInTheDocument();
    api.answer('GET /api/volunteerActivity/registration', { status: 200, body: [] });
    await click('다시 시도');
    expect(await screen.findByText('신청 내역이 없습니다')).toBeInTheDocument();
  });
});

describe('/applyingdetail', () => {
  it('shows the request and the matched volunteer with a phone link; cancels before the start', async () => {
    api.answer('GET /api/volunteerActivity/registration/9', { status: 200, body: detail() });
    api.answer('DELETE /api/elderly/matching/9', { status: 200, body: { matchingId: 9, status: 'CANCELED' } });
    renderPage('/applyingdetail', <ApplyingDetailPage />, { matchId: 9 });
    expect(await screen.findByText('12월 5일 (토) 오전 10:30')).toBeInTheDocument();
    expect(screen.getByText('개')).toBeInTheDocument();
    expect(screen.getByText('봉사시간 6시간')).toBeInTheDocument();
    const call = screen.getByRole('link', { name: '박봉사님에게 전화하기 010-6146-2279' });
    expect(call).toHaveAttribute('href', 'tel:01061462279');
    expect(call).toHaveTextContent('📞 010-6146-2279');
    expect(screen.queryByRole('button', { name: '봉사 완료' })).not.toBeInTheDocument();
    await click('신청 취소');
    expect(await answerDialog()).toBe('신청을 취소하시겠습니까?');
    expect(await answerDialog()).toBe('신청이 취소되었습니다.');
    expect(screen.getByTestId('where')).toHaveTextContent('/ApplyingList');
  });

  it('shows a masked number as plain text with when the full one shows, and no call link', async () => {
    const masked = { volunteerName: '박봉사', profileImage: null, volunteerActivityTime: 6, phone: '010-****-5678', phoneMasked: true };
    api.answer('GET /api/volunteerActivity/registration/9', { status: 200, body: detail({ startTime: '2026-12-20T10:30:00', matchedUserInfo: masked }) });
    renderPage('/applyingdetail', <ApplyingDetailPage />, { matchId: 9 });
    expect(await screen.findByText('📞 010-****-5678')).toBeInTheDocument();
    expect(screen.getByText('전화번호 전체는 봉사 시작 48시간 전부터 보여요.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /전화하기/ })).not.toBeInTheDocument();
  });

  it('says the number was hidden again once the visit is over', async () => {
    const masked = { volunteerName: '박봉사', profileImage: null, volunteerActivityTime: 6, phone: '010-****-5678', phoneMasked: true };
    api.answer('GET /api/volunteerActivity/registration/9', { status: 200, body: detail({ startTime: '2026-11-20T10:30:00', status: 'COMPLETED', matchedUserInfo: masked, myRating: { score: 5, comment: '' } }) });
    renderPage('/applyingdetail', <ApplyingDetailPage />, { matchId: 9 });
    expect(await screen.findByText('봉사가 끝나 전화번호를 가렸어요.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /전화하기/ })).not.toBeInTheDocument();
  });

  it('after the start: complete instead of cancel; then large stars rate the volunteer once', async () => {
    let current = detail({ startTime: '2026-12-03T12:00:00' });
    api.answer('GET /api/volunteerActivity/registration/9', () => ({ status: 200, body: current }));
    api.answer('POST /api/elderly/matching/9', () => {
      current = { ...current, status: 'REVIEWING' };
      return { status: 200, body: { matchingId: 9, status: 'REVIEWING' } };
    });
    api.answer('POST /api/elderly/matching/9/rating', (request) => {
      current = { ...current, myRating: request.body as never };
      return { status: 201, body: { matchingId: 9, ...(request.body as object) } };
    });
    renderPage('/applyingdetail', <ApplyingDetailPage />, { matchId: 9 });
    await screen.findByText('봉사시간 6시간');
    expect(screen.queryByRole('button', { name: '신청 취소' })).not.toBeInTheDocument();
    await click('봉사 완료');
    await answerDialog();
    expect(await answerDialog()).toBe('봉사가 완료되었습니다. 봉사자를 평가해 주세요.');
    await screen.findByText('박봉사님은 어떠셨나요?');
    await click('평가 보내기');
    expect(await answerDialog()).toBe('별점을 선택해주세요.');
    const stars = screen.getByRole('radiogroup', { name: '별점' });
    await act(async () => fireEvent.click(within(stars).getByRole('radio', { name: '4점' })));
    expect(within(stars).getByRole('radio', { name: '4점' })).toHaveAttribute('aria-checked', 'true');
    await click('평가 보내기');
    expect(await answerDialog()).toBe('평가가 저장되었습니다. 감사합니다.');
    expect(await screen.findByText('내가 준 평가')).toBeInTheDocument();
    expect(api.requests('POST /api/elderly/matching/9/rating')[0].body).toEqual({ score: 4, comment: '' });
  });

  it('opened without a matchId says 유효한 matchId가 없습니다.', async () => {
    renderPage('/applyingdetail', <ApplyingDetailPage />);
    expect(screen.getByText('유효한 matchId가 없습니다.')).toBeInTheDocument();
    expect(api.received).toHaveLength(0);
  });
});
