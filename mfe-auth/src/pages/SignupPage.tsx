import { useMemo, useRef, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, STAFF_CRISIS_ALERTS, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USER_TYPES, withParticle, type SignupUserType, type UserType } from '@ieum/domain';
import { ApiError, errorMessage, showAlert, storedPushToken, useDialogStore } from '@ieum/platform';
import { Button, LoadingModal, PasswordField, TextField, TopBar } from '@ieum/shared-ui';
import { useSingleFlight } from '@ieum/app-kit';
import { checkUsername } from '../api/check-username';
import { signup } from '../api/signup';
import { BioField } from '../components/BioField';
import { BirthDateFields } from '../components/BirthDateFields';
import { ConsentList } from '../components/ConsentList';
import { GenderField } from '../components/GenderField';
import { AddressFields } from '../components/AddressFields';
import { PhoneVerificationFields } from '../components/PhoneVerificationFields';
import { useSessionDraft } from '../hooks/use-session-draft';
import { nameProblem, usernameProblem } from '../forms/field-problems';
import { enterMovesToNextField, onEnter } from '../forms/on-enter';
import {
  initialSignupForm,
  isSignupUserType,
  lockedFieldsOf,
  missingSignupFields,
  passwordsMatch,
  toSignupPayload,
  type PrefilledUserInfo,
  type SignupForm,
} from '../signup/signup-form';

export interface SignupRouteState {
  role?: SignupUserType;
  userInfo?: PrefilledUserInfo | null;
}

/** What /login opens with after a signup: the role just chosen and the new username. */
export interface LoginAfterSignupState {
  userType: UserType;
  username: string;
}

/** Never written to the reload draft. */
const SECRET_FIELDS = ['password', 'passwordConfirm'] as const;

/** /signup: reached from the role choice; without a role it sends the user back there. */
export default function SignupPage() {
  const state = useLocation().state as SignupRouteState | null;
  // Staff accounts come from the operator command only: no signup form for them.
  if (!isSignupUserType(state?.role)) return <Navigate to="/roleselect" replace />;
  return <SignupFormView role={state.role} userInfo={state.userInfo ?? null} />;
}

function SignupFormView({ role, userInfo }: { role: SignupUserType; userInfo: PrefilledUserInfo | null }) {
  const navigate = useNavigate();
  const locked = useMemo(() => lockedFieldsOf(userInfo), [userInfo]);
  const [form, setForm, discardDraft] = useSessionDraft<SignupForm>(
    `ieum-signup-draft:${role}:${userInfo?.username ?? ''}`,
    () => initialSignupForm(userInfo),
    SECRET_FIELDS,
  );
  const [busy, run] = useSingleFlight<'username' | 'submit'>();
  const dialogShown = useDialogStore((state) => state.queue.length > 0);

  const missing = missingSignupFields(form);
  const complete = missing.length === 0;
  const formRef = useRef<HTMLFormElement>(null);
  const update = (changes: Partial<SignupForm>) => setForm((current) => ({ ...current, ...changes }));

  const checkDuplicate = async () => {
    const username = form.username.trim();
    if (!username) {
      await showAlert('아이디를 입력해주세요.');
      return;
    }
    const tooLong = usernameProblem(username);
    if (tooLong) {
      await showAlert(tooLong);
      return;
    }
    await run('username', async () => {
      try {
        await checkUsername(username, role);
        setForm((current) => (current.username.trim() === username ? { ...current, usernameChecked: true } : current));
        await showAlert('사용 가능한 아이디입니다.');
      } catch (error) {
        await showAlert(errorMessage(error, '아이디 중복 확인에 실패했습니다.'));
      }
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!complete) {
      await showAlert('모든 필수 항목을 입력하고 인증을 완료해주세요.');
      // Then straight to the first thing still needed, so nobody hunts for it on a long form.
      formRef.current?.querySelector<HTMLElement>(`[name="${missing[0].field}"]`)?.focus();
      return;
    }
    await run('submit', async () => {
      try {
        await signup(toSignupPayload(form, role, { kakaoTicket: userInfo?.kakaoTicket, pushToken: storedPushToken() }));
      } catch (error) {
        // The server knows better than the flags: make the user redo what it refused.
        if (error instanceof ApiError && error.code === 'PHONE_NOT_VERIFIED') update({ phoneVerified: false });
        if (error instanceof ApiError && error.code === 'USERNAME_TAKEN' && !locked.username) update({ usernameChecked: false });
        await showAlert(errorMessage(error, '회원가입에 실패했습니다.'));
        return;
      }
      discardDraft();
      await showAlert('회원가입이 완료되었습니다.');
      const next: LoginAfterSignupState = { userType: role, username: form.username.trim() };
      navigate('/login', { replace: true, state: next });
    });
  };

  const showPasswordCheck = form.passwordConfirm !== '';

  return (
    <main className="ui-page">
      <TopBar title="회원가입" />
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Enter from the fields inside, delegated */}
      <form ref={formRef} className="ui-page__body auth-form" onSubmit={submit} onKeyDown={enterMovesToNextField} noValidate>
        <p className="auth-signup__role">{withParticle(USER_TYPES[role], '으로', '로')} 가입합니다.</p>
        {role === 'elderly' && (
          <aside className="auth-signup__notice" aria-labelledby="signup-staff-alerts">
            <h2 className="auth-section-title" id="signup-staff-alerts">
              위기 알림 안내
            </h2>
            <p>{STAFF_CRISIS_ALERTS.explanation}</p>
            <p>가입하면 이 알림이 켜져 있어요. 홈 화면의 공유 설정에서 언제든 끌 수 있어요.</p>
          </aside>
        )}

        <h2 className="auth-section-title">계정 정보</h2>
        <TextField
          label="아이디"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={form.username}
          readOnly={locked.username}
          enterKeyHint={locked.username ? 'next' : 'go'}
          onKeyDown={locked.username || form.usernameChecked ? undefined : onEnter(checkDuplicate)}
          onChange={(event) => update({ username: event.target.value, usernameChecked: false })}
          error={usernameProblem(form.username)}
          success={form.usernameChecked ? (locked.username ? '카카오 계정으로 가입합니다.' : '사용 가능한 아이디입니다.') : undefined}
          hint={`${USERNAME_MIN_LENGTH}~${USERNAME_MAX_LENGTH}자의 영문, 숫자, 밑줄(_), 점(.), 하이픈(-)으로 입력하고 중복 확인을 눌러주세요.`}
          action={
            locked.username ? undefined : (
              <Button
                variant="secondary"
                className="auth-field-action"
                onClick={checkDuplicate}
                disabled={busy !== null || form.usernameChecked}
              >
                {busy === 'username' ? '확인 중...' : '중복 확인'}
              </Button>
            )
          }
        />
        <PasswordField
          label="비밀번호"
          name="password"
          enterKeyHint="next"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={form.password}
          onChange={(event) => update({ password: event.target.value })}
          hint={`${PASSWORD_MIN_LENGTH}자 이상 입력해주세요.`}
        />
        <PasswordField
          label="비밀번호 확인"
          name="passwordConfirm"
          enterKeyHint="next"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={form.passwordConfirm}
          onChange={(event) => update({ passwordConfirm: event.target.value })}
          hint="비밀번호를 한 번 더 입력해주세요."
          error={showPasswordCheck && !passwordsMatch(form) ? '비밀번호가 일치하지 않습니다.' : undefined}
          success={showPasswordCheck && passwordsMatch(form) ? '비밀번호가 일치합니다.' : undefined}
        />

        <h2 className="auth-section-title">기본 정보</h2>
        <TextField
          label="이름"
          name="name"
          autoComplete="name"
          enterKeyHint="next"
          value={form.name}
          readOnly={locked.name}
          onChange={(event) => update({ name: event.target.value })}
          error={nameProblem(form.name)}
        />
        <BirthDateFields
          value={{ year: form.birthYear, month: form.birthMonth, day: form.birthDay }}
          onChange={({ year, month, day }) => update({ birthYear: year, birthMonth: month, birthDay: day })}
        />
        <GenderField value={form.gender} onChange={(gender) => update({ gender })} locked={locked.gender} />

        <h2 className="auth-section-title">주소</h2>
        <AddressFields district={form.district} detail={form.addressDetail} onChange={update} detailPlaceholder="예: 행복아파트 101동 1004호" />

        <h2 className="auth-section-title">휴대폰 인증</h2>
        <PhoneVerificationFields
          value={form}
          onChange={(change) => setForm((current) => ({ ...current, ...change(current) }))}
          readOnly={locked.phone}
          hint={locked.phone ? '카카오 계정의 번호입니다. 인증번호 발송을 눌러주세요.' : '번호를 입력하고 인증번호 발송을 눌러주세요.'}
        />

        {role === 'volunteer' && <BioField value={form.bio} onChange={(bio) => update({ bio })} />}

        <ConsentList value={form.consents} onChange={(consents) => update({ consents })} />

        <Button
          type="submit"
          block
          className="auth-submit"
          aria-disabled={!complete || busy !== null}
          aria-describedby={complete ? undefined : 'signup-missing'}
        >
          {busy === 'submit' ? '가입 중...' : '가입하기'}
        </Button>
        {!complete && (
          <p className="auth-missing" id="signup-missing">
            아직 필요한 항목: {missing.map((item) => item.label).join(', ')}
          </p>
        )}
      </form>
      <LoadingModal open={busy === 'submit' && !dialogShown} message="회원가입 중입니다..." />
    </main>
  );
}
