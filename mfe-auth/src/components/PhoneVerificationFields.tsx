import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { PHONE_CODE_LENGTH } from '@ieum/domain';
import { errorMessage, showAlert } from '@ieum/platform';
import { Button, TextField, formatPhoneDisplay, isMobilePhoneNumber, phoneDigits } from '@ieum/shared-ui';
import { useSingleFlight } from '@ieum/app-kit';
import { checkVerificationCode, sendVerificationCode } from '../api/phone-verification';
import { onEnter } from '../forms/on-enter';

/** The form fields this component reads and writes; signup and profile edit keep them under these names. */
export interface PhoneVerification {
  /** Digits only, local 010 form. */
  phone: string;
  /** The number the last code went to ('' before any). */
  codeSentTo: string;
  phoneVerified: boolean;
}

interface PhoneVerificationFieldsProps {
  value: PhoneVerification;
  /**
   * Gets an updater that returns the changed fields: answers can arrive after the user has typed
   * another number, so it must see the form as it is then (`setForm((form) => ({...form, ...update(form)}))`).
   */
  onChange(update: (current: PhoneVerification) => Partial<PhoneVerification>): void;
  /** False while the number is one the account already has (profile edit): nothing to verify. */
  needsVerification?: boolean;
  readOnly?: boolean;
  hint?: string;
}

/** Phone number (shown 3-4-4) with 인증번호 발송, then the code with 확인. */
export function PhoneVerificationFields({ value, onChange, needsVerification = true, readOnly = false, hint }: PhoneVerificationFieldsProps) {
  const [code, setCode] = useState('');
  const codeInputId = useId();
  const [busy, run] = useSingleFlight<'send' | 'check'>();
  const codeSent = value.codeSentTo !== '' && value.codeSentTo === value.phone;

  const send = async () => {
    const { phone } = value;
    if (!phone) return showAlert('휴대폰 번호를 입력해주세요.');
    if (!isMobilePhoneNumber(phone)) return showAlert('휴대폰 번호를 정확히 입력해주세요. (예: 010-1234-5678)');
    await run('send', async () => {
      try {
        await sendVerificationCode(phone);
      } catch (error) {
        await showAlert(errorMessage(error, '인증번호 발송 실패'));
        return;
      }
      setCode('');
      // The code field appears now and takes the focus before the alert opens, so closing the
      // alert returns the focus there: the next thing to do is type the code.
      flushSync(() => onChange((current) => (current.phone === phone ? { codeSentTo: phone, phoneVerified: false } : {})));
      document.getElementById(codeInputId)?.focus();
      await showAlert('인증번호가 발송되었습니다.');
    });
  };

  const check = async () => {
    const { phone } = value;
    const entered = code.trim();
    if (!entered) return showAlert('인증번호를 입력해주세요.');
    await run('check', async () => {
      try {
        await checkVerificationCode(phone, entered);
      } catch (error) {
        onChange(() => ({ phoneVerified: false }));
        await showAlert(errorMessage(error, '인증번호 확인 실패'));
        return;
      }
      setCode('');
      onChange((current) => (current.phone === phone ? { phoneVerified: true } : {}));
      await showAlert('인증번호가 확인되었습니다.');
    });
  };

  const showAction = needsVerification && !value.phoneVerified;
  return (
    <>
      <TextField
        label="휴대폰 번호"
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="010-1234-5678"
        value={formatPhoneDisplay(value.phone)}
        readOnly={readOnly}
        enterKeyHint={showAction ? 'send' : undefined}
        onKeyDown={showAction ? onEnter(send) : undefined}
        onChange={(event) => {
          const phone = phoneDigits(event.target.value).slice(0, 11);
          onChange((current) => (current.phone === phone ? {} : { phone, phoneVerified: false }));
        }}
        success={needsVerification && value.phoneVerified ? '휴대폰 인증이 완료되었습니다.' : undefined}
        hint={codeSent && showAction ? '문자로 받은 인증번호 6자리를 아래에 입력해주세요.' : hint}
        action={
          showAction ? (
            <Button variant="secondary" className="auth-field-action" onClick={send} disabled={busy !== null}>
              {busy === 'send' ? '발송 중...' : codeSent ? '다시 받기' : '인증번호 발송'}
            </Button>
          ) : undefined
        }
      />
      {codeSent && showAction && (
        <TextField
          label="인증번호"
          name="verificationCode"
          id={codeInputId}
          enterKeyHint="done"
          onKeyDown={onEnter(check)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={PHONE_CODE_LENGTH}
          value={code}
          onChange={(event) => setCode(phoneDigits(event.target.value).slice(0, PHONE_CODE_LENGTH))}
          hint="인증번호는 5분 동안 유효합니다."
          action={
            <Button variant="secondary" className="auth-field-action" onClick={check} disabled={busy !== null}>
              {busy === 'check' ? '확인 중...' : '확인'}
            </Button>
          }
        />
      )}
    </>
  );
}
