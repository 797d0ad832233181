import { act, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { toSeoulIso } from '@ieum/domain';
import { useDialogStore, useNotificationFlag, useSessionStore } from '@ieum/platform';
import UserMainPage from '../UserMainPage';
import { startLocalApi } from '@ieum/app-kit/src/testing/local-api';
import { answerDialog, click, dismissDialog, renderPage } from '@ieum/app-kit/src/testing/page-testing';

const api = startLocalApi();

beforeEach(() => {
  useDialogStore.setState({ queue: [] });
  useSessionStore.getState().signIn({ accessToken: 'a1', refreshToken: 'r1', userType: 'elderly', name: '김영희' });
  api.answer('GET /api/elderly/no-shows', { status: 200, body: { noShows: [] } });
});

const noShow = (kind: string, replacement: string, newVolunteerName: string | null = null) => ({
  matchingId: 7,
  kind,
  volunteerName: '박봉사',
  startTime: '2026-12-03T14:00:00',
  recordedAt: '2026-12-03T15:01:00',
  replacement,
  newVolunteerName,
  request: { volunteerType: 'CULTURE', animalType: 'cat', addDescription: '말벗이 필요해요' },
});

const card = (status: string, otherName: string | null = '박봉사') => ({
  status: 200,
  body: { currentMatching: { status, matchingId: 7, otherName, startTime: '2026-12-03T14:00:00' } },
});

describe('/usermain', () => {
  it('shows today\'s request in Korean Seoul time and opens its detail with 요청서 확인', async () => {
    api.answer('GET /api/elderly', card('NOT_STARTED'));
    renderPage('/usermain', <UserMainPage />);
    expect(await screen.findByText('12월 3일 (목) 오후 2:00')).toBeInTheDocument();
    expect(screen.getByText('박봉사님이 방문할 예정이에요.')).toBeInTheDocument();
    expect(api.requests('GET /api/elderly')[0]).toMatchObject({ authorization: 'Bearer a1' });
    expect(api.requests('GET /api/elderly')[0].query.get('userType')).toBe('elderly');
    await click('요청서 확인');
    expect(screen.getByTestId('where')).toHaveTextContent('/applyingdetail {"matchId":7}');
  });

  it('says so when nothing is planned today, and offers the help centre and the chat centre', async () => {
    api.answer('GET /api/elderly', { status: 200, body: { currentMatching: null } });
    renderPage('/usermain', <UserMainPage />);
    expect(await screen.findByText('오늘 예정된 봉사가 없어요.')).toBeInTheDocument();
    await click('채팅센터');
    expect(screen.getByTestId('where')).toHaveTextContent('/ChatCenter');
  });

  it('has the notification bell, which opens /notification', async () => {
    api.answer('GET /api/elderly', { status: 200, body: { currentMatching: null } });
    renderPage('/usermain', <UserMainPage />);
    await screen.findByText('오늘 예정된 봉사가 없어요.');
    await click('알림');
    expect(screen.getByTestId('where')).toHaveTextContent('/notification');
  });

  it('marks a started visit done only after the confirmation, then shows the new state', async () => {
    let status = 'STARTED';
    api.answer('GET /api/elderly', () => card(status));
    api.answer('POST /api/elderly/matching/7', () => {
      status = 'COMPLETED';
      return { status: 200, body: { matchingId: 7, status: 'REVIEWING' } };
    });
    renderPage('/usermain', <UserMainPage />);
    await screen.findByRole('button', { name: '완료' });
    await click('완료');
    expect(await dismissDialog()).toBe('봉사가 끝났나요? 완료로 표시할까요?');
    expect(api.requests('POST /api/elderly/matching/7')).toHaveLength(0);
    await click('완료');
    await answerDialog();
    expect(await answerDialog()).toBe('봉사가 완료되었습니다. 봉사자를 평가해 주세요.');
    expect(await screen.findByRole('button', { name: '봉사자 평가하기' })).toBeInTheDocument();
    expect(api.requests('POST /api/elderly/matching/7')).toHaveLength(1);
  });

  it('cancels a waiting request after the confirmation; a refusal shows the server message', async () => {
    api.answer('GET /api/elderly', card('NOT_MATCHING', null));
    api.answer('DELETE /api/elderly/matching/7', { status: 409, body: { message: '이미 시작된 봉사는 취소할 수 없습니다.', code: 'ALREADY_STARTED' } });
    renderPage('/usermain', <UserMainPage />);
    expect(await screen.findByText('매칭 진행중')).toBeInTheDocument();
    await click('신청 취소');
    expect(await answerDialog()).toBe('신청을 취소하시겠습니까?');
    expect(await answerDialog()).toBe('이미 시작된 봉사는 취소할 수 없습니다.');

    api.answer('DELETE /api/elderly/matching/7', { status: 200, body: { matchingId: 7, status: 'CANCELED' } });
    api.answer('GET /api/elderly', { status: 200, body: { currentMatching: null } });
    await click('신청 취소');
    await answerDialog();
    expect(await answerDialog()).toBe('신청이 취소되었습니다.');
    expect(await screen.findByText('오늘 예정된 봉사가 없어요.')).toBeInTheDocument();
  });

  it('a failed load explains and retries without reloading the page', async () => {
    api.answer('GET /api/elderly', { status: 503, body: { message: '잠시 후 다시 시도해주세요.', code: 'SERVICE_UNAVAILABLE' } });
    renderPage('/usermain', <UserMainPage />);
    expect(await screen.findByText('잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    api.answer('GET /api/elderly', { status: 500 });
    await click('다시 시도');
    expect(await screen.findByText('매칭 정보를 불러오는 데 실패했습니다.')).toBeInTheDocument();
    api.answer('GET /api/elderly', card('NOT_STARTED'));
    await click('다시 시도');
    expect(await screen.findByText('박봉사님이 방문할 예정이에요.')).toBeInTheDocument();
  });

  it('loads again when it is shown anew with { updated: true } (another page changed something)', async () => {
    api.answer('GET /api/elderly', { status: 200, body: { currentMatching: null } });
    function SaveElsewhere() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate('/usermain', { state: { updated: true } })}>
          저장하고 홈으로
        </button>
      );
    }
    renderPage('/usermain', <><UserMainPage /><SaveElsewhere /></>);
    await screen.findByText('오늘 예정된 봉사가 없어요.');
    api.answer('GET /api/elderly', card('NOT_STARTED'));
    await click('저장하고 홈으로');
    expect(await screen.findByText('박봉사님이 방문할 예정이에요.')).toBeInTheDocument();
    expect(api.requests('GET /api/elderly')).toHaveLength(2);
  });

  describe('follows events without a reload', () => {
    afterEach(() => jest.useRealTimers());

    it('at the start time the card changes to the visit in progress, with 완료', async () => {
      jest.useFakeTimers({ advanceTimers: true });
      const startTime = toSeoulIso(Date.now() + 60_000);
      let status = 'NOT_STARTED';
      api.answer('GET /api/elderly', () => ({ status: 200, body: { currentMatching: { status, matchingId: 7, otherName: '박봉사', startTime } } }));
      renderPage('/usermain', <UserMainPage />);
      await screen.findByText('박봉사님이 방문할 예정이에요.');
      status = 'STARTED';
      act(() => jest.advanceTimersByTime(61_000));
      expect(await screen.findByRole('button', { name: '완료' })).toBeInTheDocument();
      expect(api.requests('GET /api/elderly')).toHaveLength(2);
    });

    it('a notification the shell announces (a volunteer found) refreshes the card', async () => {
      api.answer('GET /api/elderly', card('NOT_MATCHING', null), card('NOT_STARTED'));
      renderPage('/usermain', <UserMainPage />);
      await screen.findByText('매칭 진행중');
      act(() => useNotificationFlag.getState().markNew(toSeoulIso(Date.now())));
      expect(await screen.findByText('박봉사님이 방문할 예정이에요.')).toBeInTheDocument();
    });
  });

  describe('a volunteer who did not come or cancelled late', () => {
    it('says so plainly; 다른 봉사자 찾기 opens the request form with the same help', async () => {
      api.answer('GET /api/elderly', { status: 200, body: { currentMatching: null } });
      api.answer('GET /api/elderly/no-shows', { status: 200, body: { noShows: [noShow('NO_CHECK_IN', 'NEW_REQUEST')] } });
      api.answer('POST /api/elderly/no-shows/7/answer', (request) => ({ status: 200, body: { ...noShow('NO_CHECK_IN', 'NEW_REQUEST'), answer: request.body } }));
      renderPage('/usermain', <UserMainPage />);
      expect(await screen.findByRole('heading', { name: '봉사자님이 오지 않으셨어요' })).toBeInTheDocument();
      expect(screen.getByText('박봉사 봉사자님이 12월 3일 (목) 오후 2:00 방문에 오지 않으셨어요. 불편을 드려 죄송해요.')).toBeInTheDocument();
      await click('다른 봉사자 찾기');
      expect(await screen.findByTestId('where')).toHaveTextContent('/RequestForm {"repeatRequest":{"volunteerType":"CULTURE","animalType":"cat","addDescription":"말벗이 필요해요"}}');
      expect(api.requests('POST /api/elderly/no-shows/7/answer')[0].body).toEqual({ answer: 'FIND_ANOTHER' });
    });

    it('a late cancel still ahead: 다른 봉사자 찾기 shows new recommendations of the same request', async () => {
      api.answer('GET /api/elderly', { status: 200, body: { currentMatching: null } });
      api.answer('GET /api/elderly/no-shows', { status: 200, body: { noShows: [noShow('LATE_CANCEL', 'RECOMMEND')] } });
      api.answer('POST /api/elderly/no-shows/7/answer', { status: 200, body: noShow('LATE_CANCEL', 'RECOMMEND') });
      api.answer('GET /api/elderly/recommend/7', { status: 200, body: { matchingId: 7, recommendVolunteers: [] } });
      renderPage('/usermain', <UserMainPage />);
      expect(await screen.findByRole('heading', { name: '봉사자님이 방문을 취소했어요' })).toBeInTheDocument();
      expect(screen.getByText('같은 시간에 올 수 있는 다른 봉사자님을 찾아 드릴까요?')).toBeInTheDocument();
      await click('다른 봉사자 찾기');
      expect(await screen.findByTestId('where')).toHaveTextContent('/volunteerRecommend {"volunteersData":{"matchingId":7,"recommendVolunteers":[]}}');
    });

    it('a re-matched late cancel only says who comes instead; 알겠어요 closes the card and cancels nothing', async () => {
      api.answer('GET /api/elderly', { status: 200, body: { currentMatching: null } });
      api.answer('GET /api/elderly/no-shows', { status: 200, body: { noShows: [noShow('LATE_CANCEL', 'REMATCHED', '이대신')] } }, { status: 200, body: { noShows: [] } });
      api.answer('POST /api/elderly/no-shows/7/answer', { status: 200, body: noShow('LATE_CANCEL', 'REMATCHED', '이대신') });
      renderPage('/usermain', <UserMainPage />);
      expect(await screen.findByText('대신 이대신 봉사자님이 오실 거예요.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '다른 봉사자 찾기' })).not.toBeInTheDocument();
      await click('알겠어요');
      await waitFor(() => expect(screen.queryByRole('heading', { name: '봉사자님이 방문을 취소했어요' })).not.toBeInTheDocument());
      expect(api.requests('POST /api/elderly/no-shows/7/answer')[0].body).toEqual({ answer: 'DISMISSED' });
      expect(api.requests('DELETE /api/elderly/matching/7')).toHaveLength(0);
    });
  });
});
