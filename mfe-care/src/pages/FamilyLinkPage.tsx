import { useState, type FormEvent } from 'react';
import { CARE_LINK_CODE_LENGTH, CARE_LINK_CODE_VALID_MINUTES } from '@ieum/domain';
import { errorMessage, showAlert } from '@ieum/platform';
import { Button, TextField, TopBar, useNavigateOnce } from '@ieum/shared-ui';
import { useSingleFlight } from '@ieum/app-kit';
import { linkPerson } from '../api/link-person';

/** Linking needs the older person's consent: the one-time code they create on their own phone and read out. */
export default function FamilyLinkPage() {
  const go = useNavigateOnce();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, run] = useSingleFlight<'link'>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== CARE_LINK_CODE_LENGTH) {
      setProblem('어르신께 받은 6자리 숫자 코드를 입력해주세요.');
      document.getElementById('family-link-code')?.focus();
      return;
    }
    void run('link', async () => {
      try {
        const person = await linkPerson(code);
        await showAlert(`${person.name} 어르신과 연결되었어요.`);
        go(`/familyperson?id=${person.elderlyId}`, { replace: true });
      } catch (error) {
        setProblem(errorMessage(error, '연결하지 못했어요. 다시 시도해주세요.'));
      }
    });
  };

  return (
    <main className="ui-page">
      <TopBar title="어르신 연결하기" backTo="/family" />
      <form className="ui-page__body" onSubmit={submit} noValidate>
        <p>
          어르신의 이음 앱에서 <strong>공유 설정 → 가족 연결 코드 만들기</strong>를 누르면 6자리 숫자가 나와요. 코드는 {CARE_LINK_CODE_VALID_MINUTES}분 동안, 한 번만 쓸 수 있어요.
        </p>
        <TextField
          id="family-link-code"
          label="연결 코드 6자리"
          className="care-code-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          // Digits only: a code read out over the phone is often typed with spaces.
          onChange={(event) => {
            setCode(event.target.value.replace(/\D/g, '').slice(0, CARE_LINK_CODE_LENGTH));
            setProblem(null);
          }}
          error={problem}
          hint="숫자만 입력해 주세요"
        />
        <Button type="submit" block disabled={busy !== null}>
          {busy ? '연결하는 중...' : '연결하기'}
        </Button>
      </form>
    </main>
  );
}
