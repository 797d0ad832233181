import { type FormEvent, useState } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH } from '@ieum/domain';
import { ApiError, errorMessage, showAlert } from '@ieum/platform';
import { Button, PasswordField, TextField, TopBar, useNavigateOnce } from '@ieum/shared-ui';
import { useSingleFlight } from '@ieum/app-kit';
import { resetPassword } from '../api/reset-password';
import { type PhoneVerification, PhoneVerificationFields } from '../components/PhoneVerificationFields';

const NO_PHONE: PhoneVerification = { phone: '', codeSentTo: '', phoneVerified: false };

/** What is missing or wrong, in the order the fields appear; null when the form can be sent. */
function formProblem(username: string, phone: PhoneVerification, password: string, confirm: string): string | null {
  if (!username.trim()) return '아이디를 입력해주세요.';
  if (!phone.phoneVerified) return '휴대폰 인증을 완료해주세요.';
  if (!password || !confirm) return '새 비밀번호를 입력해주세요.';
  if (password.length < PASSWORD_MIN_LENGTH) return `비밀번호는 ${PASSWORD_MIN_LENGTH}자 이상 입력해주세요.`;
  if (password !== confirm) return '비밀번호가 일치하지 않습니다.';
  return null;
}

/** 비밀번호 재설정: the ID and the phone's SMS code let the owner choose a new password. */
export default function ResetPasswordPage() {
  const leaveTo = useNavigateOnce();
  const [username, setUsername] = useState('');
  const [phone, setPhone] = useState<PhoneVerification>(NO_PHONE);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, run] = useSingleFlight<'reset'>();
  const saving = busy === 'reset';
  const mismatch = confirm !== '' && password !== confirm;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const problem = formProblem(username, phone, password, confirm);
    if (problem) return showAlert(problem);
    // The button stays busy through the success alert, and is free again while a refusal is shown.
    let failure: unknown;
    await run('reset', async () => {
      try {
        await resetPassword(username.trim(), phone.phone, password);
      } catch (error) {
        failure = error;
        return;
      }
      await showAlert('비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.');
      leaveTo('/login', { replace: true, state: { username: username.trim() } });
    });
    if (failure === undefined) return;
    // The verification lapsed or was used: the number must be checked again.
    if (failure instanceof ApiError && failure.code === 'PHONE_NOT_VERIFIED') setPhone((current) => ({ ...current, codeSentTo: '', phoneVerified: false }));
    await showAlert(errorMessage(failure, '비밀번호를 바꾸지 못했습니다.'));
  };

  return (
    <main className="ui-page">
      <TopBar title="비밀번호 재설정" backTo="/login" />
      <form className="ui-page__body auth-stack" onSubmit={submit} noValidate>
        <p className="auth-recovery__intro">
          아이디와 가입할 때 입력한 휴대폰 번호를 인증하면 새 비밀번호를 정할 수 있어요. 비밀번호를 바꾸면 모든 기기에서 로그아웃돼요.
        </p>
        <TextField
          label="아이디"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          value={username}
          maxLength={USERNAME_MAX_LENGTH}
          onChange={(event) => setUsername(event.target.value)}
        />
        <PhoneVerificationFields value={phone} onChange={(update) => setPhone((current) => ({ ...current, ...update(current) }))} />
        <PasswordField
          label="새 비밀번호"
          name="newPassword"
          autoComplete="new-password"
          value={password}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={`${PASSWORD_MIN_LENGTH}자 이상으로 정해주세요.`}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          label="새 비밀번호 확인"
          name="newPasswordConfirm"
          autoComplete="new-password"
          value={confirm}
          maxLength={PASSWORD_MAX_LENGTH}
          error={mismatch ? '비밀번호가 일치하지 않습니다.' : undefined}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <Button type="submit" block disabled={saving} aria-busy={saving}>
          {saving ? '바꾸는 중...' : '비밀번호 변경'}
        </Button>
      </form>
    </main>
  );
}
