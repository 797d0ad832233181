import { getMatchingList } from '../api/get-matching-list';
import { ActivityListPage } from '../components/ActivityListPage';

/** /matchinglist: the volunteer's matchings still ahead, nearest first (the server's order). */
export default function MatchingListPage() {
  return (
    <ActivityListPage
      title="매칭내역"
      load={getMatchingList}
      loadingLabel="매칭 내역을 불러오는 중입니다..."
      failedMessage="매칭 내역을 불러오지 못했습니다."
      emptyText="매칭 내역이 없습니다"
      listLabel="다가오는 매칭"
      keyOf={(matching) => matching.id}
      detailOf={(matching) => ({ path: '/matchingdetail', state: { matchId: matching.id } })}
    />
  );
}
