import { birthYearChoices, isRealDate } from '@ieum/shared-ui';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);

export interface BirthDateValue {
  year: string;
  month: string;
  day: string;
}

const NONEXISTENT_BIRTH_DATE = '없는 날짜예요. 생년월일을 다시 확인해주세요.';

/** All three chosen, but the day does not exist in that month (2월 31일). */
export function isNonexistentBirthDate({ year, month, day }: BirthDateValue): boolean {
  return Boolean(year && month && day) && !isRealDate({ year: Number(year), month: Number(month), day: Number(day) });
}

interface BirthDateFieldsProps {
  value: BirthDateValue;
  onChange(value: BirthDateValue): void;
}

/** Year (the last 100 years), month and day as three labelled selects under one legend. */
export function BirthDateFields({ value, onChange }: BirthDateFieldsProps) {
  const parts = [
    { key: 'year', label: '태어난 해', placeholder: '년', choices: birthYearChoices(), unit: '년' },
    { key: 'month', label: '태어난 달', placeholder: '월', choices: MONTHS, unit: '월' },
    { key: 'day', label: '태어난 날', placeholder: '일', choices: DAYS, unit: '일' },
  ] as const;
  const nonexistent = isNonexistentBirthDate(value);
  return (
    <fieldset className="auth-fieldset">
      <legend className="ui-field__label">생년월일</legend>
      <div className="auth-birth-date">
        {parts.map((part) => (
          <select
            key={part.key}
            className="ui-input"
            aria-label={part.label}
            aria-invalid={nonexistent && part.key !== 'year' ? true : undefined}
            aria-describedby={nonexistent ? 'birth-date-message' : undefined}
            value={value[part.key]}
            onChange={(event) => onChange({ ...value, [part.key]: event.target.value })}
          >
            <option value="">{part.placeholder}</option>
            {part.choices.map((choice) => (
              <option key={choice} value={String(choice)}>
                {choice}
                {part.unit}
              </option>
            ))}
          </select>
        ))}
      </div>
      {nonexistent ? (
        <p className="ui-field__error" id="birth-date-message" role="alert">
          {NONEXISTENT_BIRTH_DATE}
        </p>
      ) : null}
    </fieldset>
  );
}
