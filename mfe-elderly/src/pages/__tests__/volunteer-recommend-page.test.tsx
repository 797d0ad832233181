import http from 'node:http';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useDialogStore, useSessionStore } from '@ieum/platform';
import { DEFAULT_PROFILE_IMAGE, DialogHost } from '@ieum/shared-ui';
import VolunteerRecommendPage from '../VolunteerRecommendPage';
import { startLocalApi } from '@ieum/app-kit/src/testing/local-api';
import { answerDialog, click, dismissDialog, renderPage } from '@ieum/app-kit/src/testing/page-testing';

const api = startLocalApi();

const volunteers = [
  { volunteerId: 3, name: '박봉사', profileImageUrl: null, volunteerActivityTime: 12, verifiedVolunteer: true, phone: '010-****-5678', bio: '병원 동행을 자주 했어요.', ratingAverage: 4.5, ratingCount: 2 },
  { volunteerId: 4, name: '이나눔', profileImageUrl: '/uploads/4.png', volunteerActivityTime: 0, verifiedVolunteer: false, phone: '010-****-1234', bio: '', ratingAverage: null, ratingCount: 0 },
];
const state = (list = volunteers) => ({ volunteersData: { matchingId: 41, recommendVolunteers: list } });

/** jsdom has no fetch: this one sends over real HTTP and remembers the options the page gave. */
const fetchOptions: RequestInit[] = [];
const fetches: Promise<unknown>[] = [];
function httpFetch(url: string, init: RequestInit = {}): Promise<Response> {
  fetchOptions.push(init);
  const sent = new Promise<Response>((resolve, reject) => {
    const request = http.request(url, { method: init.method, headers: init.headers as Record<string, string> }, (res) => {
      res.resume();
      res.on('end', () => resolve({ ok: (res.statusCode ?? 0) < 400, status: res.statusCode } as Response));
    });
    request.on('error', reject);
    request.end();
  });
  fetches.push(sent.catch(() => undefined));
  return sent;
}

// A page left open at the end of a test is unmounted by the cleanup and cancels: let that call
// arrive before the next test starts counting.
afterEach(async () => {
  await Promise.all(fetches.splice(0));
});

beforeEach(() => {
  window.sessionStorage.clear();
  fetchOptions.length = 0;
  Object.assign(window, { fetch: httpFetch });
  useDialogStore.setState({ queue: [] });
  useSessionStore.getState().signIn({ accessToken: 'a1', refreshToken: 'r1', userType: 'elderly', name: '김영희' });
});

const openButton = (name: string) => new RegExp(`^${name}님 \\d+시간 자세히 보기$`);
const card = (name: string) => screen.getByRole('button', { name: openButton(name) }).closest('li')!;

describe('/volunteerRecommend', () => {
  it('shows the cards and a detail modal with the masked phone, hours, bio and rating', async () => {
    renderPage('/volunteerRecommend', <VolunteerRecommendPage />, state());
    expect(screen.getByText('요청에 맞는 봉사자를 찾았어요')).toBeInTheDocument();
    expect(within(card('박봉사')).getByText('12시간')).toBeInTheDocument();
    expect(card('박봉사').querySelector('img')).toHaveAttribute('src', DEFAULT_PROFILE_IMAGE);
    expect(within(card('이나눔')).getByText('아직 평가 없음')).toBeInTheDocument();
    expect(within(card('박봉사')).getByText('★ 4.5 (2명)')).toBeInTheDocument();
    // The 확인된 봉사자 badge only where a worker verified the criminal-record check.
    expect(within(card('박봉사')).getByText('확인된 봉사자')).toBeInTheDocument();
    expect(within(card('이나눔')).queryByText('확인된 봉사자')).not.toBeInTheDocument();
    await click(openButton('박봉사'));
    const dialog = screen.getByRole('dialog', { name: '박봉사님' });
    expect(within(dialog).getByText('봉사시간 12시간')).toBeInTheDocument();
    expect(within(dialog).getByText('확인된 봉사자')).toBeInTheDocument();
    expect(within(dialog).getByText('전화번호 010-****-5678')).toBeInTheDocument();
    expect(within(dialog).getByText('병원 동행을 자주 했어요.')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('selects with two clicks and the confirmation, then goes to the help centre without cancelling', async () => {
    api.answer('POST /api/elderly/recommend/matching', { status: 200, body: { matchingId: 41, status: 'PROGRESS' } });
    renderPage('/volunteerRecommend', <VolunteerRecommendPage />, state());
    await click('박봉사님 선택하기');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '박봉사님으로 확정하기' })).toHaveAttribute('aria-pressed', 'true');
    await click('박봉사님으로 확정하기');
    expect(await dismissDialog()).toBe('해당 봉사자를 선택하시겠습니까?');
    expect(api.received).toHaveLength(0);
    await click('박봉사님으로 확정하기');
    await answerDialog();
    expect(await answerDialog()).toBe('봉사자 선택이 완료되었습니다.');
    expect(screen.getByTestId('where')).toHaveTextContent('/helpcenter');
    expect(api.requests('POST /api/elderly/recommend/matching')[0].body).toEqual({ volunteerId: 3, matchingId: 41 });
    expect(fetchOptions).toHaveLength(0);
  });

  it('a volunteer someone else booked first: the server message, and the card leaves the list', async () => {
    api.answer('POST /api/elderly/recommend/matching', {
      status: 409,
      body: { message: '방금 다른 분과 일정이 잡힌 봉사자입니다. 다른 봉사자를 선택해주세요.', code: 'VOLUNTEER_TAKEN' },
    });
    renderPage('/volunteerRecommend', <VolunteerRecommendPage />, state());
    await click('박봉사님 선택하기');
    await click('박봉사님으로 확정하기');
    await answerDialog();
    expect(await answerDialog()).toBe('방금 다른 분과 일정이 잡힌 봉사자입니다. 다른 봉사자를 선택해주세요.');
    expect(screen.queryByRole('button', { name: openButton('박봉사') })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '이나눔님 선택하기' })).toBeInTheDocument();
  });

  it('after a refused pick the list is ranked again: who became free meanwhile shows up', async () => {
    api.answer('POST /api/elderly/recommend/matching', {
      status: 409,
      body: { message: '방금 다른 분과 일정이 잡힌 봉사자입니다. 다른 봉사자를 선택해주세요.', code: 'VOLUNTEER_TAKEN' },
    });
    const newcomer = { ...volunteers[1], volunteerId: 5, name: '최새봄' };
    api.answer('GET /api/elderly/recommend/41', { status: 200, body: { matchingId: 41, recommendVolunteers: [newcomer, volunteers[1]] } });
    renderPage('/volunteerRecommend', <VolunteerRecommendPage />, state());
    await click('박봉사님 선택하기');
    await click('박봉사님으로 확정하기');
    await answerDialog();
    await answerDialog();
    expect(await screen.findByRole('button', { name: '최새봄님 선택하기' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: openButton('박봉사') })).not.toBeInTheDocument();
    expect(api.requests('GET /api/elderly/recommend/41')[0].query.get('userType')).toBe('elderly');
  });

  it("'No, it's fine' hands the request to automatic matching", async () => {
    api.answer('POST /api/elderly/matching', { status: 200, body: { matchingId: 41, status: 'PROGRESS' } });
    renderPage('/volunteerRecommend', <VolunteerRecommendPage />, state());
    await click('괜찮아요, 자동으로 매칭해 주세요');
    expect(await answerDialog()).toBe('매칭 신청이 완료되었습니다.');
    expect(api.requests('POST /api/elderly/matching')[0].body).toEqual({ matchingId: 41 });
    expect(screen.getByTestId('where')).toHaveTextContent('/helpcenter');
  });

  it('with nobody found it says so and waits for matching; a failure shows the message and stays', async () => {
    api.answer('POST /api/elderly/matching', { status: 500 });
    renderPage('/volunteerRecommend', <VolunteerRecommendPage />, state([]));
    expect(screen.getByText('매칭된 봉사자가 없습니다')).toBeInTheDocument();
    await click('매칭 기다리기');
    expect(await answerDialog()).toBe('매칭 신청에 실패했습니다.');
    api.answer('POST /api/elderly/matching', { status: 200, body: { matchingId: 41, status: 'MATCHING' } });
    await click('매칭 기다리기');
    expect(await answerDialog()).toBe('매칭 진행을 계속 진행합니다.');
    expect(screen.getByTestId('where')).toHaveTextContent('/helpcenter');
  });

  it('the back control asks, cancels and says so; a failed cancel says 매칭 취소에 실패했습니다.', async () => {
    api.answer('DELETE /api/elderly/matching/41', { status: 500 });
    renderPage('/volunteerRecommend', <VolunteerRecommendPage />, state());
    await click('뒤로 가기');
    expect(await answerDialog()).toBe('매칭을 취소하시겠습니까?');
    expect(await answerDialog()).toBe('매칭 취소에 실패했습니다.');
    expect(screen.getByText('요청에 맞는 봉사자를 찾았어요')).toBeInTheDocument();
    api.answer('DELETE /api/elderly/matching/41', { status: 200, body: { matchingId: 41, status: 'CANCELED' } });
    await click('뒤로 가기');
    await answerDialog();
    expect(await answerDialog()).toBe('매칭이 취소되었습니다.');
    expect(screen.getByTestId('where')).toHaveTextContent('/helpcenter');
    expect(api.requests('DELETE /api/elderly/matching/41')).toHaveLength(2);
    expect(fetchOptions).toHaveLength(0);
  });

  it('leaving without a choice cancels with a keepalive call carrying the token', async () => {
    api.answer('DELETE /api/elderly/matching/41', { status: 200, body: { matchingId: 41, status: 'CANCELED' } });
    const { unmount } = renderPage('/volunteerRecommend', <VolunteerRecommendPage />, state());
    unmount();
    await waitFor(() => expect(api.requests('DELETE /api/elderly/matching/41')).toHaveLength(1));
    expect(fetchOptions[0]).toMatchObject({ method: 'DELETE', keepalive: true });
    expect(api.requests('DELETE /api/elderly/matching/41')[0].authorization).toBe('Bearer a1');
    // Only a request still without a volunteer may be cancelled this way (the server checks).
    expect(api.requests('DELETE /api/elderly/matching/41')[0].query.get('onLeave')).toBe('true');
  });

  it('a page hidden without a choice cancels once and tells the user when they come back', async () => {
    api.answer('DELETE /api/elderly/matching/41', { status: 200, body: { matchingId: 41, status: 'CANCELED' } });
    renderPage('/volunteerRecommend', <VolunteerRecommendPage />, state());
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    visibility.mockRestore();
    expect(screen.getByText('봉사자를 고르지 않고 화면을 떠나서 신청이 취소되었어요. 다시 신청해 주세요.')).toBeInTheDocument();
    await waitFor(() => expect(api.requests('DELETE /api/elderly/matching/41')).toHaveLength(1));
    expect(fetchOptions).toHaveLength(1);
  });

  it('opened without route state (a reload) explains and offers the way back', async () => {
    renderPage('/volunteerRecommend', <VolunteerRecommendPage />);
    expect(screen.getByText('추천 봉사자 정보가 없습니다. 신청 상태는 신청 내역에서 확인해 주세요.')).toBeInTheDocument();
    await click('도움센터로 가기');
    expect(screen.getByTestId('where')).toHaveTextContent('/helpcenter');
  });

  describe('the phone\'s back button and a reload', () => {
    function Where() {
      const location = useLocation();
      return <p data-testid="where">{location.pathname}</p>;
    }
    function PhoneBack() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate(-1)}>
          휴대폰 뒤로
        </button>
      );
    }
    /** The request form replaced itself with this page: the help centre is where the user came from. */
    const renderFromHelpCentre = () =>
      render(
        <MemoryRouter initialEntries={['/HelpCenter', { pathname: '/volunteerRecommend', state: state() }]} initialIndex={1}>
          <Routes>
            <Route path="/volunteerRecommend" element={<VolunteerRecommendPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
          <PhoneBack />
          <DialogHost />
        </MemoryRouter>,
      );

    it('after a confirmed pick, back goes where the user came from and never cancels the visit', async () => {
      api.answer('POST /api/elderly/recommend/matching', { status: 200, body: { matchingId: 41, status: 'PROGRESS' } });
      renderFromHelpCentre();
      await click('박봉사님 선택하기');
      await click('박봉사님으로 확정하기');
      await answerDialog();
      expect(await answerDialog()).toBe('봉사자 선택이 완료되었습니다.');
      expect(screen.getByTestId('where')).toHaveTextContent('/helpcenter');
      await click('휴대폰 뒤로');
      expect(screen.getByTestId('where')).toHaveTextContent('/HelpCenter');
      expect(screen.queryByRole('button', { name: /선택하기$/ })).toBeNull();
      await click('휴대폰 뒤로');
      await act(async () => Promise.all(fetches));
      expect(fetchOptions).toHaveLength(0);
      expect(api.requests('DELETE /api/elderly/matching/41')).toHaveLength(0);
    });

    it('opened again for a request already decided (forward, another entry), it says so, offers no pick and cancels nothing on leaving', async () => {
      api.answer('POST /api/elderly/matching', { status: 200, body: { matchingId: 41, status: 'MATCHING' } });
      const first = renderPage('/volunteerRecommend', <VolunteerRecommendPage />, state());
      await click('괜찮아요, 자동으로 매칭해 주세요');
      await answerDialog();
      first.unmount();
      const again = renderPage('/volunteerRecommend', <VolunteerRecommendPage />, state());
      expect(screen.getByText('이 신청은 이미 처리되었어요. 봉사자와 일정은 신청 내역에서 확인해 주세요.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /선택하기$/ })).toBeNull();
      again.unmount();
      await act(async () => Promise.all(fetches));
      expect(fetchOptions).toHaveLength(0);
    });

    it('a reload (the page was left without a choice, so the request was cancelled) says what happened and offers to ask again', async () => {
      api.answer('DELETE /api/elderly/matching/41', { status: 200, body: { matchingId: 41, status: 'CANCELED' } });
      const before = renderPage('/volunteerRecommend', <VolunteerRecommendPage />, state());
      act(() => {
        window.dispatchEvent(new Event('pagehide'));
      });
      before.unmount();
      await waitFor(() => expect(api.requests('DELETE /api/elderly/matching/41')).toHaveLength(1));
      renderPage('/volunteerRecommend', <VolunteerRecommendPage />, state());
      expect(screen.getByText('봉사자를 고르지 않고 화면을 떠나서 신청이 취소되었어요. 다시 신청해 주세요.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /선택하기$/ })).toBeNull();
      await click('다시 신청하기');
      expect(screen.getByTestId('where')).toHaveTextContent('/RequestForm');
      expect(fetchOptions).toHaveLength(1);
    });
  });
});
