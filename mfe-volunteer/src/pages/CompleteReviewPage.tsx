import { getReviewList } from '../api/get-review-list';
import { ActivityListPage } from '../components/ActivityListPage';

/** /completereview: the reviews this volunteer wrote, newest first (the server's order). */
export default function CompleteReviewPage() {
  return (
    <ActivityListPage
      title="완료/후기"
      load={getReviewList}
      loadingLabel="후기 목록을 불러오는 중입니다..."
      failedMessage="후기 목록을 불러오지 못했습니다."
      emptyText="후기가 없습니다"
      listLabel="작성한 후기"
      keyOf={(review) => review.reviewId}
      detailOf={(review) => ({ path: '/reviewdetail', state: { reviewId: review.reviewId } })}
    />
  );
}
