import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useSessionStore } from '@ieum/platform';
import { startTypedApi } from '@ieum/app-kit/src/testing/typed-api';
import LoginPage, { safeReturnPath } from '../LoginPage';
import type { LoginResponse } from '../../api/login';

// Counting navigate calls is what shows a double navigation: a data router would record each
// history change, but it needs the fetch Request global, which the jsdom environment lacks.
const navigate = jest.fn();
jest.mock('react-router-dom', () => ({ ...jest.requireActual('react-router-dom'), useNavigate: () => navigate }));
const api = startTypedApi();

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
  navigate.mockReset();
  useSessionStore.getState().signOut();
});

it('goes home once per sign-in', async () => {
  api.use({ 'POST /api/login': { body: { ...loginAnswer, accessToken: 'a1', userType: 'elderly', name: '김영희' } } });
  render(
    <MemoryRouter initialEntries={['/login']}>
      <LoginPage />
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByPlaceholderText('아이디'), { target: { value: 'grandma' } });
  fireEvent.change(screen.getByPlaceholderText('비밀번호'), { target: { value: 'pw-123456' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '로그인' })));
  await waitFor(() => expect(navigate).toHaveBeenCalled());
  expect(navigate.mock.calls).toEqual([['/usermain', { replace: true }]]);
});

it('a double tap on 회원가입 opens the role choice once', () => {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <LoginPage />
    </MemoryRouter>,
  );
  const signup = screen.getByRole('button', { name: '회원가입' });
  act(() => {
    fireEvent.click(signup);
    fireEvent.click(signup);
  });
  expect(navigate.mock.calls).toEqual([['/roleselect', undefined]]);
});

describe('what other pages hand to the login', () => {
  function renderWith(state: unknown) {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
        <LoginPage />
      </MemoryRouter>,
    );
  }

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
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(navigate.mock.calls).toEqual([['/edit', { replace: true }]]);
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
