import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '@ieum/platform';
import { mount } from '../ieum-chat';
import { resetChatConnection } from '../../api/connection';
import { startContractServer, type ContractServer } from '../../__tests__/contract-server';

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer();
  HTMLMediaElement.prototype.play = () => Promise.resolve();
});
afterAll(() => server.close());
afterEach(() => resetChatConnection());

describe('IeumChat.mount', () => {
  it("puts the chat into the host page, signed with the integrator's token, with no app session", async () => {
    useSessionStore.getState().signOut();
    const host = document.createElement('div');
    document.body.append(host);
    let calls = 0;
    const chat = mount(host, {
      apiBase: server.apiBase,
      aiBase: `${server.aiBase}/`,
      getToken: async () => {
        calls += 1;
        return 'integrator-token';
      },
    });
    expect(await screen.findByText('복실이', { selector: '.chat-message__name' })).toBeInTheDocument();
    expect(document.title).not.toContain('챗봇');
    expect(screen.queryByRole('button', { name: '뒤로 가기' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('대화를 입력해 주세요'), { target: { value: '안녕하세요' } });
    await act(async () => {
      fireEvent.keyDown(screen.getByPlaceholderText('대화를 입력해 주세요'), { key: 'Enter' });
    });
    await screen.findByText('"안녕하세요" 잘 들었어요.');
    const sent = server.requests.find((request) => request.path === '/ai/chat/text')!;
    expect(sent.authorization).toBe('Bearer integrator-token');
    expect(server.requests.find((request) => request.path === '/api/elderly/chatBot')!.authorization).toBe('Bearer integrator-token');
    expect(calls).toBeGreaterThanOrEqual(3);
    expect((screen.getByTestId('reply-audio') as HTMLAudioElement).src).toBe(`${server.aiBase}/audio/reply-1.mp3`);
    act(() => chat.unmount());
    expect(host.childElementCount).toBe(0);
  });

  it('names the companion inside the embed when it has none yet, then returns to the chat', async () => {
    server.chatbot = { status: 404, body: { message: '챗봇 이름을 먼저 정해 주세요.', code: 'CHATBOT_NOT_SET' } };
    const host = document.createElement('div');
    document.body.append(host);
    const chat = mount(host, { apiBase: server.apiBase, aiBase: server.aiBase, getToken: () => 'integrator-token' });
    fireEvent.change(await screen.findByLabelText('챗봇 이름'), { target: { value: '말벗' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '저장하기' })));
    await waitFor(() => expect(screen.getByPlaceholderText('대화를 입력해 주세요')).toBeInTheDocument());
    expect(await screen.findByText('말벗', { selector: '.chat-message__name' })).toBeInTheDocument();
    act(() => chat.unmount());
  });

  it("keeps the companion per signed-in person, never in a key the host page's next user reads", async () => {
    const tokenOf = (sub: string) => `e30.${btoa(JSON.stringify({ sub, userType: 'elderly' })).replace(/=+$/, '')}.signature`;
    localStorage.clear();
    server.chatbot = { status: 200, body: { name: '복실이', profileImage: 'preset:moon' } };
    const host = document.createElement('div');
    document.body.append(host);
    const first = mount(host, { apiBase: server.apiBase, aiBase: server.aiBase, getToken: () => tokenOf('7') });
    expect(await screen.findByText('복실이', { selector: '.chat-message__name' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('ieumChat.user-7.chatBotName')).toBe('복실이'));
    expect(localStorage.getItem('chatBotName')).toBeNull();
    act(() => first.unmount());

    // The next person on the same page has no companion yet: an empty form, not the last one's name.
    server.chatbot = { status: 404, body: { message: '챗봇 이름을 먼저 정해 주세요.', code: 'CHATBOT_NOT_SET' } };
    const second = mount(host, { apiBase: server.apiBase, aiBase: server.aiBase, getToken: () => tokenOf('8') });
    // The form comes with the API's 404; nothing else is on its way that could fill it in later.
    const field = (await screen.findByLabelText('챗봇 이름')) as HTMLInputElement;
    expect(field.value).toBe('');
    expect(screen.queryByText('복실이')).not.toBeInTheDocument();
    expect(localStorage.getItem('ieumChat.user-7.chatBotName')).toBe('복실이');
    act(() => second.unmount());
  });

  it('refuses a call without its element or options, saying what is missing', () => {
    expect(() => mount(null as unknown as Element, { apiBase: '/api', aiBase: '/ai', getToken: () => 't' })).toThrow('DOM element');
    const host = document.createElement('div');
    expect(() => mount(host, { apiBase: '', aiBase: '/ai', getToken: () => 't' })).toThrow('apiBase');
    expect(() => mount(host, { apiBase: '/api', aiBase: '/ai' } as never)).toThrow('getToken');
  });
});
