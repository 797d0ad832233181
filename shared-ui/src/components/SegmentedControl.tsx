import type { KeyboardEvent } from 'react';
import { radioGroupArrowKey } from './radio-group-keys';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
}

export interface SegmentedControlProps<T extends string> {
  label: string;
  options: readonly SegmentedOption<NoInfer<T>>[];
  value: T;
  onChange(value: T): void;
}

/** One of a few choices, shown side by side (the login role toggle). A radio group for screen readers. */
export function SegmentedControl<T extends string>({ label, options, value, onChange }: SegmentedControlProps<T>) {
  const move = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const nextIndex = radioGroupArrowKey(event, index, options.length);
    if (nextIndex !== undefined) onChange(options[nextIndex].value);
  };
  return (
    <div className="ui-segmented" role="radiogroup" aria-label={label}>
      {options.map((option, index) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          tabIndex={option.value === value ? 0 : -1}
          className="ui-segmented__option"
          onClick={() => onChange(option.value)}
          onKeyDown={(event) => move(event, index)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
