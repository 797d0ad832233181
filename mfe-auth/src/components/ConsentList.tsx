import { useId, useState } from 'react';
import { Checkbox } from '@ieum/shared-ui';
import type { Consents } from '../signup/signup-form';
import { CONSENT_TEXTS } from '../signup/consent-texts';

// The 필수/선택 word is set apart as a tag so it reads as a note, not as part of the item's name.
const ITEMS: { key: keyof Consents; label: string; required: boolean; short: string }[] = [
  { key: 'terms', label: '이용약관 동의', required: true, short: '이용약관' },
  { key: 'privacy', label: '개인정보 수집 동의', required: true, short: '개인정보 수집' },
  { key: 'marketing', label: '마케팅 정보 수신 동의', required: false, short: '마케팅 정보 수신' },
];

interface ConsentListProps {
  value: Consents;
  onChange(value: Consents): void;
}

/**
 * The three consents and an all-agree box that sets or clears them and follows them. Each has a
 * 보기 button that opens its text in place (an expandable section: no dialog to lose on a small
 * screen, and the text stays next to the box it explains).
 */
export function ConsentList({ value, onChange }: ConsentListProps) {
  const allChecked = ITEMS.every(({ key }) => value[key]);
  const [open, setOpen] = useState<keyof Consents | null>(null);
  const baseId = useId();
  const allNoteId = `${baseId}-all-note`;
  return (
    <fieldset className="auth-fieldset auth-consents">
      <legend className="ui-field__label">약관 동의</legend>
      <div className="auth-consents__all">
        <Checkbox
          label="전체 동의"
          aria-describedby={allNoteId}
          checked={allChecked}
          onChange={(checked) => onChange({ terms: checked, privacy: checked, marketing: checked })}
        />
        <p className="auth-consents__note" id={allNoteId}>
          선택 항목인 마케팅 정보 수신 동의도 함께 체크됩니다.
        </p>
      </div>
      {ITEMS.map(({ key, label, required, short }) => {
        const textId = `${baseId}-${key}`;
        const text = CONSENT_TEXTS[key];
        const expanded = open === key;
        return (
          <div key={key} className="auth-consent">
            <div className="auth-consent__row">
              <Checkbox
                className="auth-consent__box"
                name={key}
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
              <button
                type="button"
                className="auth-consent__view"
                aria-expanded={expanded}
                aria-controls={textId}
                onClick={() => setOpen(expanded ? null : key)}
              >
                <span className="ui-visually-hidden">{short} </span>
                {expanded ? '닫기' : '보기'}
              </button>
            </div>
            {
              <section className="auth-consent__text" id={textId} hidden={!expanded}>
                <h3 className="auth-consent__title">{text.title}</h3>
                {text.sections.map((section) => (
                  <div key={section.heading}>
                    <h4 className="auth-consent__heading">{section.heading}</h4>
                    <ul className="auth-consent__lines">
                      {section.lines.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </div>
                ))}
              </section>
            }
          </div>
        );
      })}
    </fieldset>
  );
}
