import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useSessionStore } from '@ieum/platform';
import { startTypedApi } from '@ieum/app-kit/src/testing/typed-api';
import LoginPage, { safeReturnPath } from '../LoginPage';
import type { LoginResponse } from '../../api/login';

const api = startTypedApi();

/** Every location the router showed, in order (navigations in one batch show only the last). */
const arrivals: string[] = [];
function Arrivals() {
  const location = useLocation();
  useEffect(() => {
    arrivals.push(location.pathname);
  }, [location]);
  return null;
}

/** Any page but the login: its path, and a back button that goes one step back in the history. */
function Stand() {
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="where">{useLocation().pathname}</p>
      <button type="button" onClick={() => navigate(-1)}>
        이전 화면
      </button>
    </>
  );
}

/** The login page after `/start` in the history, with the pages it leads to. */
function renderLogin(state: unknown = null) {
  return render(
    <MemoryRouter initialEntries={['/start', { pathname: '/login', state }]}>
      <Arrivals />
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<Stand />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The rest of a real login answer; each test names what it is about. */
const loginAnswer: LoginResponse = {
  accessToken: 'a0',
  refreshToken: 'r0',
  userType: 'volunteer',
  name: '박봉사',
  address: { district: 'MAPO', detail: '' },
  phone: '01012345678',
  profileImage: null,
};

afterEach(() => {
  expect(api.unhandled).toEqual([]);
});

beforeEach(() => {
  arrivals.length = 0;
  useSessionStore.getState().signOut();
});

it('goes home once per sign-in, in place of the login: back skips the login', async () => {
  api.use({ 'POST /api/login': { body: { ...loginAnswer, accessToken: 'a1', userType: 'elderly', name: '김영희' } } });
  renderLogin();
  fireEvent.change(screen.getByPlaceholderText('아이디'), { target: { value: 'grandma' } });
  fireEvent.change(screen.getByPlaceholderText('비밀번호'), { target: { value: 'pw-123456' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '로그인' })));
  expect(await screen.findByTestId('where')).toHaveTextContent('/usermain');
  expect(arrivals).toEqual(['/login', '/usermain']);
  fireEvent.click(screen.getByRole('button', { name: '이전 화면' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/start');
});

it('a double tap on 회원가입 opens the role choice once: one step back is the login again', () => {
  renderLogin();
  const signup = screen.getByRole('button', { name: '회원가입' });
  act(() => {
    fireEvent.click(signup);
    fireEvent.click(signup);
  });
  expect(screen.getByTestId('where')).toHaveTextContent('/roleselect');
  fireEvent.click(screen.getByRole('button', { name: '이전 화면' }));
  expect(screen.getByRole('button', { name: '회원가입' })).toBeInTheDocument();
});

describe('what other pages hand to the login', () => {
  const renderWith = renderLogin;

  it('after a signup: opens on the role just chosen with the new ID filled in, the focus on the password', () => {
    renderWith({ userType: 'elderly', username: 'grandma77' });
    expect(screen.getByRole('radio', { name: '이용자' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByPlaceholderText('아이디')).toHaveValue('grandma77');
    expect(screen.getByPlaceholderText('비밀번호')).toHaveFocus();
  });

  it('goes back to the page that asked for a sign-in (/edit), never to another site', async () => {
    api.use({ 'POST /api/login': { body: { ...loginAnswer, accessToken: 'a2' } } });
    renderWith({ returnTo: '/edit' });
    fireEvent.change(screen.getByPlaceholderText('아이디'), { target: { value: 'vol' } });
    fireEvent.change(screen.getByPlaceholderText('비밀번호'), { target: { value: 'pw-123456' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '로그인' })));
    expect(await screen.findByTestId('where')).toHaveTextContent('/edit');
    expect(arrivals).toEqual(['/login', '/edit']);
    fireEvent.click(screen.getByRole('button', { name: '이전 화면' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/start');
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example', '/login'])('ignores returnTo %s', (returnTo) => {
    expect(safeReturnPath(returnTo)).toBeNull();
  });

  it('names the tab, has a show-password button and no developer build label', () => {
    renderWith(null);
    expect(document.title).toMatch(/^로그인 - /);
    fireEvent.click(screen.getByRole('button', { name: '비밀번호 보기' }));
    expect(screen.getByPlaceholderText('비밀번호')).toHaveAttribute('type', 'text');
    expect(screen.queryByText(/이음 계정/)).not.toBeInTheDocument();
  });
});
