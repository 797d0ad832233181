import type { KeyboardEvent } from 'react';

/**
 * Arrow keys in a radio group whose radios are sibling elements: returns the index to choose
 * and moves the focus there with it (else the next Tab lands on the new choice), or undefined
 * for any other key.
 */
export function radioGroupArrowKey(event: KeyboardEvent<HTMLElement>, index: number, count: number): number | undefined {
  const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
  if (!step) return undefined;
  event.preventDefault();
  const nextIndex = (index + step + count) % count;
  (event.currentTarget.parentElement?.children[nextIndex] as HTMLElement | undefined)?.focus();
  return nextIndex;
}
