import { Checkbox } from '@ieum/shared-ui';
import type { Consents } from '../signup/signup-form';

// The 필수/선택 word is set apart as a tag so it reads as a note, not as part of the item's name.
const ITEMS: { key: keyof Consents; label: string; required: boolean }[] = [
  { key: 'terms', label: '이용약관 동의', required: true },
  { key: 'privacy', label: '개인정보 수집 동의', required: true },
  { key: 'marketing', label: '마케팅 정보 수신 동의', required: false },
];

interface ConsentListProps {
  value: Consents;
  onChange(value: Consents): void;
}

/** The three consents and an all-agree box that sets or clears them and follows them. */
export function ConsentList({ value, onChange }: ConsentListProps) {
  const allChecked = ITEMS.every(({ key }) => value[key]);
  return (
    <fieldset className="auth-fieldset auth-consents">
      <legend className="ui-field__label">약관 동의</legend>
      <Checkbox
        className="auth-consents__all"
        label="전체 동의"
        checked={allChecked}
        onChange={(checked) => onChange({ terms: checked, privacy: checked, marketing: checked })}
      />
      {ITEMS.map(({ key, label, required }) => (
        <Checkbox
          key={key}
          label={
            <>
              {label}{' '}
              <span className={required ? 'auth-consent-tag auth-consent-tag--required' : 'auth-consent-tag'}>
                {required ? '필수' : '선택'}
              </span>
            </>
          }
          checked={value[key]}
          onChange={(checked) => onChange({ ...value, [key]: checked })}
        />
      ))}
    </fieldset>
  );
}
