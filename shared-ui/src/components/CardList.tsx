import type { Key, ReactNode } from 'react';

export interface CardListProps<T> {
  /** The list's name for screen readers. */
  label?: string;
  items: readonly T[];
  keyOf(item: T): Key;
  onOpen(item: T): void;
  /** Classes beside `ui-card-button` for one entry (a matched request's border). */
  itemClassName?(item: T): string | undefined;
  children(item: T): ReactNode;
}

/** A list whose every entry is one tappable card that opens it. */
export function CardList<T>({ label, items, keyOf, onOpen, itemClassName, children }: CardListProps<T>) {
  return (
    <ul className="ui-card-list" aria-label={label}>
      {items.map((item) => (
        <li key={keyOf(item)}>
          <button type="button" className={['ui-card-button', itemClassName?.(item)].filter(Boolean).join(' ')} onClick={() => onOpen(item)}>
            {children(item)}
          </button>
        </li>
      ))}
    </ul>
  );
}
