import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { rememberUserPhoto, storedUserPhoto, useDialogStore, useSessionStore } from '@ieum/platform';
import { DialogHost } from '@ieum/shared-ui';
import { startLocalServer, type Answer, type LocalServer } from '@ieum/app-kit/src/testing/local-api';
import { startTypedApi } from '@ieum/app-kit/src/testing/typed-api';
import EditProfilePage from '../EditProfilePage';
import type { UserProfile } from '../../api/user-profile';

const api = startTypedApi();

// Where a presigned upload goes: a server of its own, as the storage host is not the API.
let storage: LocalServer;
let storageAnswer: Answer = { status: 200 };
beforeAll(async () => {
  storage = await startLocalServer(() => storageAnswer);
});
afterAll(() => storage.close());

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

/** The bodies the page sent to one route. */
const sent = (route: Parameters<typeof api.requests>[0]) => api.requests(route).map((request) => request.body);

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
  useDialogStore.setState({ queue: [] });
  useSessionStore.getState().signIn({ accessToken: 'a1', refreshToken: 'r1', userType: 'volunteer', name: '박봉사' });
  storageAnswer = { status: 200 };
  api.use({
    'GET /api/user': { body: volunteer },
    'PUT /api/user': { body: volunteer },
    'POST /api/user/password': { body: { valid: true } },
    'PATCH /api/user': { body: { changed: true } },
    'POST /api/auth/logout': { status: 204 },
  });
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
});

afterEach(() => {
  expect(api.unhandled).toEqual([]);
});

describe('profile edit', () => {
  it('loads the profile of the signed-in type into the form', async () => {
    renderEdit();
    expect(await screen.findByLabelText('이름')).toHaveValue('박봉사');
    expect(api.requests('GET /api/user').map((request) => request.query.get('userType'))).toEqual(['volunteer']);
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

  it('while loading shows the photo this phone kept from the last visit, and keeps the loaded one for the next', async () => {
    rememberUserPhoto('/api/uploads/old.jpg');
    api.use({ 'GET /api/user': { body: { ...volunteer, profileImage: '/api/uploads/new.jpg' } } });
    renderEdit();
    expect(screen.getByText('내 정보를 불러오는 중이에요...')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '프로필 사진' })).toHaveAttribute('src', '/api/uploads/old.jpg');
    await screen.findByLabelText('이름');
    expect(screen.getByRole('img', { name: '프로필 사진' })).toHaveAttribute('src', '/api/uploads/new.jpg');
    expect(storedUserPhoto()).toBe('/api/uploads/new.jpg');
  });

  it('has no introduction for elderly users', async () => {
    useSessionStore.getState().signIn({ accessToken: 'a1', refreshToken: 'r1', userType: 'elderly' });
    const { bio: _volunteersOnly, ...elderly } = volunteer;
    api.use({ 'GET /api/user': { body: { ...elderly, userType: 'elderly', address: { district: 'SEOCHO', detail: '' } } } });
    renderEdit();
    expect(await screen.findByLabelText('사는 구')).toHaveValue('SEOCHO');
    expect(screen.queryByLabelText('자기소개')).not.toBeInTheDocument();
  });

  it("says when loading fails (the spec's '유저 정보 로드 실패: message' alert) and offers a retry instead of an empty form", async () => {
    api.use({ 'GET /api/user': [{ status: 500, body: { code: 'INTERNAL', message: '유저 정보를 불러오는 데 실패했습니다.' } }, { body: volunteer }] });
    renderEdit();
    expect(screen.getByRole('status')).toHaveTextContent('내 정보를 불러오는 중이에요...');
    expect(await closeAlert()).toBe('유저 정보 로드 실패: 유저 정보를 불러오는 데 실패했습니다.');
    expect(await screen.findByRole('alert')).toHaveTextContent('유저 정보를 불러오는 데 실패했습니다.');
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
    await waitFor(() => expect(sent('PUT /api/user')).toHaveLength(1));
    expect(sent('PUT /api/user')).toEqual([{
      name: '박봉사2',
      birthDate: '1985-03-04',
      age,
      gender: 'female',
      phone: '01012345678',
      address: { district: 'SEOCHO', detail: '망원동 1' },
      profileImage: null,
      bio: '병원 동행을 자주 했어요.',
      userType: 'volunteer',
    }]);
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    expect(await closeAlert()).toBe('저장되었습니다');
    expect(screen.getByTestId('where')).toHaveTextContent('/volunteermain {"updated":true}');
    expect(localStorage.getItem('userName')).toBe('박봉사2');
  });

  it('keeps the edits and shows the message when saving fails', async () => {
    api.use({ 'PUT /api/user': { status: 500, body: { code: 'INTERNAL', message: '유저 정보 수정에 실패했습니다.' } } });
    renderEdit();
    await screen.findByLabelText('이름');
    type('이름', '새 이름');
    await click('저장하기');
    expect(await closeAlert()).toBe('유저 정보 수정에 실패했습니다.');
    expect(screen.getByLabelText('이름')).toHaveValue('새 이름');
    expect(screen.getByRole('button', { name: '저장하기' })).toBeEnabled();
  });

  it('asks for a code check before saving a new phone number', async () => {
    api.use({ 'POST /api/auth': { body: { expiresInSeconds: 300 } }, 'GET /api/auth': { body: { verificationToken: 'v1', verified: true } } });
    renderEdit();
    await screen.findByLabelText('이름');
    expect(screen.queryByRole('button', { name: '인증번호 발송' })).not.toBeInTheDocument();
    type('휴대폰 번호', '01099998888');
    await click('저장하기');
    expect(await closeAlert()).toBe('휴대폰 인증을 완료해주세요.');
    expect(sent('PUT /api/user')).toEqual([]);

    await click('인증번호 발송');
    expect(await closeAlert()).toBe('인증번호가 발송되었습니다.');
    expect(sent('POST /api/auth')).toEqual([{ phoneNumber: '+821099998888' }]);
    type('인증번호', '123456');
    await click('확인');
    expect(await closeAlert()).toBe('인증번호가 확인되었습니다.');
    await click('저장하기');
    await waitFor(() => expect(sent('PUT /api/user')).toEqual([expect.objectContaining({ phone: '01099998888' })]));
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
    expect(sent('PUT /api/user')).toEqual([]);
  });

  it('refuses a name that would look blank or reversed, as the API does', async () => {
    renderEdit();
    await screen.findByLabelText('이름');
    for (const name of ['\u3164', '김\u200b영희', '\u202e희영김']) {
      type('이름', name);
      await click('저장하기');
      expect(await closeAlert()).toBe('이름에 보이지 않는 문자가 들어 있습니다. 지우고 다시 입력해주세요.');
    }
    expect(sent('PUT /api/user')).toEqual([]);
  });

  it('takes only birth dates of people 14 to 120, and keeps the stored age of an account without a birth date', async () => {
    const thisYear = new Date().getFullYear();
    api.use({ 'GET /api/user': { body: { ...volunteer, birthDate: null, age: 70 } } });
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
    expect(sent('PUT /api/user')).toEqual([]);
    type('태어난 해', '');
    type('태어난 달', '');
    type('태어난 날', '');
    await click('저장하기');
    await waitFor(() => expect(sent('PUT /api/user')).toEqual([expect.not.objectContaining({ age: expect.anything() })]));
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

  /** The presign answer: the file goes to the storage server, the profile keeps the public URL. */
  function answerPresign() {
    api.use({ 'GET /api/aws/s3/user/preSigned': { body: { preSignedUrl: `${storage.url}/profile/a.png?signature=s`, key: 'profile/a.png', imageUrl: 'http://files.example/profile/a.png' } } });
  }

  it('uploads a chosen photo, previews it and saves its URL', async () => {
    answerPresign();
    renderEdit();
    await screen.findByLabelText('이름');
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await act(async () => fireEvent.change(screen.getByLabelText('프로필 사진 파일'), { target: { files: [file] } }));
    await waitFor(() => expect(storage.received.filter((request) => request.method === 'PUT').at(-1)).toMatchObject({ path: '/profile/a.png', body: 'png' }));
    const presign = api.requests('GET /api/aws/s3/user/preSigned')[0].query;
    expect(Object.fromEntries(presign)).toEqual({ type: 'profile', userType: 'volunteer', contentType: 'image/png' });
    expect(screen.getByAltText('프로필 사진')).toHaveAttribute('src', 'blob:preview');
    expect(await screen.findByRole('button', { name: '사진 바꾸기' })).toBeEnabled();
    await click('저장하기');
    await waitFor(() => expect(sent('PUT /api/user')).toEqual([expect.objectContaining({ profileImage: 'http://files.example/profile/a.png' })]));
  });

  it('a profile load that fails after the page was left alerts nobody', async () => {
    let fail: () => void = () => {};
    api.use({ 'GET /api/user': [() => new Promise((resolve) => (fail = () => resolve({ status: 500, body: { code: 'INTERNAL', message: '유저 정보를 불러오는 데 실패했습니다.' } }))), { body: volunteer }] });
    const { unmount } = renderEdit();
    await waitFor(() => expect(api.requests('GET /api/user')).toHaveLength(1));
    unmount();
    fail();
    // The page opened again loads after that failure has come back.
    renderEdit();
    await screen.findByLabelText('이름');
    expect(useDialogStore.getState().queue).toEqual([]);
  });

  it('an upload that fails after the page was left alerts nobody', async () => {
    let fail: () => void = () => {};
    api.use({ 'GET /api/aws/s3/user/preSigned': () => new Promise((resolve) => (fail = () => resolve({ status: 500, body: { code: 'INTERNAL', message: '이미지 업로드 URL 발급 실패' } }))) });
    const { unmount } = renderEdit();
    await screen.findByLabelText('이름');
    await act(async () =>
      fireEvent.change(screen.getByLabelText('프로필 사진 파일'), { target: { files: [new File(['png'], 'a.png', { type: 'image/png' })] } }),
    );
    await waitFor(() => expect(api.requests('GET /api/aws/s3/user/preSigned')).toHaveLength(1));
    unmount();
    fail();
    // The page opened again loads after that failure has come back.
    renderEdit();
    await screen.findByLabelText('이름');
    expect(useDialogStore.getState().queue).toEqual([]);
  });

  it('refuses files that are not images and reports upload failures', async () => {
    renderEdit();
    await screen.findByLabelText('이름');
    const input = screen.getByLabelText('프로필 사진 파일');
    await act(async () => fireEvent.change(input, { target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] } }));
    expect(await closeAlert()).toBe('사진(이미지 파일)만 올릴 수 있습니다.');
    expect(api.requests('GET /api/aws/s3/user/preSigned')).toEqual([]);

    answerPresign();
    storageAnswer = { status: 403 };
    await act(async () => fireEvent.change(input, { target: { files: [new File(['png'], 'a.png', { type: 'image/png' })] } }));
    expect(await closeAlert()).toBe('사진 업로드 실패: 서버 응답 403');

    api.use({ 'GET /api/aws/s3/user/preSigned': { status: 500, body: { code: 'INTERNAL', message: '이미지 업로드 URL 발급 실패' } } });
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
    expect(await closeAlert()).toBe('비밀번호가 변경되었습니다.');
    expect(sent('POST /api/user/password')).toEqual([{ password: 'old-pw-1', userType: 'volunteer' }]);
    expect(sent('PATCH /api/user')).toEqual([{ password: 'new-pw-1', userType: 'volunteer', refreshToken: 'r1' }]);
    expect(screen.getByLabelText('현재 비밀번호')).toHaveValue('');
  });

  it.each([
    [{ status: 401, body: { code: 'WRONG_PASSWORD', message: '현재 비밀번호가 올바르지 않습니다.' } }],
    [{ status: 400, body: { code: 'VALIDATION_FAILED', message: '비밀번호 형식이 올바르지 않습니다.' } }],
  ] as const)('says 비밀번호를 확인해주세요. for a wrong current password (%j)', async (answer) => {
    api.use({ 'POST /api/user/password': answer });
    renderEdit();
    await fill('wrong', 'new-pw-1', 'new-pw-1');
    expect(await closeAlert()).toBe('비밀번호를 확인해주세요.');
    expect(sent('PATCH /api/user')).toEqual([]);
    expect(screen.getByLabelText('새 비밀번호')).toHaveValue('new-pw-1');
  });

  it('keeps the rate-limit message instead of blaming the password', async () => {
    api.use({ 'POST /api/user/password': { status: 429, body: { code: 'TOO_MANY_REQUESTS', message: '비밀번호 확인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.' } } });
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
    expect(sent('PATCH /api/user')).toEqual([]);
  });

  it('shows the default message when the change fails', async () => {
    api.use({ 'PATCH /api/user': { status: 500, body: { code: 'INTERNAL', message: '비밀번호 변경에 실패했습니다.' } } });
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
    expect(await screen.findByTestId('where')).toHaveTextContent('/login');
    expect(sent('POST /api/auth/logout')).toEqual([{ refreshToken: 'r1' }]);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(useSessionStore.getState().refreshToken).toBeNull();
  });

  it('signs out on this phone even when the server cannot be reached', async () => {
    api.use({ 'POST /api/auth/logout': { drop: true } });
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderEdit();
    await screen.findByLabelText('이름');
    await click('로그아웃');
    const dialog = await screen.findByRole('alertdialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '로그아웃' })));
    expect(await screen.findByTestId('where')).toHaveTextContent('/login');
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });
});
