import { type KeyboardEvent, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { USER_TYPES, isUserType, type UserType } from '@ieum/domain';
import { showAlert } from '@ieum/platform';
import { Button, TopBar, radioGroupArrowKey, useNavigateOnce } from '@ieum/shared-ui';
import { useSessionDraft } from '../hooks/use-session-draft';
import type { PrefilledUserInfo } from '../signup/signup-form';

/** What the social login hands over for a new user; kakaoTicket ties the signup to the Kakao account. */
const PREFILL_KEYS = ['username', 'name', 'gender', 'phone', 'age', 'kakaoTicket'] as const;

const ROLE_CHOICES: { value: UserType; description: string }[] = [
  { value: 'elderly', description: '집에서 도움을 받고 싶어요' },
  { value: 'volunteer', description: '어르신을 돕고 싶어요' },
];

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
  const [choice, setChoice] = useSessionDraft<{ role: UserType | null }>('ieum-roleselect-draft', () => ({ role: null }), NO_SECRETS);
  const role = isUserType(choice.role) ? choice.role : null;
  const setRole = (next: UserType) => setChoice({ role: next });

  const next = async () => {
    if (!role) {
      await showAlert('가입 유형을 선택해주세요.');
      return;
    }
    navigate('/signup', { state: { role, userInfo } });
  };

  // A radio group: one Tab stop, arrow keys move the choice and the focus together.
  const moveChoice = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const nextIndex = radioGroupArrowKey(event, index, ROLE_CHOICES.length);
    if (nextIndex !== undefined) setRole(ROLE_CHOICES[nextIndex].value);
  };

  return (
    <main className="ui-page">
      <TopBar title="회원가입" backTo="/login" />
      <div className="ui-page__body">
        <h2 className="ui-heading">어떤 분으로 가입하시나요?</h2>
        <div className="auth-role-choices" role="radiogroup" aria-label="가입 유형">
          {ROLE_CHOICES.map((option, index) => (
            <button
              key={option.value}
              type="button"
              role="radio"
              aria-checked={role === option.value}
              tabIndex={(role ?? ROLE_CHOICES[0].value) === option.value ? 0 : -1}
              className="auth-role-choice"
              onClick={() => setRole(option.value)}
              onKeyDown={(event) => moveChoice(event, index)}
            >
              <span className="auth-role-choice__title">{USER_TYPES[option.value]}</span>
              <span className="auth-role-choice__description">{option.description}</span>
            </button>
          ))}
        </div>
        <Button block onClick={next}>
          다음
        </Button>
      </div>
    </main>
  );
}
