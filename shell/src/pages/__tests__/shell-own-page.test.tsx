import { fireEvent, render, screen } from '@testing-library/react';
import { ShellOwnPage } from '../ShellOwnPage';

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe("the shell's own lazy pages", () => {
  it('a chunk that cannot be loaded (a redeploy removed it) shows SHELL-005 in the page, not a blank app', async () => {
    const load = () => Promise.reject(new Error('Loading chunk 412 failed'));
    render(
      <>
        <p>shell content</p>
        <ShellOwnPage load={load} />
      </>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-error-code', 'SHELL-005');
    expect(alert).toHaveTextContent('이 화면을 지금 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
    expect(screen.getByText('shell content')).toBeInTheDocument();
  });

  it('a page that crashes while drawing stays inside its boundary and 다시 시도 draws it again', async () => {
    let crash = true;
    function Notifications() {
      if (crash) throw new Error('cannot read properties of undefined');
      return <p>알림 목록</p>;
    }
    const load = () => Promise.resolve({ default: Notifications });
    render(<ShellOwnPage load={load} />);
    expect(await screen.findByRole('alert')).toHaveAttribute('data-error-code', 'SHELL-002');
    crash = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('알림 목록')).toBeInTheDocument();
  });
});
