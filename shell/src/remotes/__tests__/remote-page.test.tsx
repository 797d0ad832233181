import { fireEvent, render, screen } from '@testing-library/react';
import { RemotePage } from '../RemotePage';
import { loadRemotePage } from '../load-remote-page';
import { RemoteLoadError } from '../remote-errors';

jest.mock('../load-remote-page', () => ({ loadRemotePage: jest.fn() }));
const load = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('a remote page', () => {
  it('shows a Korean message with a retry button when its remote is down, and recovers on retry', async () => {
    load.mockRejectedValueOnce(new RemoteLoadError('SHELL-002', 'remote auth'));
    load.mockResolvedValueOnce({ default: () => <p>로그인 화면</p> });
    render(<RemotePage remote="auth" path="/login" />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('이 화면을 지금 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');
    expect(alert).toHaveAttribute('data-error-code', 'SHELL-002');

    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a remote built for a newer platform contract shows SHELL-004 with its Korean message', async () => {
    load.mockRejectedValueOnce(new RemoteLoadError('SHELL-004', 'remote auth needs @ieum/platform ^2.0.0'));
    render(<RemotePage remote="auth" path="/edit" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-error-code', 'SHELL-004');
    expect(alert).toHaveTextContent('앱을 새 버전으로 바꾸는 중이에요. 잠시 후 다시 시도해 주세요.');
    expect(alert).toHaveTextContent('오류 코드 SHELL-004');
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });

  it('keeps a page that crashes while rendering inside its own boundary', async () => {
    load.mockResolvedValueOnce({
      default: () => {
        throw new Error('broken build');
      },
    });
    render(
      <>
        <p>shell content</p>
        <RemotePage remote="auth" path="/signup" />
      </>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByText('shell content')).toBeInTheDocument();
  });
});
