import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { USER_TYPES, type SignupUserType } from '@ieum/domain';
import { showAlert } from '@ieum/platform';
import { Button, RadioGroup, TopBar, useNavigateOnce } from '@ieum/shared-ui';
import { useSessionDraft } from '../hooks/use-session-draft';
import { isSignupUserType, type PrefilledUserInfo } from '../signup/signup-form';

/** What the social login hands over for a new user; kakaoTicket ties the signup to the Kakao account. */
const PREFILL_KEYS = ['username', 'name', 'gender', 'phone', 'age', 'kakaoTicket'] as const;

const ROLE_CHOICES = (
  [
    { value: 'elderly', description: '집에서 도움을 받고 싶어요' },
    { value: 'volunteer', description: '어르신을 돕고 싶어요' },
    { value: 'guardian', description: '부모님 같은 어르신의 소식을 받고 싶어요 (어르신이 허락한 것만 보여요)' },
  ] as const
).map(({ value, description }) => ({
  value,
  label: (
    <>
      <span className="ui-card-button__title">{USER_TYPES[value]}</span>
      <span className="ui-card-button__description">{description}</span>
    </>
  ),
}));

const NO_SECRETS = [] as const;

export function readPrefilledUserInfo(params: URLSearchParams): PrefilledUserInfo | null {
  const info: PrefilledUserInfo = {};
  for (const key of PREFILL_KEYS) {
    const value = params.get(key);
    if (value) info[key] = value;
  }
  return Object.keys(info).length > 0 ? info : null;
}

export default function RoleSelectPage() {
  const navigate = useNavigateOnce();
  const [params] = useSearchParams();
  const userInfo = useMemo(() => readPrefilledUserInfo(params), [params]);
  // Kept for the tab, so coming back from /signup shows the choice made.
  const [choice, setChoice] = useSessionDraft<{ role: SignupUserType | null }>('ieum-roleselect-draft', () => ({ role: null }), NO_SECRETS);
  const role = isSignupUserType(choice.role) ? choice.role : null;
  const setRole = (next: SignupUserType) => setChoice({ role: next });

  const next = async () => {
    if (!role) {
      await showAlert('가입 유형을 선택해주세요.');
      return;
    }
    navigate('/signup', { state: { role, userInfo } });
  };

  return (
    <main className="ui-page">
      <TopBar title="회원가입" backTo="/login" />
      <div className="ui-page__body">
        <h2 className="ui-heading">어떤 분으로 가입하시나요?</h2>
        <RadioGroup<SignupUserType> label="가입 유형" className="auth-role-choices" choices={ROLE_CHOICES} value={role} onChange={setRole} />
        <Button block onClick={next}>
          다음
        </Button>
      </div>
    </main>
  );
}
