import { RadioGroup } from '@ieum/shared-ui';
import { PRESET_CHOICES } from './preset-images';

interface PresetPicturePickerProps {
  value: string;
  onChange(id: string): void;
}

const CHOICES = PRESET_CHOICES.map((choice) => ({
  value: choice.id,
  label: (
    <>
      <img src={choice.url} alt="" className="chat-avatar chat-avatar--large" />
      <span>{choice.label}</span>
    </>
  ),
}));

/** The bundled pictures as one radio group under a visible label. */
export function PresetPicturePicker({ value, onChange }: PresetPicturePickerProps) {
  return (
    <div className="chat-pictures">
      <p id="chat-pictures-label" className="ui-field__label">
        챗봇 사진
      </p>
      <RadioGroup labelledBy="chat-pictures-label" choices={CHOICES} value={value} onChange={onChange} className="chat-pictures__choices" choiceClassName="ui-choice chat-picture" />
    </div>
  );
}
