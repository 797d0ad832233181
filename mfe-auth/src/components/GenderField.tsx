import { GENDER_CODES, GENDERS, type Gender } from '@ieum/domain';
import { SegmentedControl, TextField } from '@ieum/shared-ui';

const GENDER_OPTIONS = GENDER_CODES.map((value) => ({ value, label: GENDERS[value] }));

interface GenderFieldProps {
  value: Gender;
  onChange(gender: Gender): void;
  /** Shown as read-only text (filled in by the social login). */
  locked?: boolean;
}

export function GenderField({ value, onChange, locked = false }: GenderFieldProps) {
  if (locked) return <TextField label="성별" name="gender" value={GENDERS[value]} readOnly />;
  return (
    <div className="ui-field">
      <span className="ui-field__label" aria-hidden="true">
        성별
      </span>
      <SegmentedControl<Gender> label="성별" options={GENDER_OPTIONS} value={value} onChange={onChange} />
    </div>
  );
}
