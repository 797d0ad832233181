import { districtName, helpTypeLabel, koreanDateTimeLabel } from '@ieum/domain';
import { LoadedContent, RequireRole, TopBar, useLoaded, useNavigateOnce } from '@ieum/shared-ui';
import { getReviewList } from '../api/get-review-list';
import { ListSkeleton } from '../components/ListSkeleton';

/** /completereview: the reviews this volunteer wrote, newest first (the server's order). */
export default function CompleteReviewPage() {
  return (
    <RequireRole role="volunteer">
      <CompleteReviews />
    </RequireRole>
  );
}

function CompleteReviews() {
  const go = useNavigateOnce();
  const { state, retry } = useLoaded(getReviewList, '후기 목록을 불러오지 못했습니다.');
  return (
    <main className="ui-page">
      <TopBar title="완료/후기" backTo="/volunteermain" />
      <div className="ui-page__body">
        <LoadedContent
          state={state}
          onRetry={retry}
          placeholder={<ListSkeleton label="후기 목록을 불러오는 중입니다..." />}
          empty={<p className="vol-empty">후기가 없습니다</p>}
        >
          {(list) => (
            <ul className="ui-card-list" aria-label="작성한 후기">
              {list.map((review) => (
                <li key={review.reviewId}>
                  <button type="button" className="ui-card-button" onClick={() => go('/reviewdetail', { state: { reviewId: review.reviewId } })}>
                    <span className="vol-list__title">{koreanDateTimeLabel(review.startTime)}</span>
                    <span>
                      {review.elderlyName} 어르신 · {helpTypeLabel(review.type)} · {districtName(review.districtType)}
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
