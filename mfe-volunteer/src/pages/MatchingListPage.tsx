import { districtName, koreanDateTimeLabel, helpTypeLabel } from '@ieum/domain';
import { LoadedContent, RequireRole, TopBar, useLoaded, useNavigateOnce } from '@ieum/shared-ui';
import { getMatchingList } from '../api/get-matching-list';
import { ListSkeleton } from '../components/ListSkeleton';

/** /matchinglist: the volunteer's matchings still ahead, nearest first (the server's order). */
export default function MatchingListPage() {
  return (
    <RequireRole role="volunteer">
      <MatchingList />
    </RequireRole>
  );
}

function MatchingList() {
  const go = useNavigateOnce();
  const { state, retry } = useLoaded(getMatchingList, '매칭 내역을 불러오지 못했습니다.');
  return (
    <main className="ui-page">
      <TopBar title="매칭내역" backTo="/volunteermain" />
      <div className="ui-page__body">
        <LoadedContent
          state={state}
          onRetry={retry}
          placeholder={<ListSkeleton label="매칭 내역을 불러오는 중입니다..." />}
          empty={<p className="vol-empty">매칭 내역이 없습니다</p>}
        >
          {(list) => (
            <ul className="ui-card-list" aria-label="다가오는 매칭">
              {list.map((item) => (
                <li key={item.id}>
                  <button type="button" className="ui-card-button" onClick={() => go('/matchingdetail', { state: { matchId: item.id } })}>
                    <span className="vol-list__title">{koreanDateTimeLabel(item.startTime)}</span>
                    <span>
                      {item.elderlyName} 어르신 · {helpTypeLabel(item.type)} · {districtName(item.districtType)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </LoadedContent>
      </div>
    </main>
  );
}
