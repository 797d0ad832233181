import type { InputHTMLAttributes, ReactNode } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
}

export function Checkbox({ label, checked, onChange, className, ...props }: CheckboxProps) {
  return (
    <label className={['ui-checkbox', className].filter(Boolean).join(' ')}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} {...props} />
      <span>{label}</span>
    </label>
  );
}
