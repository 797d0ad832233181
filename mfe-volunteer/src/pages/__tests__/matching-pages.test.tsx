import { act, fireEvent, screen } from '@testing-library/react';
import { toSeoulIso } from '@ieum/domain';
import { useDialogStore, useSessionStore } from '@ieum/platform';
import MatchingDetailPage from '../MatchingDetailPage';
import MatchingListPage from '../MatchingListPage';
import { startLocalApi } from '@ieum/app-kit/src/testing/local-api';
import { answerDialog, renderPage, where } from '@ieum/app-kit/src/testing/page-testing';

const api = startLocalApi();

const detail = (startTime: string, status = 'PROGRESS', phone = { elderlyPhone: '01061462279', elderlyPhoneMasked: false }) => ({
  ...phone,
  id: 41,
  elderlyName: '박순자',
  startTime,
  type: 'HEALTH',
  districtType: 'MAPO',
  address: { district: 'MAPO', detail: '망원동 12' },
  animalType: 'cat',
  addDescription: '병원에 같이 가 주세요.',
  status,
});
const inAnHour = () => toSeoulIso(Date.now() + 60 * 60_000);

beforeEach(() => {
  useDialogStore.setState({ queue: [] });
  useSessionStore.getState().signIn({ accessToken: 'token-v', refreshToken: 'r', userType: 'volunteer' });
});

describe('/matchinglist', () => {
  it('lists the matchings in the order the server gives (nearest first) and opens one', async () => {
    api.answer('GET /api/volunteerActivity/matching', {
      status: 200,
      body: [
        { id: 7, elderlyName: '박순자', startTime: '2026-12-03T14:00:00', type: 'HEALTH', districtType: 'MAPO' },
        { id: 9, elderlyName: '김영희', startTime: '2026-12-05T09:30:00', type: 'HOUSING', districtType: 'GANGNAM' },
      ],
    });
    renderPage('/matchinglist', <MatchingListPage />);
    const first = await screen.findByRole('button', { name: /12월 3일 \(목\) 오후 2:00/ });
    expect(first).toHaveTextContent('박순자 어르신 · 의료 · 마포구');
    expect(screen.getAllByRole('button', { name: /12월/ }).map((button) => button.textContent)).toEqual([
      '12월 3일 (목) 오후 2:00박순자 어르신 · 의료 · 마포구',
      '12월 5일 (토) 오전 9:30김영희 어르신 · 주거 · 강남구',
    ]);
    await act(async () => fireEvent.click(first));
    expect(await where()).toBe('/matchingdetail {"matchId":7}');
  });

  it('says 매칭 내역이 없습니다 when there are none', async () => {
    api.answer('GET /api/volunteerActivity/matching', { status: 200, body: [] });
    renderPage('/matchinglist', <MatchingListPage />);
    expect(await screen.findByText('매칭 내역이 없습니다')).toBeInTheDocument();
  });
});

describe('/matchingdetail', () => {
  it('opened without a matchId explains and leads home', async () => {
    renderPage('/matchingdetail', <MatchingDetailPage />);
    expect(await screen.findByText('유효한 matchId가 없습니다.')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '홈으로 가기' })));
    expect(await where()).toBe('/volunteermain null');
    expect(api.received).toHaveLength(0);
  });

  it('outside the privacy window the number is masked, says when it shows, and offers no call link', async () => {
    api.answer('GET /api/volunteerActivity/matching/41', {
      status: 200,
      body: detail(toSeoulIso(Date.now() + 5 * 24 * 60 * 60_000), 'PROGRESS', { elderlyPhone: '010-****-2279', elderlyPhoneMasked: true }),
    });
    renderPage('/matchingdetail', <MatchingDetailPage />, { matchId: 41 });
    expect(await screen.findByText('010-****-2279')).toBeInTheDocument();
    expect(screen.getByText('전화번호 전체는 봉사 시작 48시간 전부터 보여요.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /전화하기/ })).toBeNull();
  });

  it('shows the request and cancels after the confirmation', async () => {
    api.answer('GET /api/volunteerActivity/matching/41', { status: 200, body: detail(inAnHour()) });
    api.answer('DELETE /api/volunteer/matching/41', { status: 200, body: { matchingId: 41, status: 'CANCELED' } });
    renderPage('/matchingdetail', <MatchingDetailPage />, { matchId: 41 });
    expect(await screen.findByText('병원에 같이 가 주세요.')).toBeInTheDocument();
    for (const text of ['박순자 어르신의 요청', '의료', '마포구 망원동 12', '고양이']) expect(screen.getByText(text)).toBeInTheDocument();
    const call = screen.getByRole('link', { name: '박순자 어르신에게 전화하기 010-6146-2279' });
    expect(call).toHaveAttribute('href', 'tel:01061462279');
    expect(call).toHaveTextContent('📞 010-6146-2279');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: '매칭 취소' })));
    expect(await answerDialog('돌아가기')).toBe('이 매칭을 취소하시겠습니까?');
    expect(api.requests('DELETE /api/volunteer/matching/41')).toHaveLength(0);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: '매칭 취소' })));
    expect(await answerDialog('매칭 취소')).toBe('이 매칭을 취소하시겠습니까?');
    expect(await answerDialog()).toBe('매칭이 취소되었습니다.');
    expect(await where()).toBe('/matchinglist null');
    expect(api.requests('DELETE /api/volunteer/matching/41')).toHaveLength(1);
  });

  it("shows the server's refusal (started meanwhile) and the product message when it gave none", async () => {
    api.answer('GET /api/volunteerActivity/matching/41', { status: 200, body: detail(inAnHour()) });
    api.answer(
      'DELETE /api/volunteer/matching/41',
      { status: 409, body: { message: '이미 시작된 봉사는 취소할 수 없어요.', code: 'ALREADY_STARTED' } },
      { status: 502 },
    );
    renderPage('/matchingdetail', <MatchingDetailPage />, { matchId: 41 });
    await screen.findByText('병원에 같이 가 주세요.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '매칭 취소' })));
    await answerDialog('매칭 취소');
    expect(await answerDialog()).toBe('이미 시작된 봉사는 취소할 수 없어요.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '매칭 취소' })));
    await answerDialog('매칭 취소');
    expect(await answerDialog()).toBe('취소 요청에 실패했습니다. 다시 시도해주세요.');
  });

  it('offers no cancel once the start has passed', async () => {
    api.answer('GET /api/volunteerActivity/matching/41', { status: 200, body: detail(toSeoulIso(Date.now() - 60_000)) });
    renderPage('/matchingdetail', <MatchingDetailPage />, { matchId: '41' });
    expect(await screen.findByText('시작 시간이 지나 취소할 수 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '매칭 취소' })).not.toBeInTheDocument();
  });
});
