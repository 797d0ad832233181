import { RadioGroup } from './RadioGroup';

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
  return <RadioGroup label={label} choices={options} value={value} onChange={onChange} className="ui-segmented" choiceClassName="ui-segmented__option" />;
}
