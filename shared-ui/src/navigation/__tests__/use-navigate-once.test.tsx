import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { useNavigateOnce } from '../use-navigate-once';

function Pages() {
  const go = useNavigateOnce();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <>
      <p data-testid="where">{pathname}</p>
      <button type="button" onClick={() => go(pathname === '/a' ? '/b' : '/a')}>
        다음
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        뒤로
      </button>
    </>
  );
}

function renderPages() {
  render(
    <MemoryRouter initialEntries={['/start']}>
      <Pages />
    </MemoryRouter>,
  );
}

describe('useNavigateOnce', () => {
  it('leaves once on a double tap, so one step back returns to where the user was', () => {
    renderPages();
    const next = screen.getByRole('button', { name: '다음' });
    act(() => {
      fireEvent.click(next);
      fireEvent.click(next);
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/a');
    act(() => fireEvent.click(screen.getByRole('button', { name: '뒤로' })));
    expect(screen.getByTestId('where')).toHaveTextContent('/start');
  });

  it('navigates again from the new location when the page stays mounted', () => {
    renderPages();
    act(() => fireEvent.click(screen.getByRole('button', { name: '다음' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: '다음' })));
    expect(screen.getByTestId('where')).toHaveTextContent('/b');
  });
});
