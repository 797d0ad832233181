import { useId, useState } from 'react';
import { Button } from './Button';
import { TextField, type TextFieldProps } from './TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'action'>;

/**
 * A password input with a 보기 / 숨기기 button beside it: older users mistype on small keyboards
 * and cannot see what they typed otherwise. The button's name carries the field's label (hidden
 * text), so a screen reader knows which of several password fields it shows.
 */
export function PasswordField({ label, id, ...props }: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      id={inputId}
      label={label}
      type={shown ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      action={
        <Button
          variant="secondary"
          className="ui-password-toggle"
          aria-controls={inputId}
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          <span className="ui-visually-hidden">{label} </span>
          {shown ? '숨기기' : '보기'}
        </Button>
      }
    />
  );
}
