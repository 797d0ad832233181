import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '@ieum/platform';
import { SIGN_IN_REQUIRED_MESSAGE, wrongRoleMessage } from '@ieum/app-kit';
import SetNamePage from '../SetNamePage';
import { configureChatConnection, resetChatConnection } from '../../api/connection';
import { startContractServer, type ContractServer } from '../../__tests__/contract-server';
import { answerDialog, renderPage } from '@ieum/app-kit/src/testing/page-testing';
import { resetDialogs, signInAs } from '../../__tests__/session';
import { renderRoute } from '@ieum/app-kit/src/testing/routes-testing';
import { routes } from '../../routes';

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer();
});
afterAll(() => server.close());
beforeEach(() => {
  resetDialogs();
  server.requests.length = 0;
  server.saveChatbot = null;
  configureChatConnection({ apiBase: server.apiBase, aiBase: server.aiBase });
  signInAs('elderly');
});
afterEach(() => resetChatConnection());

const patches = () => server.requests.filter((request) => request.method === 'PATCH');

describe('/SetName', () => {
  it('refuses an empty or blank name without calling the server', async () => {
    renderPage('/SetName', <SetNamePage />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '저장하기' })));
    expect(await answerDialog()).toBe('챗봇 이름이 없습니다.');
    fireEvent.change(screen.getByLabelText('챗봇 이름'), { target: { value: '   ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '저장하기' })));
    expect(await answerDialog()).toBe('챗봇 이름이 없습니다.');
    expect(patches()).toEqual([]);
  });

  it('saves the trimmed name and the chosen picture, remembers them on the device and goes back', async () => {
    renderPage('/SetName', <SetNamePage />);
    expect(screen.getByLabelText('챗봇 이름')).toHaveAttribute('maxLength', '20');
    expect(screen.getByRole('radio', { name: '해님' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.change(screen.getByLabelText('챗봇 이름'), { target: { value: '  복실이 ' } });
    fireEvent.click(screen.getByRole('radio', { name: '꽃' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '저장하기' })));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/ChatCenter'));
    expect(patches()).toMatchObject([
      { method: 'PATCH', path: '/api/elderly', authorization: 'Bearer token-elderly', body: { name: '복실이', profileImage: 'preset:flower' } },
    ]);
    expect(localStorage.getItem('chatBotName')).toBe('복실이');
    expect(localStorage.getItem('chatBotProfileImage')).toBe('preset:flower');
  });

  it('arrow keys move the picture choice', () => {
    renderPage('/SetName', <SetNamePage />);
    fireEvent.keyDown(screen.getByRole('radio', { name: '해님' }), { key: 'ArrowRight' });
    expect(screen.getByRole('radio', { name: '달님' })).toHaveAttribute('aria-checked', 'true');
  });

  it('returns to the page that sent the user here', async () => {
    renderPage('/SetName', <SetNamePage />, { returnTo: '/chatpage' });
    fireEvent.change(screen.getByLabelText('챗봇 이름'), { target: { value: '말벗' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '저장하기' })));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/chatpage'));
  });

  it('a failed save says so and keeps what was typed', async () => {
    server.saveChatbot = { status: 500 };
    renderPage('/SetName', <SetNamePage />);
    fireEvent.change(screen.getByLabelText('챗봇 이름'), { target: { value: '복실이' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '저장하기' })));
    await screen.findByRole('alertdialog');
    // The saving cover is gone and the button usable again when the reason shows.
    expect(screen.queryByText('저장하는 중입니다...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '저장하기' })).toBeEnabled();
    expect(await answerDialog()).toBe('챗봇 이름 저장 중 오류가 발생했습니다.');
    expect(screen.getByLabelText('챗봇 이름')).toHaveValue('복실이');
    expect(localStorage.getItem('chatBotName')).toBeNull();
  });

  it('a second tap while saving sends nothing more, and the cover says it is saving', async () => {
    renderPage('/SetName', <SetNamePage />);
    fireEvent.change(screen.getByLabelText('챗봇 이름'), { target: { value: '복실이' } });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
      fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('저장하는 중입니다...');
    expect(screen.getByRole('button', { name: '저장하기' })).toBeDisabled();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/ChatCenter'));
    expect(patches()).toHaveLength(1);
  });

  it('names invisible characters before sending', async () => {
    renderPage('/SetName', <SetNamePage />);
    fireEvent.change(screen.getByLabelText('챗봇 이름'), { target: { value: '복실\u200b이' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '저장하기' })));
    expect(await answerDialog()).toBe('챗봇 이름에 쓸 수 없는 문자가 들어 있습니다.');
    expect(patches()).toEqual([]);
  });

  it("shows the server's own reason for a refused name", async () => {
    server.saveChatbot = { status: 400, body: { message: '이 이름은 쓸 수 없습니다.', code: 'VALIDATION_FAILED' } };
    renderPage('/SetName', <SetNamePage />);
    fireEvent.change(screen.getByLabelText('챗봇 이름'), { target: { value: '복실이' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '저장하기' })));
    expect(await answerDialog()).toBe('이 이름은 쓸 수 없습니다.');
  });

  it('sends a volunteer to the volunteer home, and a signed-out visitor to /login, with a message', async () => {
    signInAs('volunteer');
    const first = await renderRoute(routes, '/SetName');
    expect(screen.getByTestId('where')).toHaveTextContent('/volunteermain');
    expect(await answerDialog()).toBe(wrongRoleMessage('elderly'));
    first.unmount();
    useSessionStore.getState().signOut();
    await renderRoute(routes, '/SetName');
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    expect(await answerDialog()).toBe(SIGN_IN_REQUIRED_MESSAGE);
  });
});

