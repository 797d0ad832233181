import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useDialogStore } from '@ieum/platform';
import { DialogHost } from '@ieum/shared-ui';
import RoleSelectPage from '../RoleSelectPage';

function SignupProbe() {
  const { state } = useLocation();
  return <pre data-testid="signup-state">{JSON.stringify(state)}</pre>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/roleselect" element={<RoleSelectPage />} />
        <Route path="/signup" element={<SignupProbe />} />
      </Routes>
      <DialogHost />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useDialogStore.setState({ queue: [] });
  sessionStorage.clear();
});

describe('role choice', () => {
  it('asks for a choice before going on', async () => {
    renderAt('/roleselect');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '다음' })));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('가입 유형을 선택해주세요.');
  });

  it('goes to /signup with the role and no userInfo', () => {
    renderAt('/roleselect');
    fireEvent.click(screen.getByRole('radio', { name: /봉사자/ }));
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(JSON.parse(screen.getByTestId('signup-state').textContent!)).toEqual({ role: 'volunteer', userInfo: null });
  });

  it('carries the social-login prefill and its ticket from the query string', () => {
    renderAt('/roleselect?username=kakao_123&name=%EA%B9%80%EC%98%81%ED%9D%AC&gender=female&phone=01012345678&age=78&kakaoTicket=t-1');
    fireEvent.click(screen.getByRole('radio', { name: /이용자/ }));
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(JSON.parse(screen.getByTestId('signup-state').textContent!)).toEqual({
      role: 'elderly',
      userInfo: { username: 'kakao_123', name: '김영희', gender: 'female', phone: '01012345678', age: '78', kakaoTicket: 't-1' },
    });
  });

  it('is one Tab stop whose arrow keys move the choice and the focus together', () => {
    renderAt('/roleselect');
    const elderly = screen.getByRole('radio', { name: /이용자/ });
    const volunteer = screen.getByRole('radio', { name: /봉사자/ });
    const guardian = screen.getByRole('radio', { name: /가족/ });
    expect([elderly.tabIndex, volunteer.tabIndex, guardian.tabIndex]).toEqual([0, -1, -1]);
    elderly.focus();
    fireEvent.keyDown(elderly, { key: 'ArrowDown' });
    expect(volunteer).toHaveAttribute('aria-checked', 'true');
    expect(volunteer).toHaveFocus();
    expect([elderly.tabIndex, volunteer.tabIndex, guardian.tabIndex]).toEqual([-1, 0, -1]);
    fireEvent.keyDown(volunteer, { key: 'ArrowDown' });
    expect(guardian).toHaveFocus();
    fireEvent.keyDown(guardian, { key: 'ArrowDown' });
    expect(elderly).toHaveAttribute('aria-checked', 'true');
    expect(elderly).toHaveFocus();
  });

  it('shows the earlier choice when the user comes back from /signup, and ignores a tampered one', () => {
    const first = renderAt('/roleselect');
    fireEvent.click(screen.getByRole('radio', { name: /이용자/ }));
    first.unmount();
    renderAt('/roleselect');
    expect(screen.getByRole('radio', { name: /이용자/ })).toHaveAttribute('aria-checked', 'true');
    for (const tampered of ['admin', 'staff']) {
      cleanup();
      sessionStorage.setItem('ieum-roleselect-draft', JSON.stringify({ role: tampered }));
      renderAt('/roleselect');
      expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-checked'))).toEqual(['false', 'false', 'false']);
    }
  });

  it('offers family (가족) signup, and no welfare-worker signup', () => {
    renderAt('/roleselect');
    expect(screen.queryByRole('radio', { name: /사회복지사/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /가족/ }));
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(JSON.parse(screen.getByTestId('signup-state').textContent!)).toEqual({ role: 'guardian', userInfo: null });
  });
});
