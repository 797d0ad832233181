import type { ReactNode } from 'react';
import { LoadingStatus } from '@ieum/shared-ui';
import { LoadedContent, useLoaded } from '@ieum/app-kit';
import { TitledSection } from './TitledSection';

export interface SharedSectionProps<T> {
  id: string;
  title: string;
  /** The older person's switch for this item: off means nothing is asked for or shown. */
  shared: boolean;
  load(): Promise<T>;
  failedMessage: string;
  empty?: ReactNode;
  children(data: T): ReactNode;
}

/** One item of the family's view, shown only when the older person shares it. */
export function SharedSection<T>({ id, title, shared, ...rest }: SharedSectionProps<T>) {
  return (
    <TitledSection id={id} title={title}>
      {shared ? <SharedContent {...rest} /> : <p className="care-empty">어르신이 이 정보는 가족과 공유하지 않으셨어요.</p>}
    </TitledSection>
  );
}

function SharedContent<T>({ load, failedMessage, empty, children }: Omit<SharedSectionProps<T>, 'id' | 'title' | 'shared'>) {
  const { state, retry } = useLoaded(load, failedMessage);
  return (
    <LoadedContent state={state} onRetry={retry} placeholder={<LoadingStatus label="불러오는 중이에요..." />} empty={empty}>
      {children}
    </LoadedContent>
  );
}
