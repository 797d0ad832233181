import { type FormEvent, useEffect, useRef, useState } from 'react';
import { NAME_MAX_LENGTH, USER_TYPES } from '@ieum/domain';
import { errorMessage, showAlert } from '@ieum/platform';
import { Button, Card, TextField, TopBar, useNavigateOnce } from '@ieum/shared-ui';
import { type FoundAccounts, findUsernames } from '../api/find-username';
import { type PhoneVerification, PhoneVerificationFields } from '../components/PhoneVerificationFields';

const NO_PHONE: PhoneVerification = { phone: '', codeSentTo: '', phoneVerified: false };

/** 아이디 찾기: the name and the phone's SMS code show the account's ID, partly hidden. */
export default function FindUsernamePage() {
  const leaveTo = useNavigateOnce();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState<PhoneVerification>(NO_PHONE);
  const [accounts, setAccounts] = useState<FoundAccounts | null>(null);
  const [searching, setSearching] = useState(false);
  const resultRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (accounts) resultRef.current?.focus();
  }, [accounts]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (searching) return;
    if (!name.trim()) return showAlert('이름을 입력해주세요.');
    if (!phone.phoneVerified) return showAlert('휴대폰 인증을 완료해주세요.');
    setSearching(true);
    try {
      setAccounts(await findUsernames(name.trim(), phone.phone));
    } catch (error) {
      await showAlert(errorMessage(error, '아이디를 찾지 못했습니다.'));
    } finally {
      setSearching(false);
    }
  };

  return (
    <main className="ui-page">
      <TopBar title="아이디 찾기" backTo="/login" />
      {accounts ? (
        <section className="ui-page__body auth-stack" aria-labelledby="found-heading">
          <h2 className="ui-heading" id="found-heading" ref={resultRef} tabIndex={-1}>
            가입하신 아이디를 찾았어요
          </h2>
          <p className="auth-recovery__intro">개인정보 보호를 위해 아이디의 뒷부분은 *로 가려 보여드려요.</p>
          <ul className="auth-recovery__accounts">
            {accounts.map((account) => (
              <li key={`${account.userType}-${account.username}`}>
                <Card>
                  <p className="auth-recovery__role">{USER_TYPES[account.userType]} 계정</p>
                  <p className="auth-recovery__username">{account.username}</p>
                  {account.kakao && <p className="auth-recovery__note">카카오로 가입한 계정이에요. 로그인 화면의 카카오로 시작하기를 눌러 주세요.</p>}
                </Card>
              </li>
            ))}
          </ul>
          <Button block onClick={() => leaveTo('/login')}>
            로그인하러 가기
          </Button>
          <Button variant="secondary" block onClick={() => leaveTo('/resetpassword')}>
            비밀번호 재설정
          </Button>
        </section>
      ) : (
        <form className="ui-page__body auth-stack" onSubmit={submit} noValidate>
          <p className="auth-recovery__intro">가입할 때 입력한 이름과 휴대폰 번호로 아이디를 찾을 수 있어요.</p>
          <TextField
            label="이름"
            name="name"
            autoComplete="name"
            value={name}
            maxLength={NAME_MAX_LENGTH}
            onChange={(event) => setName(event.target.value)}
          />
          <PhoneVerificationFields value={phone} onChange={(update) => setPhone((current) => ({ ...current, ...update(current) }))} />
          <Button type="submit" block disabled={searching} aria-busy={searching}>
            {searching ? '찾는 중...' : '아이디 찾기'}
          </Button>
        </form>
      )}
    </main>
  );
}
