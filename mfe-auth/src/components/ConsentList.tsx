import { Checkbox } from '@ieum/shared-ui';
import type { Consents } from '../signup/signup-form';

const ITEMS: { key: keyof Consents; label: string }[] = [
  { key: 'terms', label: '이용약관 동의 (필수)' },
  { key: 'privacy', label: '개인정보 수집 동의 (필수)' },
  { key: 'marketing', label: '마케팅 정보 수신 동의 (선택)' },
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
      {ITEMS.map(({ key, label }) => (
        <Checkbox key={key} label={label} checked={value[key]} onChange={(checked) => onChange({ ...value, [key]: checked })} />
      ))}
    </fieldset>
  );
}
