import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ApiError, useDialogStore, useSessionStore } from '@ieum/platform';
import { DialogHost } from '@ieum/shared-ui';
import { UploadError, UPLOAD_TIMEOUT_MESSAGE, uploadUserImage } from '@ieum/app-kit';
import EditProfilePage from '../EditProfilePage';
import { getUserProfile, updateUserProfile, type UserProfile } from '../../api/user-profile';
import { changePassword, verifyCurrentPassword } from '../../api/password';
import { logout } from '../../api/logout';
import { checkVerificationCode, sendVerificationCode } from '../../api/phone-verification';

jest.mock('../../api/user-profile', () => ({ getUserProfile: jest.fn(), updateUserProfile: jest.fn() }));
jest.mock('../../api/password', () => ({ verifyCurrentPassword: jest.fn(), changePassword: jest.fn() }));
jest.mock('../../api/logout', () => ({ logout: jest.fn() }));
jest.mock('../../api/phone-verification', () => ({ sendVerificationCode: jest.fn(), checkVerificationCode: jest.fn() }));
jest.mock('@ieum/app-kit', () => ({ ...jest.requireActual('@ieum/app-kit'), uploadUserImage: jest.fn() }));
const getMock = getUserProfile as jest.MockedFunction<typeof getUserProfile>;
const updateMock = updateUserProfile as jest.MockedFunction<typeof updateUserProfile>;
const verifyMock = verifyCurrentPassword as jest.MockedFunction<typeof verifyCurrentPassword>;
const changeMock = changePassword as jest.MockedFunction<typeof changePassword>;
const logoutMock = logout as jest.MockedFunction<typeof logout>;
const uploadMock = uploadUserImage as jest.MockedFunction<typeof uploadUserImage>;

const volunteer: UserProfile = {
  username: 'volunteer1',
  name: '박봉사',
  age: 35,
  birthDate: '1990-01-02',
  gender: 'male',
  phone: '01012345678',
  address: { district: 'MAPO', detail: '망원동 1' },
  profileImage: null,
  bio: '병원 동행을 자주 했어요.',
  userType: 'volunteer',
};

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>
      <button type="button" onClick={() => navigate(-1)}>
        이전 화면
      </button>
    </>
  );
}

function renderEdit() {
  return render(
    <MemoryRouter initialEntries={['/edit']}>
      <Routes>
        <Route path="/edit" element={<EditProfilePage />} />
        <Route path="*" element={<Where />} />
      </Routes>
      <DialogHost />
    </MemoryRouter>,
  );
}

async function closeAlert(): Promise<string> {
  const dialog = await screen.findByRole('alertdialog');
  const message = dialog.querySelector('.ui-dialog__message')!.textContent!;
  const buttons = within(dialog).getAllByRole('button');
  await act(async () => fireEvent.click(buttons[buttons.length - 1]));
  return message;
}

async function click(name: string | RegExp) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

beforeEach(() => {
  jest.resetAllMocks();
  useDialogStore.setState({ queue: [] });
  useSessionStore.getState().signIn({ accessToken: 'a1', refreshToken: 'r1', userType: 'volunteer', name: '박봉사' });
  getMock.mockResolvedValue(volunteer);
  updateMock.mockResolvedValue();
  verifyMock.mockResolvedValue();
  changeMock.mockResolvedValue();
  logoutMock.mockResolvedValue();
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
});

describe('profile edit', () => {
  it('a profile load that fails after the page was left alerts nobody', async () => {
    let fail: (error: Error) => void = () => {};
    getMock.mockImplementation(() => new Promise((_resolve, reject) => (fail = reject)));
    const { unmount } = renderEdit();
    unmount();
    await act(async () => fail(new ApiError(0, '유저 정보를 불러오는 데 실패했습니다.')));
    expect(useDialogStore.getState().queue).toEqual([]);
  });

  it('loads the profile of the signed-in type into the form', async () => {
    renderEdit();
    expect(await screen.findByLabelText('이름')).toHaveValue('박봉사');
    expect(getMock).toHaveBeenCalledWith('volunteer');
    expect(screen.getByLabelText('태어난 해')).toHaveValue('1990');
    expect(screen.getByLabelText('태어난 달')).toHaveValue('1');
    expect(screen.getByLabelText('태어난 날')).toHaveValue('2');
    expect(screen.queryByLabelText('나이')).not.toBeInTheDocument();
    expect(screen.getByLabelText('휴대폰 번호')).toHaveValue('010-1234-5678');
    expect(screen.getByLabelText('사는 구')).toHaveValue('MAPO');
    expect(screen.getByLabelText('상세 주소')).toHaveValue('망원동 1');
    expect(screen.getByLabelText('자기소개')).toHaveValue('병원 동행을 자주 했어요.');
    expect(screen.getByRole('radio', { name: '남성' })).toHaveAttribute('aria-checked', 'true');
  });

  it('has no introduction for elderly users', async () => {
    useSessionStore.getState().signIn({ accessToken: 'a1', refreshToken: 'r1', userType: 'elderly' });
    const { bio: _volunteersOnly, ...elderly } = volunteer;
    getMock.mockResolvedValue({ ...elderly, userType: 'elderly', address: { district: 'SEOCHO', detail: '' } });
    renderEdit();
    expect(await screen.findByLabelText('사는 구')).toHaveValue('SEOCHO');
    expect(screen.queryByLabelText('자기소개')).not.toBeInTheDocument();
  });

  it('alerts when loading fails and offers a retry instead of an empty form', async () => {
    getMock.mockRejectedValueOnce(new ApiError(500, '유저 정보를 불러오는 데 실패했습니다.'));
    renderEdit();
    expect(await closeAlert()).toBe('유저 정보 로드 실패: 유저 정보를 불러오는 데 실패했습니다.');
    expect(screen.queryByLabelText('이름')).not.toBeInTheDocument();
    await click('다시 시도');
    expect(await screen.findByLabelText('이름')).toHaveValue('박봉사');
  });

  it('saves the birth date (and the age from it) and the district code, says 저장되었습니다, then goes home with updated: true', async () => {
    renderEdit();
    await screen.findByLabelText('이름');
    type('이름', '박봉사2');
    type('태어난 연대', '1980');
    type('태어난 해', '1985');
    type('태어난 달', '3');
    type('태어난 날', '4');
    type('사는 구', 'SEOCHO');
    fireEvent.click(screen.getByRole('radio', { name: '여성' }));
    await click('저장하기');
    const today = new Date();
    const age = today.getFullYear() - 1985 - (today.getMonth() + 1 < 3 || (today.getMonth() + 1 === 3 && today.getDate() < 4) ? 1 : 0);
    expect(updateMock).toHaveBeenCalledWith({
      name: '박봉사2',
      birthDate: '1985-03-04',
      age,
      gender: 'female',
      phone: '01012345678',
      address: { district: 'SEOCHO', detail: '망원동 1' },
      profileImage: null,
      bio: '병원 동행을 자주 했어요.',
      userType: 'volunteer',
    });
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    expect(await closeAlert()).toBe('저장되었습니다');
    expect(screen.getByTestId('where')).toHaveTextContent('/volunteermain {"updated":true}');
    expect(localStorage.getItem('userName')).toBe('박봉사2');
  });

  it('keeps the edits and shows the message when saving fails', async () => {
    updateMock.mockRejectedValue(new ApiError(500, '유저 정보 수정에 실패했습니다.'));
    renderEdit();
    await screen.findByLabelText('이름');
    type('이름', '새 이름');
    await click('저장하기');
    expect(await closeAlert()).toBe('유저 정보 수정에 실패했습니다.');
    expect(screen.getByLabelText('이름')).toHaveValue('새 이름');
    expect(screen.getByRole('button', { name: '저장하기' })).toBeEnabled();
  });

  it('asks for a code check before saving a new phone number', async () => {
    (sendVerificationCode as jest.Mock).mockResolvedValue({ expiresInSeconds: 300 });
    (checkVerificationCode as jest.Mock).mockResolvedValue(undefined);
    renderEdit();
    await screen.findByLabelText('이름');
    expect(screen.queryByRole('button', { name: '인증번호 발송' })).not.toBeInTheDocument();
    type('휴대폰 번호', '01099998888');
    await click('저장하기');
    expect(await closeAlert()).toBe('휴대폰 인증을 완료해주세요.');
    expect(updateMock).not.toHaveBeenCalled();

    await click('인증번호 발송');
    expect(sendVerificationCode).toHaveBeenCalledWith('01099998888');
    expect(await closeAlert()).toBe('인증번호가 발송되었습니다.');
    type('인증번호', '123456');
    await click('확인');
    expect(await closeAlert()).toBe('인증번호가 확인되었습니다.');
    await click('저장하기');
    expect(updateMock).toHaveBeenCalledWith(expect.objectContaining({ phone: '01099998888' }));
  });

  it('checks the fields at the field and again before saving', async () => {
    renderEdit();
    await screen.findByLabelText('이름');
    type('이름', '<박봉사>');
    expect(screen.getByLabelText('이름')).toHaveAccessibleDescription("이름에는 글자, 숫자, 공백과 . ' · _ - 만 쓸 수 있습니다.");
    await click('저장하기');
    expect(await closeAlert()).toBe("이름에는 글자, 숫자, 공백과 . ' · _ - 만 쓸 수 있습니다.");
    type('이름', '가'.repeat(31));
    expect(screen.getByLabelText('이름')).toHaveValue('가'.repeat(31));
    expect(screen.getByLabelText('이름')).toHaveAccessibleDescription('이름은 30자 이하로 입력해주세요. (지금 31자)');
    type('이름', '박봉사');
    type('상세 주소', '동'.repeat(101));
    expect(screen.getByLabelText('상세 주소')).toHaveAccessibleDescription('상세 주소는 100자 이하로 입력해주세요. (지금 101자)');
    await click('저장하기');
    expect(await closeAlert()).toBe('상세 주소는 100자 이하로 입력해주세요. (지금 101자)');
    expect(updateMock).not.toHaveBeenCalled();
  });

  it('refuses a name that would look blank or reversed, as the API does', async () => {
    renderEdit();
    await screen.findByLabelText('이름');
    for (const name of ['\u3164', '김\u200b영희', '\u202e희영김']) {
      type('이름', name);
      await click('저장하기');
      expect(await closeAlert()).toBe('이름에 보이지 않는 문자가 들어 있습니다. 지우고 다시 입력해주세요.');
    }
    expect(updateMock).not.toHaveBeenCalled();
  });

  it('takes only birth dates of people 14 to 120, and keeps the stored age of an account without a birth date', async () => {
    const thisYear = new Date().getFullYear();
    getMock.mockResolvedValue({ ...volunteer, birthDate: null, age: 70 });
    renderEdit();
    await screen.findByLabelText('이름');
    expect(screen.getByText(/지금은 나이만 저장되어 있어요 \(만 70세\)/)).toBeInTheDocument();
    const years = [...(screen.getByLabelText('태어난 해') as HTMLSelectElement).options].slice(1).map((option) => Number(option.value));
    expect(years[0]).toBe(thisYear - 14);
    expect(years.at(-1)).toBe(thisYear - 120);
    type('태어난 해', String(thisYear - 14));
    await click('저장하기');
    expect(await closeAlert()).toBe('생년월일을 끝까지 선택해주세요.');
    type('태어난 달', '12');
    type('태어난 날', '31');
    expect(screen.getByRole('alert')).toHaveTextContent('만 14세 이상만 가입할 수 있습니다.');
    await click('저장하기');
    expect(await closeAlert()).toBe('만 14세 이상만 가입할 수 있습니다.');
    expect(updateMock).not.toHaveBeenCalled();
    type('태어난 해', '');
    type('태어난 달', '');
    type('태어난 날', '');
    await click('저장하기');
    expect(updateMock).toHaveBeenCalledWith(expect.not.objectContaining({ age: expect.anything() }));
  });

  it('back goes to the home of the role, asking first when there are unsaved edits', async () => {
    renderEdit();
    await screen.findByLabelText('이름');
    type('이름', '바뀐 이름');
    await click('뒤로 가기');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('저장하지 않은 내용이 있습니다. 나가시겠습니까?');
    await click('나가기');
    expect(screen.getByTestId('where')).toHaveTextContent('/volunteermain');
  });

  it('a double tap on back leaves once: one step back from home returns to /edit', async () => {
    renderEdit();
    await screen.findByLabelText('이름');
    const back = screen.getByRole('button', { name: '뒤로 가기' });
    await act(async () => {
      fireEvent.click(back);
      fireEvent.click(back);
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/volunteermain');
    await click('이전 화면');
    expect(await screen.findByRole('heading', { name: '내 정보 수정' })).toBeInTheDocument();
  });

  it('uploads a chosen photo, previews it and saves its URL', async () => {
    uploadMock.mockResolvedValue('http://files.example/profile/a.png');
    renderEdit();
    await screen.findByLabelText('이름');
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await act(async () => fireEvent.change(screen.getByLabelText('프로필 사진 파일'), { target: { files: [file] } }));
    expect(uploadMock).toHaveBeenCalledWith(file, 'profile', 'volunteer');
    expect(screen.getByAltText('프로필 사진')).toHaveAttribute('src', 'blob:preview');
    await click('저장하기');
    expect(updateMock).toHaveBeenCalledWith(expect.objectContaining({ profileImage: 'http://files.example/profile/a.png' }));
  });

  it('an upload that fails after the page was left alerts nobody', async () => {
    let fail: (error: Error) => void = () => {};
    uploadMock.mockImplementation(() => new Promise((_resolve, reject) => (fail = reject)));
    const { unmount } = renderEdit();
    await screen.findByLabelText('이름');
    await act(async () =>
      fireEvent.change(screen.getByLabelText('프로필 사진 파일'), { target: { files: [new File(['png'], 'a.png', { type: 'image/png' })] } }),
    );
    unmount();
    await act(async () => fail(new UploadError(UPLOAD_TIMEOUT_MESSAGE, true)));
    expect(useDialogStore.getState().queue).toEqual([]);
  });

  it('refuses files that are not images and reports upload failures', async () => {
    renderEdit();
    await screen.findByLabelText('이름');
    const input = screen.getByLabelText('프로필 사진 파일');
    await act(async () => fireEvent.change(input, { target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] } }));
    expect(await closeAlert()).toBe('사진(이미지 파일)만 올릴 수 있습니다.');
    expect(uploadMock).not.toHaveBeenCalled();

    uploadMock.mockRejectedValueOnce(new UploadError(UPLOAD_TIMEOUT_MESSAGE, true));
    await act(async () => fireEvent.change(input, { target: { files: [new File(['png'], 'a.png', { type: 'image/png' })] } }));
    expect(await closeAlert()).toBe('사진 업로드가 오래 걸리고 있습니다. 다시 시도해주세요.');

    uploadMock.mockRejectedValueOnce(new ApiError(500, '이미지 업로드 URL 발급 실패'));
    await act(async () => fireEvent.change(input, { target: { files: [new File(['png'], 'a.png', { type: 'image/png' })] } }));
    expect(await closeAlert()).toBe('사진 업로드 실패: 이미지 업로드 URL 발급 실패');
    expect(screen.getByAltText('프로필 사진')).toHaveAttribute('src', '/assets/profile.svg');
  });
});

describe('password change', () => {
  async function fill(current: string, next: string, confirm: string) {
    await screen.findByLabelText('현재 비밀번호');
    type('현재 비밀번호', current);
    type('새 비밀번호', next);
    type('새 비밀번호 확인', confirm);
    await click('비밀번호 변경');
  }

  it('verifies the current password first, then sets the new one', async () => {
    renderEdit();
    await fill('old-pw-1', 'new-pw-1', 'new-pw-1');
    expect(verifyMock).toHaveBeenCalledWith('old-pw-1', 'volunteer');
    expect(changeMock).toHaveBeenCalledWith('new-pw-1', 'volunteer', 'r1');
    expect(await closeAlert()).toBe('비밀번호가 변경되었습니다.');
    expect(screen.getByLabelText('현재 비밀번호')).toHaveValue('');
  });

  it.each([
    [new ApiError(401, '현재 비밀번호가 올바르지 않습니다.', 'WRONG_PASSWORD')],
    [new ApiError(400, '비밀번호 형식이 올바르지 않습니다.')],
  ])('says 비밀번호를 확인해주세요. for a wrong current password (%s)', async (error) => {
    verifyMock.mockRejectedValue(error);
    renderEdit();
    await fill('wrong', 'new-pw-1', 'new-pw-1');
    expect(await closeAlert()).toBe('비밀번호를 확인해주세요.');
    expect(changeMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('새 비밀번호')).toHaveValue('new-pw-1');
  });

  it('keeps the rate-limit message instead of blaming the password', async () => {
    verifyMock.mockRejectedValue(new ApiError(429, '비밀번호 확인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.', 'TOO_MANY_REQUESTS'));
    renderEdit();
    await fill('old-pw-1', 'new-pw-1', 'new-pw-1');
    expect(await closeAlert()).toBe('비밀번호 확인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.');
  });

  it('asks for the new password twice, the same both times', async () => {
    renderEdit();
    await fill('old-pw-1', '', 'new-pw-1');
    expect(await closeAlert()).toBe('새 비밀번호를 입력해주세요.');
    await fill('old-pw-1', 'new-pw-1', 'new-pw-2');
    expect(await closeAlert()).toBe('비밀번호가 일치하지 않습니다.');
    expect(changeMock).not.toHaveBeenCalled();
  });

  it('shows the default message when the change fails', async () => {
    changeMock.mockRejectedValue(new ApiError(500, '비밀번호 변경에 실패했습니다.'));
    renderEdit();
    await fill('old-pw-1', 'new-pw-1', 'new-pw-1');
    expect(await closeAlert()).toBe('비밀번호 변경에 실패했습니다.');
  });
});

describe('logout', () => {
  it('revokes the refresh token, clears the session and goes to /login', async () => {
    renderEdit();
    await screen.findByLabelText('이름');
    await click('로그아웃');
    const dialog = await screen.findByRole('alertdialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '로그아웃' })));
    expect(logoutMock).toHaveBeenCalledWith('r1');
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(useSessionStore.getState().refreshToken).toBeNull();
  });

  it('signs out on this phone even when the server cannot be reached', async () => {
    logoutMock.mockRejectedValue(new ApiError(0, '로그아웃에 실패했습니다.'));
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderEdit();
    await screen.findByLabelText('이름');
    await click('로그아웃');
    const dialog = await screen.findByRole('alertdialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '로그아웃' })));
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });
});
