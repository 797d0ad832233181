import { districtName, helpTypeLabel, koreanDateTimeLabel } from '@ieum/domain';
import { CardList, LoadingStatus, TopBar, useNavigateOnce } from '@ieum/shared-ui';
import { LoadedContent, useLoaded } from '@ieum/app-kit';

interface ActivitySummary {
  startTime: string;
  elderlyName: string;
  type: string;
  districtType: string;
}

export interface ActivityListPageProps<T extends ActivitySummary> {
  title: string;
  loadingLabel: string;
  failedMessage: string;
  emptyText: string;
  listLabel: string;
  load(): Promise<T[]>;
  keyOf(item: T): number;
  /** The detail page an entry opens, with its route state. */
  detailOf(item: T): { path: string; state: object };
}

/** A volunteer's list of activities (matchings ahead, reviews written): each entry opens its detail. */
export function ActivityListPage<T extends ActivitySummary>(props: ActivityListPageProps<T>) {
  return <ActivityList {...props} />;
}

function ActivityList<T extends ActivitySummary>({ title, loadingLabel, failedMessage, emptyText, listLabel, load, keyOf, detailOf }: ActivityListPageProps<T>) {
  const go = useNavigateOnce();
  const { state, retry } = useLoaded(load, failedMessage);
  const open = (item: T) => {
    const { path, state: routeState } = detailOf(item);
    go(path, { state: routeState });
  };
  return (
    <main className="ui-page">
      <TopBar title={title} backTo="/volunteermain" />
      <div className="ui-page__body">
        <LoadedContent
          state={state}
          onRetry={retry}
          placeholder={<LoadingStatus label={loadingLabel} />}
          empty={<p className="vol-empty">{emptyText}</p>}
        >
          {(items) => (
            <CardList label={listLabel} items={items} keyOf={keyOf} onOpen={open}>
              {(item) => (
                <>
                  <span className="vol-list__title">{koreanDateTimeLabel(item.startTime)}</span>
                  <span>
                    {item.elderlyName} 어르신 · {helpTypeLabel(item.type)} · {districtName(item.districtType)}
                  </span>
                </>
              )}
            </CardList>
          )}
        </LoadedContent>
      </div>
    </main>
  );
}
