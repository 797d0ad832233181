import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useDialogStore, useSessionStore } from '@ieum/platform';
import { DialogHost } from '@ieum/shared-ui';
import { startTypedApi } from '@ieum/app-kit/src/testing/typed-api';
import LoginPage from '../LoginPage';
import StaffLoginPage from '../StaffLoginPage';
import type { LoginResponse } from '../../api/login';

const api = startTypedApi();

/** What the page sent to POST /api/login. */
function sentLogin() {
  return api.requests('POST /api/login').map((request) => request.body);
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

function renderLogin(path = '/login') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/stafflogin" element={<StaffLoginPage />} />
        <Route path="/volunteermain" element={<p>volunteer home</p>} />
        <Route path="/usermain" element={<p>elderly home</p>} />
        <Route path="/family" element={<p>family home</p>} />
        <Route path="/care" element={<p>care dashboard</p>} />
        <Route path="/roleselect" element={<p>role select</p>} />
      </Routes>
      <DialogHost />
    </MemoryRouter>,
  );
}

function fillIn(username: string, password: string) {
  fireEvent.change(screen.getByPlaceholderText('아이디'), { target: { value: username } });
  fireEvent.change(screen.getByPlaceholderText('비밀번호'), { target: { value: password } });
}

afterEach(() => {
  expect(api.unhandled).toEqual([]);
});

beforeEach(() => {
  useDialogStore.setState({ queue: [] });
  useSessionStore.getState().signOut();
});

describe('login page', () => {
  it('starts on 봉사자 and sends a volunteer to /volunteermain with the session stored', async () => {
    api.use({ 'POST /api/login': { body: { ...loginAnswer, accessToken: 'a1', refreshToken: 'r1', userType: 'volunteer', name: '박봉사', address: { district: 'MAPO', detail: '' } } } });
    renderLogin();
    expect(screen.getByRole('radio', { name: '봉사자' })).toHaveAttribute('aria-checked', 'true');
    fillIn('volunteer1', 'pw-123456');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '로그인' })));
    await waitFor(() => expect(sentLogin()).toEqual([{ username: 'volunteer1', password: 'pw-123456', userType: 'volunteer', fcmToken: '' }]));
    expect(await screen.findByText('volunteer home')).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBe('a1');
    expect(localStorage.getItem('userName')).toBe('박봉사');
  });

  it('sends an elderly user to /usermain and passes the stored push token', async () => {
    localStorage.setItem('fcmToken', 'push-1');
    api.use({ 'POST /api/login': { body: { ...loginAnswer, accessToken: 'a2', userType: 'elderly', name: '김영희' } } });
    renderLogin();
    fireEvent.click(screen.getByRole('radio', { name: '이용자' }));
    fillIn('grandma', 'pw-123456');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '로그인' })));
    await waitFor(() => expect(sentLogin()).toEqual([expect.objectContaining({ userType: 'elderly', fcmToken: 'push-1' })]));
    expect(await screen.findByText('elderly home')).toBeInTheDocument();
  });

  it('sends a family member (가족) to /family', async () => {
    api.use({ 'POST /api/login': { body: { ...loginAnswer, accessToken: 'a3', userType: 'guardian', name: '김가족' } } });
    renderLogin();
    fireEvent.click(screen.getByRole('radio', { name: '가족' }));
    fillIn('family1', 'pw-123456');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '로그인' })));
    await waitFor(() => expect(sentLogin()).toEqual([expect.objectContaining({ userType: 'guardian' })]));
    expect(await screen.findByText('family home')).toBeInTheDocument();
    expect(localStorage.getItem('userType')).toBe('guardian');
  });

  it('has no 사회복지사 toggle: workers sign in on /stafflogin, by ID and password only, and land on /care', async () => {
    renderLogin();
    expect(screen.queryByRole('radio', { name: '사회복지사' })).not.toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '사회복지사 계정으로 들어가기' })));
    expect(screen.getByRole('heading', { name: '이음 사회복지사 로그인' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '회원가입' })).not.toBeInTheDocument();
    api.use({ 'POST /api/login': { body: { ...loginAnswer, accessToken: 'a4', userType: 'staff', name: '김복지' } } });
    fillIn('kim.sw', 'pw-123456');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '로그인' })));
    await waitFor(() => expect(sentLogin()).toEqual([expect.objectContaining({ username: 'kim.sw', userType: 'staff' })]));
    expect(await screen.findByText('care dashboard')).toBeInTheDocument();
  });

  it('signs in without a push token when storage refuses to be read', async () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    api.use({ 'POST /api/login': { body: { ...loginAnswer, accessToken: 'a3', userType: 'volunteer', name: '박봉사' } } });
    try {
      renderLogin();
      fillIn('volunteer1', 'pw-123456');
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '로그인' })));
      await waitFor(() => expect(sentLogin()).toEqual([expect.objectContaining({ fcmToken: '' })]));
      expect(await screen.findByText('volunteer home')).toBeInTheDocument();
    } finally {
      jest.restoreAllMocks();
    }
  });

  it("shows the server's message and stays on the page when login fails", async () => {
    api.use({ 'POST /api/login': { status: 401, body: { code: 'LOGIN_FAILED', message: '아이디 또는 비밀번호가 올바르지 않습니다.' } } });
    renderLogin();
    fillIn('someone', 'wrong');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '로그인' })));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('아이디 또는 비밀번호가 올바르지 않습니다.');
    expect(screen.getByRole('button', { name: '로그인' })).toBeEnabled();
    expect(useSessionStore.getState().accessToken).toBeNull();
  });

  it('shows the Korean default, not a programming error, when the connection drops unanswered', async () => {
    api.use({ 'POST /api/login': { drop: true } });
    renderLogin();
    fillIn('someone', 'pw-123456');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '로그인' })));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(/^로그인에 실패했습니다\.확인$/);
  });

  it('asks for both fields before calling the server', async () => {
    renderLogin();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '로그인' })));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('아이디와 비밀번호를 입력해주세요.');
    expect(api.received).toEqual([]);
  });

  it('follows a sign-in finished in another window (the Kakao login)', async () => {
    renderLogin();
    await act(async () => {
      localStorage.setItem('accessToken', 'k1');
      window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken' }));
    });
    expect(screen.getByRole('button', { name: '로그인' })).toBeInTheDocument();
    await act(async () => {
      localStorage.setItem('userType', 'elderly');
      window.dispatchEvent(new StorageEvent('storage', { key: 'userType' }));
    });
    expect(await screen.findByText('elderly home')).toBeInTheDocument();
  });

  it('회원가입 goes to /roleselect and 카카오로 시작하기 opens the social login', () => {
    renderLogin();
    // The browser's window.open is the boundary: jsdom has none, so it is observed here.
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    fireEvent.click(screen.getByRole('button', { name: '카카오로 시작하기' }));
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/\/auth\/kakao\/start$/), '_blank', 'noopener');
    open.mockRestore();
    fireEvent.click(screen.getByRole('button', { name: '회원가입' }));
    expect(screen.getByText('role select')).toBeInTheDocument();
  });
});
