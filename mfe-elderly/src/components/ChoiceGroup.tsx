import type { KeyboardEvent, ReactNode } from 'react';
import { radioGroupArrowKey } from '@ieum/shared-ui';

export interface Choice<T> {
  value: T;
  label: ReactNode;
  /** What a screen reader says, when the visible label is not enough (a day number alone). */
  ariaLabel?: string;
}

interface ChoiceGroupProps<T> {
  label: string;
  choices: Choice<T>[];
  value: T | null;
  onChange(value: T): void;
  className?: string;
  choiceClassName?: string;
}

/** A radio group of large buttons: one Tab stop, arrow keys move the choice with the focus. */
export function ChoiceGroup<T extends string | number>({ label, choices, value, onChange, className = 'elderly-choices', choiceClassName = 'elderly-choice' }: ChoiceGroupProps<T>) {
  const focusable = choices.some((choice) => choice.value === value) ? value : choices[0]?.value;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = radioGroupArrowKey(event, index, choices.length);
    if (next !== undefined) onChange(choices[next].value);
  };
  return (
    <div role="radiogroup" aria-label={label} className={className}>
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
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
