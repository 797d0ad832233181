import { districtName, helpTypeLabel, koreanDateTimeLabel } from '@ieum/domain';
import { Card, MissingStateNotice, TopBar, LoadingStatus } from '@ieum/shared-ui';
import { useLoaded, useRouteStateId, LoadedContent } from '@ieum/app-kit';
import { getReviewDetail, REVIEW_LOAD_FAILED, type ReviewDetail } from '../api/get-review-detail';
import { PhotoGallery } from '../components/PhotoGallery';

/** /reviewdetail (state reviewId): one review, its photos viewable large. */
export default function ReviewDetailPage() {
  const reviewId = useRouteStateId('reviewId');
  return (
    <>
      {reviewId === null ? (
        <main className="ui-page">
          <TopBar title="후기" backTo="/completereview" />
          <MissingStateNotice message="유효한 reviewId가 없습니다." />
        </main>
      ) : (
        <ReviewDetailView reviewId={reviewId} />
      )}
    </>
  );
}

function ReviewDetailView({ reviewId }: { reviewId: number }) {
  // Any failure shows the one message the product uses for this page.
  const { state, retry } = useLoaded(() => getReviewDetail(reviewId).catch(() => Promise.reject(new Error(REVIEW_LOAD_FAILED))), REVIEW_LOAD_FAILED, reviewId);
  return (
    <main className="ui-page">
      <TopBar title="후기" backTo="/completereview" />
      <div className="ui-page__body">
        <LoadedContent state={state} onRetry={retry} placeholder={<LoadingStatus label="후기를 불러오는 중입니다..." />}>
          {(review) => <ReviewView review={review} />}
        </LoadedContent>
      </div>
    </main>
  );
}

function ReviewView({ review }: { review: ReviewDetail }) {
  return (
    <>
      <Card aria-labelledby="vol-review-title">
        <h2 id="vol-review-title" className="vol-section-title">
          {review.elderlyName} 어르신
        </h2>
        <dl className="vol-facts">
          <dt>일시</dt>
          <dd>{koreanDateTimeLabel(review.startTime)}</dd>
          <dt>유형</dt>
          <dd>{helpTypeLabel(review.volunteerType)}</dd>
          <dt>지역</dt>
          <dd>{districtName(review.districtType)}</dd>
        </dl>
      </Card>
      <section aria-labelledby="vol-review-content">
        <h2 id="vol-review-content" className="vol-section-title">
          후기 내용
        </h2>
        <p className="vol-review-text">{review.content || '작성한 내용이 없습니다.'}</p>
      </section>
      <PhotoGallery urls={review.imageUrls} />
    </>
  );
}
