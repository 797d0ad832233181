import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: ReactNode;
  success?: ReactNode;
  children: ReactNode;
}

/** Label above, control, then one line of hint, error or success: every field looks the same. */
export function FieldFrame({ id, label, hint, error, success, children }: FieldFrameProps) {
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p className="ui-field__error" id={`${id}-message`} role="alert">
          {error}
        </p>
      ) : success ? (
        <p className="ui-field__success" id={`${id}-message`}>
          {success}
        </p>
      ) : hint ? (
        <p className="ui-field__hint" id={`${id}-message`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: ReactNode;
  success?: ReactNode;
  /** A control shown beside the input, such as a 중복 확인 button. */
  action?: ReactNode;
  id?: string;
}

export function TextField({ label, hint, error, success, action, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const described = error || success || hint ? `${inputId}-message` : undefined;
  const input = (
    <input
      id={inputId}
      className={['ui-input', className].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
      aria-describedby={described}
      {...inputProps}
    />
  );
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error} success={success}>
      {action ? (
        <div className="ui-field__row">
          {input}
          {action}
        </div>
      ) : (
        input
      )}
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
}

export function TextAreaField({ label, hint, error, id, className, ...props }: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error}>
      <textarea
        id={inputId}
        className={['ui-input', 'ui-input--textarea', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${inputId}-message` : undefined}
        {...props}
      />
    </FieldFrame>
  );
}
