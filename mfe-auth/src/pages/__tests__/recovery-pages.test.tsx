import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useDialogStore } from '@ieum/platform';
import { DialogHost } from '@ieum/shared-ui';
import { startTypedApi } from '@ieum/app-kit/src/testing/typed-api';
import FindUsernamePage from '../FindUsernamePage';
import LoginPage from '../LoginPage';
import ResetPasswordPage from '../ResetPasswordPage';

const api = startTypedApi();

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/findid" element={<FindUsernamePage />} />
        <Route path="/resetpassword" element={<ResetPasswordPage />} />
      </Routes>
      <DialogHost />
    </MemoryRouter>,
  );
}

async function click(name: string) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
}

async function closeAlert(): Promise<string> {
  const dialog = await screen.findByRole('alertdialog');
  const text = dialog.textContent!.replace(/확인$/, '');
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '확인' })));
  return text;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function verifyPhone() {
  type('휴대폰 번호', '01012345678');
  await click('인증번호 발송');
  expect(await closeAlert()).toBe('인증번호가 발송되었습니다.');
  type('인증번호', '123456');
  await click('확인');
  expect(await closeAlert()).toBe('인증번호가 확인되었습니다.');
}

beforeEach(() => {
  api.use({ 'POST /api/auth': { body: { expiresInSeconds: 300 } }, 'GET /api/auth': { body: { verificationToken: 'v1', verified: true } } });
  useDialogStore.setState({ queue: [] });
});

afterEach(() => {
  expect(api.unhandled).toEqual([]);
});

describe('account recovery pages', () => {
  it('are linked from the login page', async () => {
    renderAt('/login');
    await click('아이디 찾기');
    expect(screen.getByRole('heading', { name: '아이디 찾기' })).toBeInTheDocument();
  });

  it('아이디 찾기 asks for the phone code first, then shows the hidden ID of each role', async () => {
    api.use({ 'POST /api/recovery/username': { body: { accounts: [{ username: 'haneu*****', userType: 'volunteer', kakao: false }] } } });
    renderAt('/findid');
    type('이름', '김하늘');
    await click('아이디 찾기');
    expect(await closeAlert()).toBe('휴대폰 인증을 완료해주세요.');
    expect(api.requests('POST /api/recovery/username')).toEqual([]);
    await verifyPhone();
    await click('아이디 찾기');
    expect(await screen.findByRole('heading', { name: '가입하신 아이디를 찾았어요' })).toHaveFocus();
    expect(api.requests('POST /api/recovery/username').map((request) => request.body)).toEqual([{ name: '김하늘', phoneNumber: '+821012345678' }]);
    expect(screen.getByText('봉사자 계정')).toBeInTheDocument();
    expect(screen.getByText('haneu*****')).toBeInTheDocument();
  });

  it('비밀번호 재설정 checks the form in field order, and asks for a new code when the verification lapsed', async () => {
    renderAt('/resetpassword');
    await click('비밀번호 변경');
    expect(await closeAlert()).toBe('아이디를 입력해주세요.');
    type('아이디', 'haneul_kim');
    await click('비밀번호 변경');
    expect(await closeAlert()).toBe('휴대폰 인증을 완료해주세요.');
    await verifyPhone();
    type('새 비밀번호', 'short');
    type('새 비밀번호 확인', 'short');
    await click('비밀번호 변경');
    expect(await closeAlert()).toBe('비밀번호는 8자 이상 입력해주세요.');
    type('새 비밀번호', 'long-enough-1');
    type('새 비밀번호 확인', 'long-enough-1');
    api.use({ 'POST /api/recovery/password': [{ status: 400, body: { code: 'PHONE_NOT_VERIFIED', message: '휴대폰 인증을 완료해주세요.' } }, { body: { reset: true } }] });
    await click('비밀번호 변경');
    expect(await closeAlert()).toBe('휴대폰 인증을 완료해주세요.');
    expect(api.requests('POST /api/recovery/password').map((request) => request.body)).toEqual([{ username: 'haneul_kim', phoneNumber: '+821012345678', password: 'long-enough-1' }]);
    // The number must be verified again: its 인증번호 발송 is back.
    expect(screen.getByRole('button', { name: '인증번호 발송' })).toBeInTheDocument();
    await verifyPhone();
    await click('비밀번호 변경');
    expect(await closeAlert()).toBe('비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.');
    expect(await screen.findByRole('heading', { name: '이음 로그인' })).toBeInTheDocument();
  });
});
