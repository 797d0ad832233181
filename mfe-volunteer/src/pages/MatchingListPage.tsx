import { districtName, koreanDateTimeLabel, helpTypeLabel } from '@ieum/domain';
import { RequireRole, TopBar, useNavigateOnce } from '@ieum/shared-ui';
import { getMatchingList } from '../api/get-matching-list';
import { ListSkeleton } from '../components/ListSkeleton';
import { LoadFailure } from '../components/LoadFailure';
import { useLoaded } from '../hooks/use-loaded';

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
        {state.status === 'loading' && <ListSkeleton label="매칭 내역을 불러오는 중입니다..." />}
        {state.status === 'failed' && <LoadFailure message={state.message} onRetry={() => void retry()} />}
        {state.status === 'ready' && state.data.length === 0 && <p className="vol-empty">매칭 내역이 없습니다</p>}
        {state.status === 'ready' && state.data.length > 0 && (
          <ul className="vol-list" aria-label="다가오는 매칭">
            {state.data.map((item) => (
              <li key={item.id}>
                <button type="button" className="vol-list__item" onClick={() => go('/matchingdetail', { state: { matchId: item.id } })}>
                  <span className="vol-list__title">{koreanDateTimeLabel(item.startTime)}</span>
                  <span>
                    {item.elderlyName} 어르신 · {helpTypeLabel(item.type)} · {districtName(item.districtType)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
