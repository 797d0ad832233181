import { act, fireEvent, render, screen } from '@testing-library/react';
import { App } from '../App';
import { loadRemoteDefinitions } from '../../remotes/remote-config';
import { RemoteLoadError } from '../../remotes/remote-errors';

jest.mock('../../remotes/remote-config', () => ({ loadRemoteDefinitions: jest.fn() }));
jest.mock('../../remotes/load-remote-page', () => ({
  loadRemotePage: async (remote: string, path: string) => ({ default: () => <p>{`${remote} page for ${path}`}</p> }),
}));
const loadMock = loadRemoteDefinitions as jest.MockedFunction<typeof loadRemoteDefinitions>;

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}

beforeEach(() => loadMock.mockReset());

describe('shell start-up', () => {
  it('shows the splash at once, without waiting for the remote map', () => {
    loadMock.mockReturnValue(new Promise(() => {}));
    openAt('/');
    expect(screen.getByRole('img', { name: '이음 로고' })).toBeInTheDocument();
  });

  it('shows a loading modal on a remote page until the remote map is known, then the page', async () => {
    let answer: (list: Awaited<ReturnType<typeof loadRemoteDefinitions>>) => void = () => {};
    loadMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    openAt('/login');
    expect(screen.getByRole('status')).toHaveTextContent('화면을 불러오는 중이에요...');
    expect(screen.queryByText('not found')).not.toBeInTheDocument();
    await act(async () => answer([{ name: 'auth', entry: 'http://localhost:3001/mf-manifest.json', routes: ['/login'] }]));
    expect(await screen.findByText('auth page for /login')).toBeInTheDocument();
  });

  it('without the remote map, remote pages show the start error with retry while the shell pages keep working', async () => {
    loadMock.mockRejectedValueOnce(new RemoteLoadError('SHELL-001', 'HTTP 503'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    openAt('/login');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-error-code', 'SHELL-001');
    expect(alert).toHaveTextContent('앱을 시작하지 못했어요.');

    loadMock.mockResolvedValueOnce([{ name: 'auth', entry: 'http://localhost:3001/mf-manifest.json', routes: ['/login'] }]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '다시 시도' })));
    expect(await screen.findByText('auth page for /login')).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
