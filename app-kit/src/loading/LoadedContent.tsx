import type { ReactNode } from 'react';
import type { Loaded } from './use-loaded';
import { LoadFailure } from '@ieum/shared-ui';

export interface LoadedContentProps<T> {
  state: Loaded<T>;
  onRetry(): void;
  /** Shown until the first data arrives (a skeleton of the content's height, a status line). */
  placeholder: ReactNode;
  /** Shown instead of the content when the data is an empty list. */
  empty?: ReactNode;
  children(data: T): ReactNode;
}

/**
 * What every loaded page shows: the placeholder, the failure with 다시 시도, the empty notice or
 * the content. Data already shown stays while it loads again, and a failed reload keeps it too
 * (the failure replaces only a page with nothing to show).
 */
export function LoadedContent<T>({ state, onRetry, placeholder, empty, children }: LoadedContentProps<T>) {
  if (state.data === undefined) {
    return state.status === 'failed' ? <LoadFailure message={state.message} onRetry={onRetry} /> : placeholder;
  }
  if (empty !== undefined && Array.isArray(state.data) && state.data.length === 0) return empty;
  return children(state.data);
}
