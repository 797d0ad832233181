import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RequireRole, RequireSignIn, SIGN_IN_REQUIRED_MESSAGE, wrongRoleMessage } from '../RequireRole';
import { useDialogStore, useSessionStore } from '@ieum/platform';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/volunteermain"
          element={
            <RequireRole role="volunteer">
              <p>봉사자 홈 내용</p>
            </RequireRole>
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const alerts = () => useDialogStore.getState().queue.map((item) => item.message);

beforeEach(() => {
  useSessionStore.getState().signOut();
  useDialogStore.setState({ queue: [] });
});

describe('RequireRole', () => {
  it('shows the page to its role', () => {
    useSessionStore.getState().signIn({ accessToken: 't', userType: 'volunteer' });
    renderAt('/volunteermain');
    expect(screen.getByText('봉사자 홈 내용')).toBeInTheDocument();
    expect(alerts()).toEqual([]);
  });

  it('sends a signed-out visitor to /login, remembering the page, and says why', async () => {
    renderAt('/volunteermain');
    await act(async () => undefined);
    expect(screen.queryByText('봉사자 홈 내용')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/login {"returnTo":"/volunteermain"}');
    expect(alerts()).toEqual([SIGN_IN_REQUIRED_MESSAGE]);
  });

  it('sends the other role to its own home once, with a Korean message', async () => {
    useSessionStore.getState().signIn({ accessToken: 't', userType: 'elderly' });
    renderAt('/volunteermain');
    await act(async () => undefined);
    expect(screen.getByTestId('where')).toHaveTextContent('/usermain');
    expect(alerts()).toEqual([wrongRoleMessage('volunteer')]);
    expect(wrongRoleMessage('volunteer')).toBe('봉사자 전용 화면입니다. 내 홈 화면으로 이동할게요.');
  });
});

describe('RequireSignIn', () => {
  function renderEdit() {
    render(
      <MemoryRouter initialEntries={['/edit']}>
        <Routes>
          <Route
            path="/edit"
            element={
              <RequireSignIn>
                <p>내 정보 내용</p>
              </RequireSignIn>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it.each(['volunteer', 'elderly'] as const)('shows the page to a signed-in %s', (userType) => {
    useSessionStore.getState().signIn({ accessToken: 't', userType });
    renderEdit();
    expect(screen.getByText('내 정보 내용')).toBeInTheDocument();
    expect(alerts()).toEqual([]);
  });

  it('leaves a sign-out on the page to the page: no redirect with a way back, no alert', async () => {
    useSessionStore.getState().signIn({ accessToken: 't', userType: 'volunteer' });
    renderEdit();
    await act(async () => useSessionStore.getState().signOut());
    expect(screen.queryByText('내 정보 내용')).not.toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    expect(alerts()).toEqual([]);
  });

  it('sends a signed-out visitor to /login with the way back, and says why', async () => {
    renderEdit();
    await act(async () => undefined);
    expect(screen.queryByText('내 정보 내용')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/login {"returnTo":"/edit"}');
    expect(alerts()).toEqual([SIGN_IN_REQUIRED_MESSAGE]);
  });
});
