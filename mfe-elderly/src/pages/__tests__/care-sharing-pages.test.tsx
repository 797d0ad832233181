import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useDialogStore, useSessionStore } from '@ieum/platform';
import { startLocalApi } from '@ieum/app-kit/src/testing/local-api';
import { answerDialog, click, dismissDialog, renderPage } from '@ieum/app-kit/src/testing/page-testing';
import CareSharingPage, { STAFF_ALERTS_OFF_CONFIRM } from '../CareSharingPage';
import FamilyCodePage, { LINK_WATCH_MS } from '../FamilyCodePage';

const api = startLocalApi();

const defaults = { shareUpcomingVisits: true, sharePastVisits: true, shareReviewPhotos: false, shareEmotionChart: false, shareCrisisAlerts: true, staffCrisisAlerts: true };
const daughter = { guardianId: 3, name: '김딸', phone: '010-5555-6666', linkedAt: '2026-12-01T09:00:00' };

beforeEach(() => {
  useDialogStore.setState({ queue: [] });
  useSessionStore.getState().signIn({ accessToken: 'a1', refreshToken: 'r1', userType: 'elderly', name: '박순자' });
});

describe('/caresharing (공유 설정)', () => {
  it('shows each setting as a switch with its state in words, and saves one change at a time', async () => {
    api.answer('GET /api/elderly/care/sharing', { status: 200, body: defaults });
    api.answer('GET /api/elderly/care/guardians', { status: 200, body: { guardians: [daughter] } });
    api.answer('PUT /api/elderly/care/sharing', (request) => ({ status: 200, body: { ...defaults, ...(request.body as object) } }));
    renderPage('/caresharing', <CareSharingPage />);

    const chart = await screen.findByRole('switch', { name: '월별 마음 그래프' });
    expect(chart).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: '위기 알림' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText(/사는 구의 사회복지사에게 알림이 가요/)).toBeInTheDocument();
    await act(async () => fireEvent.click(chart));
    await waitFor(() => expect(api.requests('PUT /api/elderly/care/sharing')).toHaveLength(1));
    expect(api.requests('PUT /api/elderly/care/sharing')[0].body).toEqual({ shareEmotionChart: true });
    expect(screen.getByRole('switch', { name: '월별 마음 그래프' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('김딸님')).toBeInTheDocument();
  });

  it('asks before turning the welfare worker alerts off, and puts a switch back when the server refuses', async () => {
    api.answer('GET /api/elderly/care/sharing', { status: 200, body: defaults });
    api.answer('GET /api/elderly/care/guardians', { status: 200, body: { guardians: [] } });
    api.answer('PUT /api/elderly/care/sharing', { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: '서버가 잠시 다시 시작하는 중입니다.' } });
    renderPage('/caresharing', <CareSharingPage />);
    expect(await screen.findByText('아직 연결된 가족이 없어요.')).toBeInTheDocument();

    const staffSwitch = screen.getByRole('switch', { name: '구청 사회복지사에게 위기 알림 보내기' });
    await act(async () => fireEvent.click(staffSwitch));
    expect(await dismissDialog()).toBe(STAFF_ALERTS_OFF_CONFIRM);
    expect(api.requests('PUT /api/elderly/care/sharing')).toHaveLength(0);

    await act(async () => fireEvent.click(staffSwitch));
    await answerDialog('끄기');
    expect(await answerDialog()).toBe('서버가 잠시 다시 시작하는 중입니다.');
    expect(api.requests('PUT /api/elderly/care/sharing')[0].body).toEqual({ staffCrisisAlerts: false });
    expect(screen.getByRole('switch', { name: '구청 사회복지사에게 위기 알림 보내기' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('켜져 있어요')).toBeInTheDocument();
  });

  it('unlinks a family member after a confirmation', async () => {
    api.answer('GET /api/elderly/care/sharing', { status: 200, body: defaults });
    api.answer('GET /api/elderly/care/guardians', { status: 200, body: { guardians: [daughter] } }, { status: 200, body: { guardians: [] } });
    api.answer('DELETE /api/elderly/care/guardians/3', { status: 204 });
    renderPage('/caresharing', <CareSharingPage />);
    await screen.findByText('김딸님');
    await click('김딸님 연결 끊기');
    expect(await answerDialog('연결 끊기')).toMatch(/김딸님과의 연결을 끊을까요\?/);
    expect(await answerDialog()).toBe('김딸님과의 연결을 끊었어요.');
    expect(await screen.findByText('아직 연결된 가족이 없어요.')).toBeInTheDocument();
  });
});

describe('/familycode (가족 연결 코드)', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the code in big spaced digits with the time left, and says who linked with it', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    // Before the code, when it shows, and at the first look LINK_WATCH_MS later: nobody yet.
    api.answer('GET /api/elderly/care/guardians', ...[1, 2, 3].map(() => ({ status: 200, body: { guardians: [] } })), { status: 200, body: { guardians: [daughter] } });
    api.answer('POST /api/elderly/care/link-code', { status: 201, body: { code: '482913', expiresAt: '2026-12-03T13:10:00', validSeconds: 600 } });
    renderPage('/familycode', <FamilyCodePage />);
    await click('코드 만들기');
    const code = await screen.findByText('482 913');
    expect(code).toHaveAttribute('aria-label', '연결 코드 4 8 2 9 1 3');
    expect(screen.getByText('10분 0초 남았어요')).toBeInTheDocument();
    // Where the browser can speak, the digits are read one by one in Korean.
    const spoken: SpeechSynthesisUtterance[] = [];
    Object.assign(window, { speechSynthesis: { cancel: jest.fn(), speak: (utterance: SpeechSynthesisUtterance) => spoken.push(utterance) } });
    Object.assign(globalThis, {
      SpeechSynthesisUtterance: class {
        lang = '';
        rate = 1;
        constructor(readonly text: string) {}
      },
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    await click('숫자 소리로 듣기');
    expect(spoken.map(({ text, lang }) => ({ text, lang }))).toEqual([{ text: '4, 8, 2, 9, 1, 3', lang: 'ko-KR' }]);
    delete (window as { speechSynthesis?: unknown }).speechSynthesis;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(LINK_WATCH_MS - 1000);
    });
    expect(screen.getByText(/9분 5\d초 남았어요/)).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(LINK_WATCH_MS);
    });
    expect(await screen.findByText(/김딸님이 가족으로 연결되었어요/)).toBeInTheDocument();
    expect(screen.queryByText('482 913')).not.toBeInTheDocument();
  });

  it('after ten minutes the code is gone from the screen and a new one can be made', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    api.answer('GET /api/elderly/care/guardians', { status: 200, body: { guardians: [] } });
    api.answer('POST /api/elderly/care/link-code', { status: 201, body: { code: '482913', expiresAt: '2026-12-03T13:10:00', validSeconds: 600 } });
    renderPage('/familycode', <FamilyCodePage />);
    await click('코드 만들기');
    await screen.findByText('482 913');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(600_000);
    });
    expect(screen.queryByText('482 913')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '시간이 지나 이 코드는 쓸 수 없어요' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '새 코드 만들기' })).toBeInTheDocument();
  });

  it('shows the limit message when codes were made too often', async () => {
    api.answer('GET /api/elderly/care/guardians', { status: 200, body: { guardians: [] } });
    api.answer('POST /api/elderly/care/link-code', { status: 429, body: { code: 'TOO_MANY_LINK_CODES', message: '가족 연결 코드를 너무 자주 만드셨어요. 42분 후에 다시 만들어주세요.' } });
    renderPage('/familycode', <FamilyCodePage />);
    await click('코드 만들기');
    expect(await answerDialog()).toBe('가족 연결 코드를 너무 자주 만드셨어요. 42분 후에 다시 만들어주세요.');
  });
});
