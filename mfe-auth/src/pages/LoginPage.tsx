import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { USER_TYPES, homePathFor, isUserType, type UserType } from '@ieum/domain';
import { errorMessage, showAlert, storedPushToken, useSessionStore } from '@ieum/platform';
import { Button, Logo, PasswordField, SegmentedControl, TextField, useNavigateOnce, usePageTitle } from '@ieum/shared-ui';
import { useSingleFlight } from '@ieum/app-kit';
import { login } from '../api/login';
import { openKakaoLogin } from '../api/social-login';

/** The toggle's roles; welfare workers sign in on /stafflogin (accounts from the operator command). */
const ROLE_OPTIONS = [
  { value: 'volunteer', label: USER_TYPES.volunteer },
  { value: 'elderly', label: USER_TYPES.elderly },
  { value: 'guardian', label: USER_TYPES.guardian },
] as const;
type ToggleRole = (typeof ROLE_OPTIONS)[number]['value'];
const isToggleRole = (value: unknown): value is ToggleRole => ROLE_OPTIONS.some((option) => option.value === value);

/**
 * What a page that sends people here may pass: a signup its role and new username (so the form
 * opens ready for the password), a page that needs a sign-in the path to come back to.
 */
export interface LoginRouteState {
  userType?: unknown;
  username?: unknown;
  returnTo?: unknown;
}

/** Only a path of this app: never another site (`//evil.example`) or the login page itself. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value.toLowerCase().startsWith('/login') ? null : value;
}

export default function LoginPage() {
  return <LoginScreen />;
}

/**
 * The login form. `staff`: the welfare worker's sign-in (/stafflogin): ID and password only, no
 * role toggle, no signup or Kakao (their accounts come from the district's operator).
 */
export function LoginScreen({ staff = false }: { staff?: boolean }) {
  const title = staff ? '사회복지사 로그인' : '로그인';
  usePageTitle(title);
  const navigate = useNavigate();
  const leaveTo = useNavigateOnce();
  const signIn = useSessionStore((state) => state.signIn);
  const routeState = (useLocation().state ?? {}) as LoginRouteState;
  const [toggleRole, setToggleRole] = useState<ToggleRole>(isToggleRole(routeState.userType) ? routeState.userType : 'volunteer');
  const userType: UserType = staff ? 'staff' : toggleRole;
  const [username, setUsername] = useState(typeof routeState.username === 'string' ? routeState.username : '');
  const returnTo = useRef(safeReturnPath(routeState.returnTo));
  const passwordId = 'login-password';

  const [password, setPassword] = useState('');
  const [busy, run] = useSingleFlight<'login'>();
  const submitting = busy === 'login';

  // After a signup the username is filled in: the password is what is left to type.
  useEffect(() => {
    if (typeof routeState.username === 'string' && routeState.username) document.getElementById(passwordId)?.focus();
  }, [routeState.username]);

  // Every sign-in goes home (or back to the page that asked for it) from here: this page's own,
  // and the Kakao login, which finishes in the window it opened and reaches this one through
  // storage events.
  useEffect(
    () =>
      useSessionStore.subscribe((state, previous) => {
        // The other window's keys arrive one at a time: act once token and type are both in.
        if (state.accessToken && state.userType && (state.accessToken !== previous.accessToken || !previous.userType)) {
          navigate(returnTo.current ?? homePathFor(isUserType(state.userType) ? state.userType : null), { replace: true });
        }
      }),
    [navigate],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!username.trim() || !password) {
      await showAlert('아이디와 비밀번호를 입력해주세요.');
      return;
    }
    // The button is free again while the refusal is shown, as before: the alert waits outside the flight.
    let failure: unknown;
    await run('login', async () => {
      try {
        const response = await login({
          username: username.trim(),
          password,
          userType,
          fcmToken: storedPushToken(),
        });
        signIn({ ...response, userType: response.userType ?? userType });
      } catch (error) {
        failure = error;
      }
    });
    if (failure !== undefined) await showAlert(errorMessage(failure, '로그인에 실패했습니다.'));
  };

  return (
    // The build label lets a tester or a browser test tell which build of this remote is on screen,
    // without showing users a developer's version number.
    <main className="ui-page" data-build-label={__BUILD_LABEL__}>
      <form className="ui-page__body auth-login" onSubmit={submit} noValidate>
        <header className="auth-login__brand">
          <Logo size={80} />
          <h1 className="ui-heading">이음 {title}</h1>
        </header>
        {staff ? (
          <p>구청에서 받은 사회복지사 아이디로 로그인해 주세요.</p>
        ) : (
          <SegmentedControl<ToggleRole> label="회원 유형" options={ROLE_OPTIONS} value={toggleRole} onChange={setToggleRole} />
        )}
        <TextField
          label="아이디"
          placeholder="아이디"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          maxLength={50}
        />
        <PasswordField
          id={passwordId}
          label="비밀번호"
          placeholder="비밀번호"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          maxLength={100}
        />
        <Button type="submit" block disabled={submitting} aria-busy={submitting}>
          {submitting ? '로그인 중...' : '로그인'}
        </Button>
        <nav className="auth-login__help" aria-label="계정 찾기">
          <Button variant="ghost" onClick={() => leaveTo('/findid')}>
            아이디 찾기
          </Button>
          <Button variant="ghost" onClick={() => leaveTo('/resetpassword')}>
            비밀번호 재설정
          </Button>
        </nav>
        {staff ? (
          <Button variant="secondary" block onClick={() => leaveTo('/login')}>
            봉사자 · 이용자 · 가족 계정으로 들어가기
          </Button>
        ) : (
          <>
            <Button variant="secondary" block onClick={() => leaveTo('/roleselect')}>
              회원가입
            </Button>
            <Button variant="kakao" block onClick={openKakaoLogin}>
              카카오로 시작하기
            </Button>
            <Button variant="ghost" block onClick={() => leaveTo('/stafflogin')}>
              사회복지사 계정으로 들어가기
            </Button>
          </>
        )}
      </form>
    </main>
  );
}
