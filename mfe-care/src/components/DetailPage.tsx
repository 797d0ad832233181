import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withParticle } from '@ieum/domain';
import { LoadingStatus, MissingStateNotice, TopBar } from '@ieum/shared-ui';
import { LoadedContent, positiveId, useLoaded } from '@ieum/app-kit';

export interface DetailPageProps<T> {
  title: string;
  /** What the page shows, for its messages (`어르신 정보`). */
  what: string;
  backTo: string;
  load(id: number): Promise<T>;
  failedMessage: string;
  /** A phone-wide page (the family's); the worker's details use a desktop's width too. */
  narrow?: boolean;
  /** `reload` loads it again (after the page changed it), keeping what is shown meanwhile. */
  children(data: T, reload: () => void): ReactNode;
}

/**
 * A detail opened from a dashboard row: its id in the query string (so a reload or a shared link
 * opens it again), loaded with the page's loading, failure and retry.
 */
export function DetailPage<T>(props: DetailPageProps<T>) {
  // In the query string, not route state: a reload or a link sent to a colleague opens the same row.
  const id = positiveId(useSearchParams()[0].get('id'));
  if (id === null) {
    return (
      <main className={pageClass(props.narrow)}>
        <TopBar title={props.title} backTo={props.backTo} />
        <MissingStateNotice message={`어느 ${props.what}인지 알 수 없어요.`} homePath={props.backTo} homeLabel="돌아가기" />
      </main>
    );
  }
  return <LoadedDetail key={id} id={id} {...props} />;
}

const pageClass = (narrow = false) => (narrow ? 'ui-page' : 'ui-page care-page--wide');

function LoadedDetail<T>({ id, title, what, backTo, load, failedMessage, narrow, children }: DetailPageProps<T> & { id: number }) {
  const { state, retry } = useLoaded(() => load(id), failedMessage);
  return (
    <main className={pageClass(narrow)}>
      <TopBar title={title} backTo={backTo} />
      <div className="ui-page__body">
        <LoadedContent state={state} onRetry={retry} placeholder={<LoadingStatus label={`${withParticle(what, '을', '를')} 불러오는 중이에요...`} />}>
          {(data) => children(data, retry)}
        </LoadedContent>
      </div>
    </main>
  );
}
