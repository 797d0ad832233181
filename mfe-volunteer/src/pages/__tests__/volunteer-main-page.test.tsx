import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { toSeoulIso } from '@ieum/domain';
import { rememberUserPhoto, storedUserPhoto, useDialogStore, useNotificationFlag, useSessionStore } from '@ieum/platform';
import VolunteerMainPage from '../VolunteerMainPage';
import { startLocalApi } from '@ieum/app-kit/src/testing/local-api';
import { renderPage, where } from '@ieum/app-kit/src/testing/page-testing';

const api = startLocalApi();

const home = (currentMatching: unknown) => ({
  volunteerInfo: { name: '이봉사', volunteerHours: 12, phone: '01012345678', profileImage: null, ratingAverage: 4.5, ratingCount: 2 },
  availableTimes: [
    { dayOfWeek: 'MONDAY', time: '14:00' },
    { dayOfWeek: 'THURSDAY', time: '09:30' },
  ],
  category: 5,
  currentMatching,
});

beforeEach(() => {
  useDialogStore.setState({ queue: [] });
  useSessionStore.getState().signOut();
  useSessionStore.getState().signIn({ accessToken: 'token-v', refreshToken: 'r', userType: 'volunteer' });
});

describe('/volunteermain', () => {
  it('shows the profile, the saved start per weekday and the bottom navigation, loading with the token', async () => {
    api.answer('GET /api/volunteer', { status: 200, body: home(null) });
    renderPage('/volunteermain', <VolunteerMainPage />);
    expect(screen.getByText('봉사자 정보를 불러오는 중입니다...')).toBeInTheDocument();
    await screen.findByText('이봉사 봉사자님');
    expect(screen.getByText('봉사시간 12시간')).toBeInTheDocument();
    expect(screen.getByText('받은 별점 ★ 4.5 (2명)')).toBeInTheDocument();
    expect(screen.getByText('010-1234-5678')).toBeInTheDocument();
    expect(screen.getByText('월요일 오후 2:00 시작')).toBeInTheDocument();
    expect(screen.getByText('목요일 오전 9:30 시작')).toBeInTheDocument();
    expect(screen.getByText('화요일 없음')).toBeInTheDocument();
    expect(screen.getByText('오늘은 봉사 일정이 없습니다.')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['내 정보 수정', '/edit'],
      ['나의 일정', '/availableTime'],
      ['매칭내역', '/matchinglist'],
      ['완료/후기', '/completereview'],
      ['봉사 시간', '/myhours'],
    ]);
    expect(api.requests('GET /api/volunteer')[0]).toMatchObject({ authorization: 'Bearer token-v' });
  });

  it.each([
    ['PROGRESS', '요청서 확인', '/matchingdetail {"matchId":41}'],
    ['REVIEWING', '후기 작성', '/writereview {"currentMatching":{"status":"REVIEWING","matchingId":41,"otherName":"박순자","startTime":"2026-12-03T14:00:00"}}'],
    ['COMPLETED', '후기 확인', '/completereview null'],
  ])('a %s card offers %s and goes where it says', async (status, button, destination) => {
    api.answer('GET /api/volunteer', { status: 200, body: home({ status, matchingId: 41, otherName: '박순자', startTime: '2026-12-03T14:00:00' }) });
    renderPage('/volunteermain', <VolunteerMainPage />);
    await screen.findByText('박순자 어르신');
    expect(screen.getByText('12월 3일 (목) 오후 2:00')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: button })));
    expect(await where()).toBe(destination);
  });

  it('while loading shows the photo and name this phone kept from the last visit, and keeps the loaded photo for the next', async () => {
    useSessionStore.getState().signIn({ accessToken: 'token-v', refreshToken: 'r', userType: 'volunteer', name: '이봉사' });
    rememberUserPhoto('/api/uploads/old.jpg');
    api.answer('GET /api/volunteer', { status: 200, body: { ...home(null), volunteerInfo: { ...home(null).volunteerInfo, profileImage: '/api/uploads/new.jpg' } } });
    renderPage('/volunteermain', <VolunteerMainPage />);
    expect(screen.getByText('봉사자 정보를 불러오는 중입니다...')).toBeInTheDocument();
    expect(screen.getByText('이봉사 봉사자님')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '내 프로필 사진' })).toHaveAttribute('src', '/api/uploads/old.jpg');
    expect(await screen.findByRole('img', { name: '이봉사님의 프로필 사진' })).toHaveAttribute('src', '/api/uploads/new.jpg');
    expect(storedUserPhoto()).toBe('/api/uploads/new.jpg');
  });

  it('a slot today without a match says 매칭 진행중 and leads to the matching list', async () => {
    api.answer('GET /api/volunteer', { status: 200, body: home({ status: 'NOT_MATCHING', matchingId: null, otherName: null, startTime: '2026-12-03T09:00:00' }) });
    renderPage('/volunteermain', <VolunteerMainPage />);
    await screen.findByText('매칭 진행중');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '매칭내역' })));
    expect(await where()).toBe('/matchinglist null');
  });

  it('follows the new-match and 후기를 남겨주세요 notifications: 매칭 진행중 becomes the match, then 후기 작성, without a reload', async () => {
    const today = { matchingId: 41, otherName: '박순자', startTime: '2026-12-03T14:00:00' };
    api.answer(
      'GET /api/volunteer',
      { status: 200, body: home({ status: 'NOT_MATCHING', matchingId: null, otherName: null, startTime: '2026-12-03T14:00:00' }) },
      { status: 200, body: home({ status: 'PROGRESS', ...today }) },
      { status: 200, body: home({ status: 'REVIEWING', ...today }) },
    );
    renderPage('/volunteermain', <VolunteerMainPage />);
    await screen.findByText('매칭 진행중');
    act(() => useNotificationFlag.getState().markNew(toSeoulIso(Date.now())));
    expect(await screen.findByRole('button', { name: '요청서 확인' })).toBeInTheDocument();
    expect(screen.getByText('박순자 어르신')).toBeInTheDocument();
    act(() => useNotificationFlag.getState().markNew(toSeoulIso(Date.now() + 1000)));
    expect(await screen.findByRole('button', { name: '후기 작성' })).toBeInTheDocument();
    expect(screen.queryByText('봉사자 정보를 불러오는 중입니다...')).toBeNull();
  });

  it('a refused load shows the product message with a retry that loads again', async () => {
    api.answer('GET /api/volunteer', { status: 500, body: {} }, { status: 200, body: home(null) });
    renderPage('/volunteermain', <VolunteerMainPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('유저 정보를 가져오는데 실패했습니다.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '다시 시도' })));
    await screen.findByText('이봉사 봉사자님');
    expect(api.requests('GET /api/volunteer')).toHaveLength(2);
  });

  it('no answer from the server (or the proxy saying the API is down) reads as a communication failure', async () => {
    api.answer('GET /api/volunteer', { status: 503, body: { message: '서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.', code: 'UPSTREAM_UNAVAILABLE' } });
    renderPage('/volunteermain', <VolunteerMainPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('서버와의 통신에 실패했습니다.');
  });

  it('arriving again with updated: true (after a profile save) loads the saved profile again', async () => {
    api.answer('GET /api/volunteer', { status: 200, body: home(null) }, { status: 200, body: { ...home(null), volunteerInfo: { ...home(null).volunteerInfo, name: '이새이름' } } });
    render(
      <MemoryRouter initialEntries={['/volunteermain']}>
        <Routes>
          <Route path="/volunteermain" element={<VolunteerMainPage />} />
        </Routes>
        <BackFromEdit />
      </MemoryRouter>,
    );
    await screen.findByText('이봉사 봉사자님');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '저장 후 돌아오기' })));
    await screen.findByText('이새이름 봉사자님');
    expect(api.requests('GET /api/volunteer')).toHaveLength(2);
  });
});

/** What /edit does after saving: back to the home with `updated: true`. */
function BackFromEdit() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/volunteermain', { state: { updated: true } })}>
      저장 후 돌아오기
    </button>
  );
}
