import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldFrame } from './TextField';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
}

export function SelectField({ label, options, placeholder, hint, error, id, className, ...props }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <FieldFrame id={selectId} label={label} hint={hint} error={error}>
      <select id={selectId} className={['ui-input', className].filter(Boolean).join(' ')} {...props}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
