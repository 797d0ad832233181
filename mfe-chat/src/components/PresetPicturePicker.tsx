import type { KeyboardEvent } from 'react';
import { radioGroupArrowKey } from '@ieum/shared-ui';
import { PRESET_CHOICES } from './preset-images';

interface PresetPicturePickerProps {
  value: string;
  onChange(id: string): void;
}

/** The bundled pictures as one radio group: one Tab stop, arrow keys move the choice. */
export function PresetPicturePicker({ value, onChange }: PresetPicturePickerProps) {
  const selectedIndex = Math.max(
    0,
    PRESET_CHOICES.findIndex((choice) => choice.id === value),
  );
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = radioGroupArrowKey(event, index, PRESET_CHOICES.length);
    if (next !== undefined) onChange(PRESET_CHOICES[next].id);
  };
  return (
    <div className="chat-pictures" role="radiogroup" aria-labelledby="chat-pictures-label">
      <p id="chat-pictures-label" className="ui-field__label">
        챗봇 사진
      </p>
      <div className="chat-pictures__choices">
        {PRESET_CHOICES.map((choice, index) => (
          <button
            key={choice.id}
            type="button"
            role="radio"
            aria-checked={choice.id === value}
            tabIndex={index === selectedIndex ? 0 : -1}
            className="chat-picture"
            onClick={() => onChange(choice.id)}
            onKeyDown={(event) => move(event, index)}
          >
            <img src={choice.url} alt="" className="chat-avatar chat-avatar--large" />
            <span>{choice.label}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
