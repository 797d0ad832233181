import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useDialogStore } from '@ieum/platform';
import { DialogHost } from '@ieum/shared-ui';
import { startTypedApi } from '@ieum/app-kit/src/testing/typed-api';
import SignupPage, { type SignupRouteState } from '../SignupPage';

const api = startTypedApi();

/** The username checks the page asked for, as [username, userType]. */
const usernameChecks = () => api.requests('GET /api/user/username').map((request) => [request.query.get('username'), request.query.get('userType')]);
/** The numbers codes were sent to, and the [number, code] pairs checked (in the API's +82 form). */
const codesSent = () => api.requests('POST /api/auth').map((request) => (request.body as { phoneNumber: string }).phoneNumber);
const codesChecked = () => api.requests('GET /api/auth').map((request) => [request.query.get('phoneNumber'), request.query.get('verificationCode')]);
const signups = () => api.requests('POST /api/user').map((request) => request.body);

function LoginStand() {
  return <p>login page {JSON.stringify(useLocation().state)}</p>;
}

function renderSignup(state: SignupRouteState | null = { role: 'volunteer', userInfo: null }) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/signup', state }]}>
      <Routes>
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/login" element={<LoginStand />} />
        <Route path="/roleselect" element={<p>role select</p>} />
      </Routes>
      <DialogHost />
    </MemoryRouter>,
  );
}

async function click(name: string | RegExp) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
}

async function closeAlert(): Promise<string> {
  const dialog = await screen.findByRole('alertdialog');
  const text = dialog.textContent!.replace(/확인$/, '');
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '확인' })));
  return text;
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function verifyPhone(phone = '01012345678') {
  type('휴대폰 번호', phone);
  await click('인증번호 발송');
  expect(await closeAlert()).toBe('인증번호가 발송되었습니다.');
  type('인증번호', '123456');
  await click('확인');
  expect(await closeAlert()).toBe('인증번호가 확인되었습니다.');
}

async function fillEverything() {
  type('아이디', 'newvolunteer');
  await click('중복 확인');
  expect(await closeAlert()).toBe('사용 가능한 아이디입니다.');
  type('비밀번호', 'pw-123456');
  type('비밀번호 확인', 'pw-123456');
  type('이름', '박봉사');
  type('태어난 해', '1990');
  type('태어난 달', '1');
  type('태어난 날', '2');
  type('사는 구', 'MAPO');
  type('상세 주소', '망원동 1');
  await verifyPhone();
  fireEvent.click(screen.getByLabelText('전체 동의'));
}

beforeEach(() => {
  useDialogStore.setState({ queue: [] });
  sessionStorage.clear();
  api.use({
    'GET /api/user/username': { body: { available: true } },
    'POST /api/auth': { body: { expiresInSeconds: 300 } },
    'GET /api/auth': { body: { verificationToken: 'v1', verified: true } },
    'POST /api/user': { status: 201, body: { id: 1 } },
  });
});

afterEach(() => {
  expect(api.unhandled).toEqual([]);
});

describe('signup page', () => {
  it('sends a visitor without a role to the role choice, and one who asks for a staff account too', () => {
    const { unmount } = renderSignup(null);
    expect(screen.getByText('role select')).toBeInTheDocument();
    unmount();
    renderSignup({ role: 'staff' as never });
    expect(screen.getByText('role select')).toBeInTheDocument();
  });

  it("explains the welfare worker's crisis alerts to an older person before they sign up, and to nobody else", () => {
    const { unmount } = renderSignup({ role: 'elderly' });
    expect(screen.getByText('이용자로 가입합니다.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '위기 알림 안내' })).toBeInTheDocument();
    expect(screen.getByText(/사는 구의 사회복지사에게 알림이 가요/)).toBeInTheDocument();
    expect(screen.getByText(/공유 설정에서 언제든 끌 수 있어요/)).toBeInTheDocument();
    unmount();
    renderSignup({ role: 'guardian' });
    expect(screen.getByText('가족으로 가입합니다.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '위기 알림 안내' })).not.toBeInTheDocument();
  });

  it('asks for a username before the duplicate check', async () => {
    renderSignup();
    await click('중복 확인');
    expect(await closeAlert()).toBe('아이디를 입력해주세요.');
    expect(usernameChecks()).toEqual([]);
  });

  it('marks a free username checked and clears the mark when it is edited', async () => {
    renderSignup();
    type('아이디', 'newvolunteer');
    await click('중복 확인');
    expect(await closeAlert()).toBe('사용 가능한 아이디입니다.');
    expect(usernameChecks()).toEqual([['newvolunteer', 'volunteer']]);
    expect(screen.getByLabelText('아이디')).toHaveAccessibleDescription('사용 가능한 아이디입니다.');
    expect(screen.getByRole('button', { name: '중복 확인' })).toBeDisabled();

    type('아이디', 'newvolunteer2');
    expect(screen.getByLabelText('아이디')).not.toHaveAccessibleDescription('사용 가능한 아이디입니다.');
    expect(screen.getByRole('button', { name: '중복 확인' })).toBeEnabled();
    expect(screen.getByText(/아직 필요한 항목: 아이디 중복 확인/)).toBeInTheDocument();
  });

  it("shows the server's message for a taken username", async () => {
    api.use({ 'GET /api/user/username': { status: 409, body: { code: 'USERNAME_TAKEN', message: '이미 사용 중인 아이디입니다.' } } });
    renderSignup();
    type('아이디', 'taken');
    await click('중복 확인');
    expect(await closeAlert()).toBe('이미 사용 중인 아이디입니다.');
    expect(screen.getByRole('button', { name: '중복 확인' })).toBeEnabled();
  });

  it('shows whether the two passwords match', () => {
    renderSignup();
    type('비밀번호', 'pw-123456');
    type('비밀번호 확인', 'pw-12345');
    expect(screen.getByLabelText('비밀번호 확인')).toHaveAccessibleDescription('비밀번호가 일치하지 않습니다.');
    type('비밀번호 확인', 'pw-123456');
    expect(screen.getByLabelText('비밀번호 확인')).toHaveAccessibleDescription('비밀번호가 일치합니다.');
  });

  it('offers only the birth years of people 14 to 120, newest first, and a decade that narrows them to ten', () => {
    renderSignup();
    const thisYear = new Date().getFullYear();
    const yearValues = () => [...(screen.getByLabelText('태어난 해') as HTMLSelectElement).options].slice(1).map((option) => Number(option.value));
    expect(yearValues()).toHaveLength(107);
    expect(yearValues()[0]).toBe(thisYear - 14);
    expect(yearValues().at(-1)).toBe(thisYear - 120);
    type('태어난 연대', '1940');
    expect(yearValues()).toEqual([1949, 1948, 1947, 1946, 1945, 1944, 1943, 1942, 1941, 1940]);
    type('태어난 해', '1946');
    expect(screen.getByLabelText('태어난 연대')).toHaveValue('1940');
    expect((screen.getByLabelText('태어난 달') as HTMLSelectElement).options).toHaveLength(13);
    expect((screen.getByLabelText('태어난 날') as HTMLSelectElement).options).toHaveLength(32);
    // Another decade clears a year that is not in it.
    type('태어난 연대', '1950');
    expect(screen.getByLabelText('태어난 해')).toHaveValue('');
    expect(yearValues()[0]).toBe(1959);
  });

  it('names an age under 14 at the birth date at once and keeps the signup closed', () => {
    renderSignup();
    const thisYear = new Date().getFullYear();
    type('태어난 해', String(thisYear - 14));
    type('태어난 달', '12');
    type('태어난 날', '31');
    const today = new Date();
    if (today.getMonth() === 11 && today.getDate() === 31) return; // born that day, 14 today
    expect(screen.getByRole('alert')).toHaveTextContent('만 14세 이상만 가입할 수 있습니다.');
    expect(screen.getByText(/아직 필요한 항목: .*생년월일/)).toBeInTheDocument();
    type('태어난 해', String(thisYear - 15));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('태어난 날')).toHaveAccessibleDescription(/^만 1[45]세$/);
  });

  it('says at the field when the ID, name or address is too long (nothing is cut) or the name has a sign it cannot take', async () => {
    renderSignup();
    type('아이디', 'a'.repeat(31));
    expect(screen.getByLabelText('아이디')).toHaveValue('a'.repeat(31));
    expect(screen.getByLabelText('아이디')).toHaveAccessibleDescription('아이디는 30자 이하로 입력해주세요. (지금 31자)');
    await click('중복 확인');
    expect(await closeAlert()).toBe('아이디는 30자 이하로 입력해주세요. (지금 31자)');
    expect(usernameChecks()).toEqual([]);
    type('이름', '가'.repeat(31));
    expect(screen.getByLabelText('이름')).toHaveAccessibleDescription('이름은 30자 이하로 입력해주세요. (지금 31자)');
    type('이름', '박봉사<script>');
    expect(screen.getByLabelText('이름')).toHaveAccessibleDescription("이름에는 글자, 숫자, 공백과 . ' · _ - 만 쓸 수 있습니다.");
    type('상세 주소', '동'.repeat(101));
    expect(screen.getByLabelText('상세 주소')).toHaveAccessibleDescription('상세 주소는 100자 이하로 입력해주세요. (지금 101자)');
    expect(screen.getByText(/아직 필요한 항목: .*이름.*상세 주소/)).toBeInTheDocument();
  });

  it('Enter in a field does its button: ID checks, phone sends, code confirms; never the whole form', async () => {
    renderSignup();
    type('아이디', 'newvolunteer');
    fireEvent.keyDown(screen.getByLabelText('아이디'), { key: 'Enter' });
    expect(await closeAlert()).toBe('사용 가능한 아이디입니다.');
    expect(usernameChecks()).toEqual([['newvolunteer', 'volunteer']]);

    type('휴대폰 번호', '01012345678');
    fireEvent.keyDown(screen.getByLabelText('휴대폰 번호'), { key: 'Enter' });
    expect(await closeAlert()).toBe('인증번호가 발송되었습니다.');
    expect(codesSent()).toEqual(['+821012345678']);
    expect(screen.getByLabelText('인증번호')).toHaveFocus();

    type('인증번호', '123456');
    fireEvent.keyDown(screen.getByLabelText('인증번호'), { key: 'Enter' });
    expect(await closeAlert()).toBe('인증번호가 확인되었습니다.');
    expect(codesChecked()).toEqual([['+821012345678', '123456']]);

    // Any other field moves on to the next one.
    fireEvent.keyDown(screen.getByLabelText('비밀번호'), { key: 'Enter' });
    expect(screen.getByLabelText('비밀번호 확인')).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(signups()).toEqual([]);
  });

  it('a tap on the incomplete form moves the focus to the first thing still needed after the alert', async () => {
    renderSignup();
    type('아이디', 'newvolunteer');
    await click('중복 확인');
    await closeAlert();
    type('비밀번호', 'pw-123456');
    type('비밀번호 확인', 'pw-123456');
    await click('가입하기');
    expect(await closeAlert()).toBe('모든 필수 항목을 입력하고 인증을 완료해주세요.');
    expect(screen.getByLabelText('이름')).toHaveFocus();
  });

  it('a show-password button on both password fields', () => {
    renderSignup();
    type('비밀번호', 'pw-123456');
    const show = screen.getByRole('button', { name: '비밀번호 보기' });
    expect(screen.getByLabelText('비밀번호')).toHaveAttribute('type', 'password');
    fireEvent.click(show);
    expect(screen.getByLabelText('비밀번호')).toHaveAttribute('type', 'text');
    expect(show).toHaveAttribute('aria-pressed', 'true');
    expect(show).toHaveAccessibleName('비밀번호 숨기기');
    expect(screen.getByLabelText('비밀번호 확인')).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: '비밀번호 확인 보기' }));
    expect(screen.getByLabelText('비밀번호 확인')).toHaveAttribute('type', 'text');
  });

  it('says at once when the chosen day does not exist, and keeps the signup closed until it does', async () => {
    renderSignup();
    await fillEverything();
    type('태어난 달', '2');
    type('태어난 날', '31');
    expect(screen.getByRole('alert')).toHaveTextContent('없는 날짜예요. 생년월일을 다시 확인해주세요.');
    expect(screen.getByLabelText('태어난 날')).toHaveAccessibleDescription('없는 날짜예요. 생년월일을 다시 확인해주세요.');
    expect(screen.getByRole('button', { name: '가입하기' })).toHaveAttribute('aria-disabled', 'true');
    type('태어난 날', '28');
    expect(screen.queryByText('없는 날짜예요. 생년월일을 다시 확인해주세요.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '가입하기' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('starts on 남성 and lists the 23 districts by Korean name', () => {
    renderSignup();
    expect(screen.getByRole('radio', { name: '남성' })).toHaveAttribute('aria-checked', 'true');
    const districts = [...(screen.getByLabelText('사는 구') as HTMLSelectElement).options].slice(1);
    expect(districts).toHaveLength(23);
    expect(districts.find((option) => option.value === 'SEOCHO')?.text).toBe('서초구');
  });

  it('shows the phone as 3-4-4, sends the code, and a failed check clears the verified flag', async () => {
    renderSignup();
    type('휴대폰 번호', '010-1234-5678');
    expect(screen.getByLabelText('휴대폰 번호')).toHaveValue('010-1234-5678');
    await click('인증번호 발송');
    expect(await closeAlert()).toBe('인증번호가 발송되었습니다.');
    expect(codesSent()).toEqual(['+821012345678']);

    type('인증번호', '123456');
    await click('확인');
    expect(await closeAlert()).toBe('인증번호가 확인되었습니다.');
    expect(codesChecked()).toEqual([['+821012345678', '123456']]);
    expect(screen.getByLabelText('휴대폰 번호')).toHaveAccessibleDescription('휴대폰 인증이 완료되었습니다.');

    // A new number needs a new code; a wrong code leaves it unverified.
    type('휴대폰 번호', '01012345679');
    await click('인증번호 발송');
    await closeAlert();
    api.use({ 'GET /api/auth': { status: 400, body: { code: 'WRONG_CODE', message: '인증번호가 올바르지 않습니다.' } } });
    type('인증번호', '000000');
    await click('확인');
    expect(await closeAlert()).toBe('인증번호가 올바르지 않습니다.');
    expect(screen.getByText(/아직 필요한 항목:.*휴대폰 인증/)).toBeInTheDocument();
  });

  it('asks for the number and for the code before calling the server', async () => {
    renderSignup();
    await click('인증번호 발송');
    expect(await closeAlert()).toBe('휴대폰 번호를 입력해주세요.');
    type('휴대폰 번호', '0101234');
    await click('인증번호 발송');
    expect(await closeAlert()).toBe('휴대폰 번호를 정확히 입력해주세요. (예: 010-1234-5678)');
    type('휴대폰 번호', '01012345678');
    await click('인증번호 발송');
    await closeAlert();
    await click('확인');
    expect(await closeAlert()).toBe('인증번호를 입력해주세요.');
    expect(codesChecked()).toEqual([]);
  });

  it('has a 100-character introduction for volunteers only', () => {
    const { unmount } = renderSignup({ role: 'volunteer' });
    const bio = screen.getByLabelText('자기소개');
    expect(bio).toHaveAttribute('maxLength', '100');
    expect(bio.getAttribute('placeholder')).toMatch(/매칭/);
    type('자기소개', '가'.repeat(120));
    expect(bio).toHaveValue('가'.repeat(100));
    expect(screen.getByText('100/100자')).toBeInTheDocument();
    unmount();
    renderSignup({ role: 'elderly' });
    expect(screen.queryByLabelText('자기소개')).not.toBeInTheDocument();
  });

  it('checks and clears all consents with 전체 동의, which follows the three', () => {
    renderSignup();
    const all = screen.getByLabelText('전체 동의');
    const items = [/이용약관 동의/, /개인정보 수집 동의/, /마케팅/].map((label) => screen.getByLabelText(label));
    fireEvent.click(all);
    items.forEach((item) => expect(item).toBeChecked());
    fireEvent.click(items[2]);
    expect(all).not.toBeChecked();
    fireEvent.click(items[2]);
    expect(all).toBeChecked();
    fireEvent.click(all);
    items.forEach((item) => expect(item).not.toBeChecked());
  });

  it('keeps the submit button disabled and explains what is missing', async () => {
    renderSignup();
    expect(screen.getByRole('button', { name: '가입하기' })).toHaveAttribute('aria-disabled', 'true');
    await click('가입하기');
    expect(await closeAlert()).toBe('모든 필수 항목을 입력하고 인증을 완료해주세요.');
    expect(signups()).toEqual([]);
  });

  it('signs a volunteer up with the signup payload and goes to /login', async () => {
    localStorage.setItem('fcmToken', 'push-1');
    renderSignup();
    await fillEverything();
    type('자기소개', '병원 동행을 자주 했어요.');
    expect(screen.getByRole('button', { name: '가입하기' })).toHaveAttribute('aria-disabled', 'false');
    await click('가입하기');
    expect(await closeAlert()).toBe('회원가입이 완료되었습니다.');
    const today = new Date();
    const age = today.getFullYear() - 1990 - (today.getMonth() === 0 && today.getDate() < 2 ? 1 : 0);
    expect(signups()).toEqual([{
      username: 'newvolunteer',
      password: 'pw-123456',
      name: '박봉사',
      age,
      gender: 'male',
      phone: '01012345678',
      address: { district: 'MAPO', detail: '망원동 1' },
      phoneCode: 'push-1',
      userType: 'volunteer',
      bio: '병원 동행을 자주 했어요.',
      birthDate: '1990-01-02',
    }]);
    expect(screen.getByText('login page {"userType":"volunteer","username":"newvolunteer"}')).toBeInTheDocument();
  });

  it('signs a family member (가족) up with the same verified phone and no introduction', async () => {
    renderSignup({ role: 'guardian' });
    expect(screen.queryByLabelText('자기소개')).not.toBeInTheDocument();
    await fillEverything();
    await click('가입하기');
    expect(await closeAlert()).toBe('회원가입이 완료되었습니다.');
    expect(signups()).toEqual([expect.objectContaining({ userType: 'guardian', bio: '', phone: '01012345678' })]);
    expect(screen.getByText('login page {"userType":"guardian","username":"newvolunteer"}')).toBeInTheDocument();
  });

  it('keeps everything typed when the server refuses, and asks again for what it refused', async () => {
    api.use({ 'POST /api/user': { status: 400, body: { code: 'PHONE_NOT_VERIFIED', message: '휴대폰 인증을 완료해주세요.' } } });
    renderSignup({ role: 'elderly' });
    await fillEverything();
    await click('가입하기');
    expect(await closeAlert()).toBe('휴대폰 인증을 완료해주세요.');
    expect(screen.getByLabelText('이름')).toHaveValue('박봉사');
    expect(screen.getByLabelText('비밀번호')).toHaveValue('pw-123456');
    expect(screen.getByText(/아직 필요한 항목: 휴대폰 인증/)).toBeInTheDocument();
  });

  it('locks what the social login filled in and sends its ticket', async () => {
    renderSignup({
      role: 'elderly',
      userInfo: { username: 'kakao_42', name: '김영희', gender: 'female', phone: '01098765432', age: '78', kakaoTicket: 'ticket-1' },
    });
    expect(screen.getByLabelText('아이디')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: '중복 확인' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('이름')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('성별')).toHaveValue('여성');
    expect(screen.getByLabelText('휴대폰 번호')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('휴대폰 번호')).toHaveValue('010-9876-5432');

    type('비밀번호', 'pw-123456');
    type('비밀번호 확인', 'pw-123456');
    type('태어난 해', '1948');
    type('태어난 달', '3');
    type('태어난 날', '1');
    type('사는 구', 'JONGNO');
    await click('인증번호 발송');
    await closeAlert();
    type('인증번호', '123456');
    await click('확인');
    await closeAlert();
    fireEvent.click(screen.getByLabelText(/이용약관 동의/));
    fireEvent.click(screen.getByLabelText(/개인정보 수집 동의/));
    await click('가입하기');
    await waitFor(() => expect(signups()).toHaveLength(1));
    expect(signups()).toEqual([
      expect.objectContaining({ username: 'kakao_42', name: '김영희', gender: 'female', phone: '01098765432', bio: '', kakaoTicket: 'ticket-1' }),
    ]);
    expect(await closeAlert()).toBe('회원가입이 완료되었습니다.');
  });

  it('keeps the form (but not the passwords) when the tab reloads', async () => {
    const { unmount } = renderSignup();
    type('이름', '박봉사');
    type('비밀번호', 'pw-123456');
    unmount();
    renderSignup();
    expect(screen.getByLabelText('이름')).toHaveValue('박봉사');
    expect(screen.getByLabelText('비밀번호')).toHaveValue('');
  });

  it('ignores a second tap while the signup is on its way', async () => {
    let finish: () => void = () => {};
    api.use({ 'POST /api/user': () => new Promise((resolve) => (finish = () => resolve({ status: 201, body: { id: 1 } }))) });
    renderSignup();
    await fillEverything();
    await click('가입하기');
    expect(screen.getByRole('status')).toHaveTextContent('회원가입 중입니다...');
    await waitFor(() => expect(signups()).toHaveLength(1));
    await click('가입 중...');
    expect(signups()).toHaveLength(1);
    await act(async () => finish());
    expect(await closeAlert()).toBe('회원가입이 완료되었습니다.');
  });
});

describe('signup consents', () => {
  it('each consent has 보기, which opens its text in place; 전체 동의 says it includes the optional one', () => {
    renderSignup();
    expect(screen.getByLabelText('전체 동의')).toHaveAccessibleDescription('선택 항목인 마케팅 정보 수신 동의도 함께 체크됩니다.');
    const cases = [
      ['이용약관 보기', /만 14세 이상만 가입할 수 있습니다/],
      ['개인정보 수집 보기', /보관 기간/],
      ['마케팅 정보 수신 보기', /그만 받으려면/],
    ] as const;
    for (const [button, text] of cases) {
      const view = screen.getByRole('button', { name: button });
      expect(view).toHaveAttribute('aria-expanded', 'false');
      fireEvent.click(view);
      expect(view).toHaveAttribute('aria-expanded', 'true');
      const section = document.getElementById(view.getAttribute('aria-controls')!)!;
      expect(section).toBeVisible();
      expect(section).toHaveTextContent(text);
    }
    // One open at a time, and 닫기 closes it.
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '마케팅 정보 수신 닫기' }));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it("labels the required consents with the product's words", () => {
    renderSignup();
    expect(screen.getByRole('checkbox', { name: '이용약관 동의 필수' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '개인정보 수집 동의 필수' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '마케팅 정보 수신 동의 선택' })).toBeInTheDocument();
  });
});
