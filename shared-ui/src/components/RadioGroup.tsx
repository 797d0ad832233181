import type { KeyboardEvent, ReactNode } from 'react';
import { radioGroupArrowKey } from './radio-group-keys';

export interface RadioChoice<T> {
  value: T;
  label: ReactNode;
  /** What a screen reader says when the visible label is not enough (a day number alone). */
  ariaLabel?: string;
}

export interface RadioGroupProps<T extends string | number> {
  /** The group's name for screen readers; or `labelledBy`, the id of a visible label. */
  label?: string;
  labelledBy?: string;
  choices: readonly RadioChoice<NoInfer<T>>[];
  /** null: nothing chosen yet (the first choice takes the Tab stop). */
  value: T | null;
  onChange(value: T): void;
  className?: string;
  choiceClassName?: string;
}

/**
 * Buttons that behave as one radio group: one Tab stop, arrow keys move the choice and the focus
 * together, as screen-reader users expect of a radio group.
 */
export function RadioGroup<T extends string | number>({ label, labelledBy, choices, value, onChange, className, choiceClassName = 'ui-card-button' }: RadioGroupProps<T>) {
  const focusable = choices.some((choice) => choice.value === value) ? value : choices[0]?.value;
  const move = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const next = radioGroupArrowKey(event, index, choices.length);
    if (next !== undefined) onChange(choices[next].value);
  };
  return (
    <div role="radiogroup" aria-label={label} aria-labelledby={labelledBy} className={className}>
      {choices.map((choice, index) => (
        <button
          key={choice.value}
          type="button"
          role="radio"
          aria-checked={choice.value === value}
          aria-label={choice.ariaLabel}
          tabIndex={choice.value === focusable ? 0 : -1}
          className={choiceClassName}
          onClick={() => onChange(choice.value)}
          onKeyDown={(event) => move(event, index)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
