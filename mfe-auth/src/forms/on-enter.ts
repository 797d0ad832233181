import type { KeyboardEvent } from 'react';

/**
 * Enter (the phone keyboard's 이동/완료) in a field with a button does that button's action, never
 * the surrounding form's submit. An Enter that only completes a Korean syllable is not a press.
 */
export function onEnter(action: () => unknown) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void action();
  };
}

/**
 * For a form that only its button may send (signup): Enter in any other field moves to the next
 * field, as the keyboard's 이동 key promises, instead of sending a half-filled form.
 */
export function enterMovesToNextField(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target as HTMLElement;
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
  if (!(target instanceof HTMLInputElement) || ['checkbox', 'radio', 'button', 'submit', 'file'].includes(target.type)) return;
  event.preventDefault();
  const fields = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('input:not([type=hidden]):not([readonly]):not([disabled]), select, textarea'));
  fields[fields.indexOf(target) + 1]?.focus();
}
