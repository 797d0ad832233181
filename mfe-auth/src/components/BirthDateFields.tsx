import { useState } from 'react';
import { MAX_AGE, MIN_AGE } from '@ieum/domain';
import { ageFromBirthDate, isRealDate } from '@ieum/shared-ui';
import { useNow } from '@ieum/app-kit';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);

export interface BirthDateValue {
  year: string;
  month: string;
  day: string;
}

const NONEXISTENT_BIRTH_DATE = '없는 날짜예요. 생년월일을 다시 확인해주세요.';
export const TOO_YOUNG = `만 ${MIN_AGE}세 이상만 가입할 수 있습니다.`;
export const CHECK_BIRTH_DATE = '생년월일을 확인해주세요.';

/** The years someone who may sign up was born in (14-120 years ago), newest first. */
export function allowedBirthYears(today: Date = new Date()): number[] {
  const newest = today.getFullYear() - MIN_AGE;
  return Array.from({ length: MAX_AGE - MIN_AGE + 1 }, (_, index) => newest - index);
}

const decadeOf = (year: number) => Math.floor(year / 10) * 10;

/** All three chosen, but the day does not exist in that month (2월 31일). */
export function isNonexistentBirthDate({ year, month, day }: BirthDateValue): boolean {
  return Boolean(year && month && day) && !isRealDate({ year: Number(year), month: Number(month), day: Number(day) });
}

export function isCompleteBirthDate({ year, month, day }: BirthDateValue): boolean {
  return Boolean(year && month && day);
}

/** What is wrong with a fully chosen date (undefined while parts are missing or when it is fine). */
export function birthDateProblem(value: BirthDateValue, today: Date = new Date()): string | undefined {
  if (!isCompleteBirthDate(value)) return undefined;
  if (isNonexistentBirthDate(value)) return NONEXISTENT_BIRTH_DATE;
  const age = ageFromBirthDate({ year: Number(value.year), month: Number(value.month), day: Number(value.day) }, today);
  if (age < MIN_AGE) return TOO_YOUNG;
  if (age > MAX_AGE) return CHECK_BIRTH_DATE;
  return undefined;
}

/** YYYY-MM-DD, as the API takes it. */
export function toIsoBirthDate({ year, month, day }: BirthDateValue): string {
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

export function fromIsoBirthDate(text: string | null | undefined): BirthDateValue {
  const match = text ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  return match ? { year: match[1], month: String(Number(match[2])), day: String(Number(match[3])) } : { year: '', month: '', day: '' };
}

interface BirthDateFieldsProps {
  value: BirthDateValue;
  onChange(value: BirthDateValue): void;
  /** A line under the selects while nothing is wrong (profile edit: the age stored so far). */
  hint?: string;
}

/**
 * Decade, year, month and day as labelled selects under one legend. The decade narrows the year
 * list to ten, so someone born in the 1940s does not scroll past seventy years to find theirs;
 * with no decade chosen every allowed year is listed, newest first. A date that does not exist
 * or gives an age the service does not take is named at once under the selects.
 */
export function BirthDateFields({ value, onChange, hint }: BirthDateFieldsProps) {
  // Refreshed hourly: a page left open over New Year lists the right years.
  const today = new Date(useNow(3_600_000));
  const years = allowedBirthYears(today);
  const [chosenDecade, setChosenDecade] = useState('');
  const decade = value.year ? String(decadeOf(Number(value.year))) : chosenDecade;
  const decades = [...new Set(years.map(decadeOf))];
  const yearChoices = decade ? years.filter((year) => decadeOf(year) === Number(decade)) : years;
  // A year from a saved profile outside today's list still shows as chosen.
  if (value.year && !yearChoices.includes(Number(value.year))) yearChoices.push(Number(value.year));

  const problem = birthDateProblem(value, today);
  const age = isCompleteBirthDate(value) && !problem ? ageFromBirthDate({ year: Number(value.year), month: Number(value.month), day: Number(value.day) }, today) : null;
  const messageId = 'birth-date-message';

  const chooseDecade = (next: string) => {
    setChosenDecade(next);
    if (value.year && String(decadeOf(Number(value.year))) !== next) onChange({ ...value, year: '' });
  };

  const parts = [
    { key: 'year', label: '태어난 해', placeholder: '년', choices: yearChoices, unit: '년' },
    { key: 'month', label: '태어난 달', placeholder: '월', choices: MONTHS, unit: '월' },
    { key: 'day', label: '태어난 날', placeholder: '일', choices: DAYS, unit: '일' },
  ] as const;
  const describedBy = problem || age !== null || hint ? messageId : undefined;

  return (
    <fieldset className="auth-fieldset">
      <legend className="ui-field__label">생년월일</legend>
      <div className="auth-birth-date">
        <select
          className="ui-input auth-birth-date__decade"
          aria-label="태어난 연대"
          name="birthDecade"
          aria-describedby={describedBy}
          value={decade}
          onChange={(event) => chooseDecade(event.target.value)}
        >
          <option value="">연대</option>
          {decades.map((choice) => (
            <option key={choice} value={String(choice)}>
              {choice}년대
            </option>
          ))}
        </select>
        {parts.map((part) => (
          <select
            key={part.key}
            className="ui-input"
            aria-label={part.label}
            name={`birth-${part.key}`}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy}
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
      {problem ? (
        <p className="ui-field__error" id={messageId} role="alert">
          {problem}
        </p>
      ) : age !== null ? (
        <p className="ui-field__success" id={messageId}>
          만 {age}세
        </p>
      ) : hint ? (
        <p className="ui-field__hint" id={messageId}>
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
