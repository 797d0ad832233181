import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { wrongRoleMessage } from '@ieum/app-kit';
import ChatPage from '../ChatPage';
import { configureChatConnection, resetChatConnection } from '../../api/connection';
import { chatReply, startContractServer, type ContractServer } from '../../__tests__/contract-server';
import { answerDialog, renderPage } from '@ieum/app-kit/src/testing/page-testing';
import { resetDialogs, signInAs } from '../../__tests__/session';
import { SPEECH_UNSUPPORTED_MESSAGE } from '../../hooks/use-speech-recognition';
import { renderRoute } from '@ieum/app-kit/src/testing/routes-testing';
import { routes } from '../../routes';

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer();
});
afterAll(() => server.close());

/** What the browser's media element does, as far as the page can tell (jsdom plays nothing). */
let playResult: () => Promise<void>;
const played: string[] = [];
beforeAll(() => {
  Object.defineProperty(HTMLMediaElement.prototype, 'paused', {
    configurable: true,
    get(this: HTMLMediaElement & { playing?: boolean }) {
      return !this.playing;
    },
  });
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement & { playing?: boolean }) {
    played.push(this.src);
    this.playing = true;
    return playResult();
  };
  HTMLMediaElement.prototype.pause = function (this: HTMLMediaElement & { playing?: boolean }) {
    this.playing = false;
    this.dispatchEvent(new Event('pause'));
  };
});

function finishPlaying() {
  const audio = screen.getByTestId('reply-audio') as HTMLAudioElement & { playing?: boolean };
  audio.playing = false;
  fireEvent.ended(audio);
}

beforeEach(() => {
  resetDialogs();
  played.length = 0;
  playResult = () => Promise.resolve();
  Object.assign(server, {
    requests: [],
    replies: [],
    holdReplies: null,
    chatbot: { status: 200, body: { name: '복실이', profileImage: 'preset:moon' } },
    history: { status: 200, body: { status: 'success', data: { messages: [] } } },
  });
  configureChatConnection({ apiBase: server.apiBase, aiBase: server.aiBase });
  signInAs('elderly');
  delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
  delete (window as { SpeechRecognition?: unknown }).SpeechRecognition;
});
afterEach(() => resetChatConnection());

const box = () => screen.getByPlaceholderText('대화를 입력해 주세요');
const sendButton = () => screen.getByRole('button', { name: '보내기' });
const micButton = () => screen.getByRole('button', { name: /말하기|듣는 중/ });
const texts = () => server.requests.filter((request) => request.path === '/ai/chat/text').map((request) => (request.body as { text: string }).text);
const bubbles = () => Array.from(document.querySelectorAll('.chat-message__bubble')).map((node) => node.textContent);

async function openChat() {
  renderPage('/chatpage', <ChatPage />);
  await screen.findAllByText('복실이');
  await waitFor(() => expect(server.requests.some((request) => request.path.startsWith('/ai/chat/history'))).toBe(true));
}

async function type(text: string) {
  fireEvent.change(box(), { target: { value: text } });
}

async function pressEnter(options: { shiftKey?: boolean } = {}) {
  await act(async () => {
    fireEvent.keyDown(box(), { key: 'Enter', ...options });
  });
}

describe('/chatpage', () => {
  it('is titled 챗봇 and starts with a greeting from the named companion with its picture', async () => {
    await openChat();
    expect(screen.getByRole('heading', { level: 1, name: '챗봇' })).toBeInTheDocument();
    const first = screen.getAllByRole('listitem')[0];
    expect(within(first).getByText('복실이', { selector: '.chat-message__name' })).toBeInTheDocument();
    expect(first.textContent).toContain('저는 복실이입니다');
    expect(first.querySelector('img')!.getAttribute('src')).toContain('preset-moon');
    expect(localStorage.getItem('chatBotName')).toBe('복실이');
    expect(localStorage.getItem('chatBotProfileImage')).toBe('preset:moon');
  });

  it('shows the conversation so far after the greeting', async () => {
    server.history = {
      status: 200,
      body: {
        status: 'success',
        data: {
          messages: [
            { id: 7, sender: 'user', text: '어제 손주가 왔어요', audioPath: null, createdAt: '2026-11-22T05:00:00Z' },
            { id: 8, sender: 'ai', text: '손주가 와서 반가우셨겠어요.', audioPath: '/audio/old.mp3', createdAt: '2026-11-22T05:00:02Z' },
          ],
        },
      },
    };
    await openChat();
    await screen.findByText('어제 손주가 왔어요');
    expect(bubbles().slice(1)).toEqual(['어제 손주가 왔어요', '손주가 와서 반가우셨겠어요.']);
    expect(screen.getAllByText('오후 2:00').length).toBeGreaterThan(0);
  });

  it('without the conversation so far (history failed), the chat still works', async () => {
    server.history = { status: 500, body: { message: '서버 오류', code: 'INTERNAL' } };
    await openChat();
    expect(bubbles()).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await type('안녕하세요');
    await pressEnter();
    await screen.findByText('"안녕하세요" 잘 들었어요.');
    expect(bubbles().slice(1)).toEqual(['안녕하세요', '"안녕하세요" 잘 들었어요.']);
  });

  it('Enter sends, Shift+Enter does not, blanks are never sent', async () => {
    await openChat();
    await type('   \n  ');
    await pressEnter();
    expect(sendButton()).toBeDisabled();
    await type('안녕하세요');
    await pressEnter({ shiftKey: true });
    expect(texts()).toEqual([]);
    await pressEnter();
    await screen.findByText('"안녕하세요" 잘 들었어요.');
    expect(texts()).toEqual(['안녕하세요']);
    expect(box()).toHaveValue('');
    expect(server.requests.find((request) => request.path === '/ai/chat/text')!.authorization).toBe('Bearer token-elderly');
  });

  it('an Enter that only finishes a Korean syllable does not send', async () => {
    await openChat();
    await type('안녕');
    await act(async () => {
      fireEvent.keyDown(box(), { key: 'Enter', isComposing: true });
    });
    expect(texts()).toEqual([]);
  });

  it('shows 답변을 생성 중입니다... while waiting, then the reply; its speech plays with mic and send held', async () => {
    let release: () => void = () => {};
    server.holdReplies = new Promise((resolve) => (release = resolve));
    await openChat();
    await type('오늘 날씨가 좋네요');
    await pressEnter();
    expect(await screen.findByRole('status')).toHaveTextContent('답변을 생성 중입니다...');
    expect(bubbles()).toContain('오늘 날씨가 좋네요');
    await act(async () => release());
    await screen.findByText('"오늘 날씨가 좋네요" 잘 들었어요.');
    expect(screen.queryByText('답변을 생성 중입니다...')).not.toBeInTheDocument();
    expect(played).toEqual([`${server.aiBase}/audio/reply-1.mp3`]);
    await type('또 보내요');
    expect(sendButton()).toBeDisabled();
    expect(micButton()).toBeDisabled();
    await pressEnter();
    expect(texts()).toEqual(['오늘 날씨가 좋네요']);
    await act(async () => finishPlaying());
    expect(sendButton()).toBeEnabled();
    expect(micButton()).toBeEnabled();
  });

  it('a message typed while the reply is coming is not sent then, and stays in the box', async () => {
    let release: () => void = () => {};
    server.holdReplies = new Promise((resolve) => (release = resolve));
    server.replies = [chatReply('첫 답이에요', { audio_path: null }), chatReply('둘째 답이에요', { audio_path: null })];
    await openChat();
    await type('첫 이야기');
    await pressEnter();
    await screen.findByRole('status');
    await type('둘째 이야기');
    await pressEnter();
    expect(box()).toHaveValue('둘째 이야기');
    await act(async () => release());
    await screen.findByText('첫 답이에요');
    expect(texts()).toEqual(['첫 이야기']);
    await pressEnter();
    await screen.findByText('둘째 답이에요');
    expect(texts()).toEqual(['첫 이야기', '둘째 이야기']);
  });

  it('audio that cannot play just gives the controls back', async () => {
    playResult = () => Promise.reject(new DOMException('blocked', 'NotAllowedError'));
    await openChat();
    await type('안녕');
    await pressEnter();
    await screen.findByText('"안녕" 잘 들었어요.');
    await waitFor(() => expect(micButton()).toBeEnabled());
    await type('다음 말');
    expect(sendButton()).toBeEnabled();
  });

  it('a reply without speech (audio_path null) shows the text and plays nothing', async () => {
    server.replies = [chatReply('목소리 없이 답해요', { audio_path: null })];
    await openChat();
    await type('안녕');
    await pressEnter();
    await screen.findByText('목소리 없이 답해요');
    expect(played).toEqual([]);
    expect(micButton()).toBeEnabled();
  });

  it('pauses the speech when the page is hidden', async () => {
    await openChat();
    await type('안녕');
    await pressEnter();
    await screen.findByText('"안녕" 잘 들었어요.');
    expect(micButton()).toBeDisabled();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect((screen.getByTestId('reply-audio') as HTMLAudioElement).paused).toBe(true);
    expect(micButton()).toBeEnabled();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });

  it('a failed reply appends the apology, and the next message works again', async () => {
    server.replies = [{ status: 503, body: { message: '잠시 후 다시 시도해 주세요.', code: 'AI_UNAVAILABLE' } }];
    await openChat();
    await type('안녕하세요');
    await pressEnter();
    await screen.findByText('죄송합니다. 현재 요청을 처리할 수 없습니다.');
    await type('다시 말해요');
    await pressEnter();
    await screen.findByText('"다시 말해요" 잘 들었어요.');
    expect(bubbles().slice(1)).toEqual(['안녕하세요', '죄송합니다. 현재 요청을 처리할 수 없습니다.', '다시 말해요', '"다시 말해요" 잘 들었어요.']);
  });

  it('an AI host that cannot be reached also gets the apology', async () => {
    configureChatConnection({ aiBase: 'http://127.0.0.1:9/ai' });
    renderPage('/chatpage', <ChatPage />);
    await screen.findAllByText('복실이');
    await type('안녕하세요');
    await pressEnter();
    expect(await screen.findByText('죄송합니다. 현재 요청을 처리할 수 없습니다.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('offers a volunteer visit: 네 opens the request form', async () => {
    server.replies = [chatReply('요즘 많이 외로우셨군요.', { suggestion: { kind: 'REQUEST_VISIT', text: '봉사자 방문을 신청해 드릴까요?' } })];
    await openChat();
    await type('요즘 너무 외로워요');
    await pressEnter();
    const offer = await screen.findByRole('group', { name: '봉사자 방문을 신청해 드릴까요?' });
    await act(async () => fireEvent.click(within(offer).getByRole('button', { name: '네' })));
    expect(screen.getByTestId('where')).toHaveTextContent('/RequestForm');
  });

  it('아니요 closes the offer and stays', async () => {
    server.replies = [chatReply('그러셨군요.', { suggestion: { kind: 'REQUEST_VISIT', text: '봉사자 방문을 신청해 드릴까요?' } })];
    await openChat();
    await type('외로워요');
    await pressEnter();
    const offer = await screen.findByRole('group', { name: '봉사자 방문을 신청해 드릴까요?' });
    await act(async () => fireEvent.click(within(offer).getByRole('button', { name: '아니요' })));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('a companion not named yet sends the user to /SetName, to come back here', async () => {
    server.chatbot = { status: 404, body: { message: '챗봇 이름을 먼저 정해 주세요.', code: 'CHATBOT_NOT_SET' } };
    localStorage.setItem('chatBotName', '옛 이름');
    renderPage('/chatpage', <ChatPage />);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/SetName {"returnTo":"/chatpage"}'));
    expect(localStorage.getItem('chatBotName')).toBeNull();
  });

  it('a chatbot lookup that fails for another reason also goes to /SetName', async () => {
    server.chatbot = { status: 500 };
    renderPage('/chatpage', <ChatPage />);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/SetName'));
  });

  it('is for elderly users only', async () => {
    signInAs('volunteer');
    await renderRoute(routes, '/chatpage');
    expect(screen.getByTestId('where')).toHaveTextContent('/volunteermain');
    expect(await answerDialog()).toBe(wrongRoleMessage('elderly'));
  });
});

describe('/chatpage microphone', () => {
  class FakeRecognition extends EventTarget {
    static instances: FakeRecognition[] = [];
    lang = '';
    continuous = false;
    interimResults = true;
    maxAlternatives = 5;
    started = false;
    stopped = false;
    constructor() {
      super();
      FakeRecognition.instances.push(this);
    }
    start() {
      this.started = true;
    }
    stop() {
      this.stopped = true;
    }
    abort() {
      this.stopped = true;
    }
    say(transcript: string, isFinal: boolean) {
      const result = Object.assign([{ transcript }], { isFinal });
      this.dispatchEvent(Object.assign(new Event('result'), { resultIndex: 0, results: [result] }));
    }
    fail(error: string) {
      this.dispatchEvent(Object.assign(new Event('error'), { error }));
    }
    end() {
      this.dispatchEvent(new Event('end'));
    }
  }

  beforeEach(() => {
    FakeRecognition.instances = [];
  });

  it('without speech recognition in the browser, the mic says so', async () => {
    await openChat();
    expect(screen.getByText('이 브라우저는 음성 인식을 지원하지 않아요. 글자로 입력해 주세요.')).toBeInTheDocument();
    await act(async () => fireEvent.click(micButton()));
    expect(await answerDialog()).toBe(SPEECH_UNSUPPORTED_MESSAGE);
    expect(micButton()).toHaveAttribute('aria-pressed', 'false');
  });

  it('listens in Korean, continuously, final results only, one alternative; final words fill the box', async () => {
    (window as unknown as { webkitSpeechRecognition: unknown }).webkitSpeechRecognition = FakeRecognition;
    await openChat();
    await act(async () => fireEvent.click(micButton()));
    const recognition = FakeRecognition.instances[0];
    expect(recognition).toMatchObject({ lang: 'ko-KR', continuous: true, interimResults: false, maxAlternatives: 1, started: true });
    expect(micButton()).toHaveAttribute('aria-pressed', 'true');
    expect(micButton()).toHaveTextContent('듣는 중');
    await act(async () => recognition.say('오늘은', false));
    expect(box()).toHaveValue('');
    await act(async () => recognition.say('오늘은 기분이 좋아요', true));
    expect(box()).toHaveValue('오늘은 기분이 좋아요');
    await act(async () => recognition.say('산책도 했어요', true));
    expect(box()).toHaveValue('오늘은 기분이 좋아요 산책도 했어요');
    await act(async () => recognition.end());
    expect(micButton()).toHaveAttribute('aria-pressed', 'false');
  });

  it('an error turns the mic off; tapping again stops listening', async () => {
    (window as unknown as { SpeechRecognition: unknown }).SpeechRecognition = FakeRecognition;
    await openChat();
    await act(async () => fireEvent.click(micButton()));
    await act(async () => FakeRecognition.instances[0].fail('no-speech'));
    expect(micButton()).toHaveAttribute('aria-pressed', 'false');
    await act(async () => fireEvent.click(micButton()));
    expect(micButton()).toHaveAttribute('aria-pressed', 'true');
    await act(async () => fireEvent.click(micButton()));
    expect(FakeRecognition.instances[1].stopped).toBe(true);
    expect(micButton()).toHaveAttribute('aria-pressed', 'false');
  });

  it('a refused microphone is explained', async () => {
    (window as unknown as { SpeechRecognition: unknown }).SpeechRecognition = FakeRecognition;
    await openChat();
    await act(async () => fireEvent.click(micButton()));
    await act(async () => FakeRecognition.instances[0].fail('not-allowed'));
    expect(await answerDialog()).toContain('마이크');
  });

  it('sending stops listening', async () => {
    (window as unknown as { SpeechRecognition: unknown }).SpeechRecognition = FakeRecognition;
    await openChat();
    await act(async () => fireEvent.click(micButton()));
    const recognition = FakeRecognition.instances[0];
    await act(async () => recognition.say('밥 먹었어요', true));
    await pressEnter();
    expect(recognition.stopped).toBe(true);
    expect(micButton()).toHaveAttribute('aria-pressed', 'false');
    await screen.findByText('"밥 먹었어요" 잘 들었어요.');
  });
});
