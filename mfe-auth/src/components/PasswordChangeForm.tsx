import { useState, type FormEvent } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type UserType } from '@ieum/domain';
import { ApiError, errorMessage, showAlert, useSessionStore } from '@ieum/platform';
import { Button, Card, PasswordField } from '@ieum/shared-ui';
import { useSingleFlight } from '@ieum/app-kit';
import { changePassword, verifyCurrentPassword } from '../api/password';

const EMPTY = { current: '', next: '', confirm: '' };

/**
 * A 401, or a message about the password, means the current one was wrong. A rate limit (429)
 * keeps its own message: retrying at once would not help.
 */
function isWrongPassword(error: unknown): boolean {
  return error instanceof ApiError && error.status !== 429 && (error.status === 401 || error.message.includes('비밀번호'));
}

/** Checks the current password first, then sets the new one. */
export function PasswordChangeForm({ userType }: { userType: UserType }) {
  const [fields, setFields] = useState(EMPTY);
  const [busy, run] = useSingleFlight<'change'>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!fields.current) {
      await showAlert('현재 비밀번호를 입력해주세요.');
      return;
    }
    await run('change', async () => {
      try {
        await verifyCurrentPassword(fields.current, userType);
      } catch (error) {
        await showAlert(isWrongPassword(error) ? '비밀번호를 확인해주세요.' : errorMessage(error, '현재 비밀번호가 올바르지 않습니다.'));
        return;
      }
      if (!fields.next || !fields.confirm) {
        await showAlert('새 비밀번호를 입력해주세요.');
        return;
      }
      if (fields.next !== fields.confirm) {
        await showAlert('비밀번호가 일치하지 않습니다.');
        return;
      }
      try {
        await changePassword(fields.next, userType, useSessionStore.getState().refreshToken);
      } catch (error) {
        await showAlert(errorMessage(error, '비밀번호 변경에 실패했습니다.'));
        return;
      }
      setFields(EMPTY);
      await showAlert('비밀번호가 변경되었습니다.');
    });
  };

  const field = (key: keyof typeof EMPTY) => ({
    value: fields[key],
    onChange: (event: { target: { value: string } }) => setFields((current) => ({ ...current, [key]: event.target.value })),
  });

  return (
    <Card aria-labelledby="password-change-title">
      <form className="auth-stack" onSubmit={submit} noValidate>
        <h2 className="auth-section-title auth-section-title--plain" id="password-change-title">
          비밀번호 변경
        </h2>
        <PasswordField label="현재 비밀번호" name="currentPassword" autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} {...field('current')} />
        <PasswordField
          label="새 비밀번호"
          name="newPassword"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          hint={`${PASSWORD_MIN_LENGTH}자 이상 입력해주세요.`}
          {...field('next')}
        />
        <PasswordField
          label="새 비밀번호 확인"
          name="newPasswordConfirm"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          {...field('confirm')}
        />
        <Button type="submit" block variant="secondary" disabled={busy !== null} aria-busy={busy !== null}>
          {busy ? '변경 중...' : '비밀번호 변경'}
        </Button>
      </form>
    </Card>
  );
}
