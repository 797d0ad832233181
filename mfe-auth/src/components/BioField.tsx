import { BIO_MAX_LENGTH } from '@ieum/domain';
import { TextAreaField } from '@ieum/shared-ui';

interface BioFieldProps {
  value: string;
  onChange(value: string): void;
}

/** The volunteer's self-introduction: at most 100 characters, with a counter. */
export function BioField({ value, onChange }: BioFieldProps) {
  return (
    <TextAreaField
      label="자기소개"
      name="bio"
      placeholder="자기소개를 잘 써 주시면 어르신과 더 잘 매칭될 수 있어요."
      maxLength={BIO_MAX_LENGTH}
      value={value}
      onChange={(event) => onChange(event.target.value.slice(0, BIO_MAX_LENGTH))}
      hint={`${value.length}/${BIO_MAX_LENGTH}자`}
      rows={4}
    />
  );
}
