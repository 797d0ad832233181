import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@ieum/platform';
import { SIGN_IN_REQUIRED_MESSAGE } from '@ieum/app-kit';
import ChatCenterPage, { ANALYSIS_ABOUT } from '../ChatCenterPage';
import { configureChatConnection, resetChatConnection } from '../../api/connection';
import { startContractServer, type ContractServer } from '../../__tests__/contract-server';
import { answerDialog, renderPage } from '@ieum/app-kit/src/testing/page-testing';
import { resetDialogs, signInAs } from '../../__tests__/session';
import { previousSeoulMonth } from '../../components/emotion-summary';
import { renderRoute } from '@ieum/app-kit/src/testing/routes-testing';
import { routes } from '../../routes';

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer();
  // jsdom lays nothing out; the responsive chart draws only into a measured box.
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 300, height: 240, top: 0, left: 0, right: 300, bottom: 240, x: 0, y: 0, toJSON: () => ({}),
  } as DOMRect);
  Object.defineProperties(HTMLElement.prototype, {
    offsetWidth: { configurable: true, get: () => 300 },
    offsetHeight: { configurable: true, get: () => 240 },
  });
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      constructor(private readonly callback: (entries: unknown[]) => void) {}
      observe(target: Element) {
        this.callback([{ target, contentRect: { width: 300, height: 240 } }]);
      }
      unobserve() {}
      disconnect() {}
    };
  }
});
afterAll(() => server.close());
beforeEach(() => {
  resetDialogs();
  Object.assign(server, { requests: [], chatbot: { status: 200, body: { name: '복실이', profileImage: 'preset:tree' } } });
  configureChatConnection({ apiBase: server.apiBase, aiBase: server.aiBase });
  signInAs('elderly');
});
afterEach(() => resetChatConnection());

const seeded = {
  status: 200,
  body: {
    sentimentPercentages: { 기쁨: 10, 평온: 35, 설렘: 5, 슬픔: 20, 외로움: 25, 불안: 3, 분노: 2 },
    feedback: '지난달에는 평온한 날이 많으셨어요. 외로울 때는 언제든 말 걸어 주세요.',
    chatBotName: '복실이',
    month: '2026-10',
  },
};

async function openCenter() {
  renderPage('/ChatCenter', <ChatCenterPage />);
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument(), { timeout: 10_000 });
}

describe('/ChatCenter', () => {
  it('says the analysis is loading until it and the companion arrive', async () => {
    server.sentiment = seeded;
    renderPage('/ChatCenter', <ChatCenterPage />);
    expect(screen.getByRole('status')).toHaveTextContent('감정 분석 결과를 불러오는 중입니다...');
    // What the section is stands at once, before the analysis.
    expect(screen.getByText(ANALYSIS_ABOUT)).toBeInTheDocument();
    const [year, month] = previousSeoulMonth().split('-');
    expect(screen.getByText(`${year}년 ${Number(month)}월`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: '복실이' })).toBeInTheDocument();
    expect(screen.getByText('2026년 10월')).toBeInTheDocument();
  });

  it('is titled 채팅센터 with the companion card; the start button opens the chat', async () => {
    server.sentiment = seeded;
    await openCenter();
    expect(screen.getByRole('heading', { level: 1, name: '채팅센터' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '복실이' })).toBeInTheDocument();
    expect(screen.getByText('바로 연결해 드릴게요')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '대화 시작하기' })));
    expect(screen.getByTestId('where')).toHaveTextContent('/ChatPage');
  });

  it("shows last month's emotions: the month, the pie, the legend largest first with percents and the palette in that order, the feedback", async () => {
    server.sentiment = seeded;
    await openCenter();
    expect(screen.getByText('2026년 10월')).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: '감정별 비율' });
    const rows = within(legend).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['평온35%', '외로움25%', '슬픔20%', '기쁨10%', '설렘5%', '불안3%', '분노2%']);
    expect(rows.map((row) => (row.querySelector('.chat-legend__dot') as HTMLElement).style.backgroundColor)).toEqual([
      'rgb(93, 71, 255)',
      'rgb(255, 107, 107)',
      'rgb(255, 217, 61)',
      'rgb(107, 203, 119)',
      'rgb(77, 150, 255)',
      'rgb(255, 181, 232)',
      'rgb(192, 132, 252)',
    ]);
    const pie = screen.getByRole('img', { name: /지난달 감정 비율: 평온 35%, 외로움 25%/ });
    await waitFor(() => expect(pie.querySelectorAll('svg path').length).toBe(7));
    const fills = Array.from(pie.querySelectorAll('svg path')).map((path) => path.getAttribute('fill')?.toLowerCase());
    expect(new Set(fills)).toEqual(new Set(['#5d47ff', '#ff6b6b', '#ffd93d', '#6bcb77', '#4d96ff', '#ffb5e8', '#c084fc']));
    expect(screen.getByText(seeded.body.feedback)).toBeInTheDocument();
  });

  it('an empty month is shown kindly, with no chart and no feedback', async () => {
    server.sentiment = { status: 200, body: { sentimentPercentages: {}, feedback: '', chatBotName: '복실이', month: '2026-10' } };
    await openCenter();
    expect(screen.getByText('2026년 10월')).toBeInTheDocument();
    expect(screen.getByText('지난달에는 나눈 대화가 없어요. 오늘 복실이에게 이야기를 들려주세요.')).toBeInTheDocument();
    expect(screen.getByText(ANALYSIS_ABOUT)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '감정별 비율' })).not.toBeInTheDocument();
    expect(document.querySelector('blockquote')).toBeNull();
  });

  it('data without feedback shows no quote', async () => {
    server.sentiment = { status: 200, body: { ...seeded.body, feedback: '  ' } };
    await openCenter();
    expect(screen.getByRole('list', { name: '감정별 비율' })).toBeInTheDocument();
    expect(document.querySelector('blockquote')).toBeNull();
  });

  it('without a month from the server, names the previous month in Seoul', async () => {
    server.sentiment = { status: 200, body: { sentimentPercentages: {}, feedback: '', chatBotName: '복실이' } };
    await openCenter();
    const [year, month] = previousSeoulMonth().split('-');
    expect(screen.getByText(`${year}년 ${Number(month)}월`)).toBeInTheDocument();
  });

  it.each([
    [403, '접근 권한이 없습니다.'],
    [404, '감정 분석 결과를 찾을 수 없습니다.'],
    [500, '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.'],
    [418, '감정 분석 결과를 불러오지 못했습니다. (오류 코드 418)'],
  ])('a %i answer says %s, and 다시 시도 loads again', async (status, message) => {
    server.sentiment = { status };
    await openCenter();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    server.sentiment = seeded;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '다시 시도' })));
    await screen.findByRole('list', { name: '감정별 비율' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a server that cannot be reached is named as such', async () => {
    server.sentiment = { status: 0, drop: true };
    await openCenter();
    expect(screen.getByRole('alert')).toHaveTextContent('서버에 연결할 수 없습니다. 인터넷 연결을 확인하고 다시 시도해 주세요.');
    expect(screen.getByRole('heading', { name: '복실이' })).toBeInTheDocument();
  });

  it('a companion not named yet sends the user to /SetName', async () => {
    server.chatbot = { status: 404, body: { message: '챗봇 이름을 먼저 정해 주세요.', code: 'CHATBOT_NOT_SET' } };
    server.sentiment = seeded;
    renderPage('/ChatCenter', <ChatCenterPage />);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/SetName {"returnTo":"/ChatCenter"}'));
  });

  it('sends a signed-out visitor to /login with a message', async () => {
    useSessionStore.getState().signOut();
    await renderRoute(routes, '/ChatCenter');
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    expect(await answerDialog()).toBe(SIGN_IN_REQUIRED_MESSAGE);
  });
});
