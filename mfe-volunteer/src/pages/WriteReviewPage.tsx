import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { helpTypeLabel, koreanDateTimeLabel, REVIEW_CONTENT_MAX_LENGTH } from '@ieum/domain';
import { errorMessage, showAlert } from '@ieum/platform';
import { Button, Card, LoadingModal, MissingStateNotice, TextAreaField, TopBar, LoadingStatus } from '@ieum/shared-ui';
import { useLoaded, positiveId, LoadedContent, useSingleFlight } from '@ieum/app-kit';
import { createReview, REVIEW_SAVE_FAILED } from '../api/create-review';
import { getMatchingDetail, type MatchingDetail } from '../api/get-matching-detail';
import { ReviewPhotoList } from '../components/ReviewPhotoList';
import { useReviewPhotos } from '../hooks/use-review-photos';

/** /writereview (state currentMatching): text and photos for an activity waiting for its review. */
export default function WriteReviewPage() {
  const state = useLocation().state as { currentMatching?: { matchingId?: unknown } } | null;
  const matchingId = positiveId(state?.currentMatching?.matchingId);
  return (
    <>
      {matchingId === null ? (
        <main className="ui-page">
          <TopBar title="후기 작성" backTo="/volunteermain" />
          <MissingStateNotice message="매칭 ID가 없습니다." />
        </main>
      ) : (
        <WriteReview matchingId={matchingId} />
      )}
    </>
  );
}

function WriteReview({ matchingId }: { matchingId: number }) {
  const { state, retry } = useLoaded(() => getMatchingDetail(matchingId), '매칭 정보를 불러오지 못했습니다.', matchingId);
  return (
    <main className="ui-page">
      <TopBar title="후기 작성" backTo="/volunteermain" />
      <div className="ui-page__body">
        <LoadedContent state={state} onRetry={retry} placeholder={<LoadingStatus label="봉사 정보를 불러오는 중입니다..." />}>
          {(activity) => <ReviewForm activity={activity} />}
        </LoadedContent>
      </div>
    </main>
  );
}

/** Why this activity cannot take a review now, or null when it can (REVIEWING). */
function notWritableReason(activity: MatchingDetail): string | null {
  switch (activity.status) {
    case 'REVIEWING':
      return null;
    case 'COMPLETED':
      return '이미 후기를 작성한 봉사입니다.';
    case 'PROGRESS':
      return '봉사가 끝나고 어르신이 완료를 누르면 후기를 쓸 수 있습니다.';
    default:
      return '후기를 쓸 수 없는 봉사입니다.';
  }
}

function ReviewForm({ activity }: { activity: MatchingDetail }) {
  const navigate = useNavigate();
  const [content, setContent] = useState('');
  const [running, runOnce] = useSingleFlight<'save'>();
  const saving = running !== null;
  const { photos, add, retry, remove } = useReviewPhotos();
  const blocked = notWritableReason(activity);
  const uploading = photos.some((photo) => photo.status === 'preparing' || photo.status === 'uploading');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || blocked) return;
    const imageUrls = photos.flatMap((photo) => (photo.status === 'done' && photo.imageUrl ? [photo.imageUrl] : []));
    let problem: string | null = null;
    if (uploading) problem = '사진을 올리는 중입니다. 잠시 후 다시 눌러주세요.';
    else if (!content.trim()) problem = '후기 내용을 입력해주세요.';
    else if (imageUrls.length === 0) problem = '하나 이상의 사진을 첨부해주세요.';
    else if (photos.some((photo) => photo.status === 'failed')) problem = '올리지 못한 사진이 있습니다. 다시 올리거나 빼주세요.';
    if (problem) {
      await showAlert(problem);
      return;
    }
    // The alert comes after the flight has landed, so the saving modal is closed beneath it.
    let outcome: { failure: unknown } | 'saved' | null = null;
    await runOnce('save', async () => {
      try {
        await createReview({ volunteerActivityId: activity.id, content: content.trim(), imageUrls });
        outcome = 'saved';
      } catch (failure) {
        outcome = { failure };
      }
    });
    if (outcome === null) return;
    if (outcome !== 'saved') {
      await showAlert(errorMessage((outcome as { failure: unknown }).failure, REVIEW_SAVE_FAILED));
      return;
    }
    await showAlert('후기가 등록되었습니다.');
    navigate('/completereview', { replace: true });
  };

  return (
    <>
      <Card aria-label="후기를 쓸 봉사">
        <p className="vol-list__title">{activity.elderlyName} 어르신</p>
        <p className="vol-note">
          {koreanDateTimeLabel(activity.startTime)} · {helpTypeLabel(activity.type)}
        </p>
      </Card>
      {blocked ? (
        <p className="vol-note" role="status">
          {blocked}
        </p>
      ) : (
        <form className="vol-form" onSubmit={submit} noValidate aria-label="후기">
          <TextAreaField
            label="후기 내용"
            name="content"
            maxLength={REVIEW_CONTENT_MAX_LENGTH}
            value={content}
            placeholder="봉사 활동은 어떠셨나요?"
            hint={`${content.length}/${REVIEW_CONTENT_MAX_LENGTH}자`}
            onChange={(event) => setContent(event.target.value)}
          />
          <div className="vol-fieldset">
            <label className="ui-button ui-button--secondary ui-button--block vol-file-button">
              사진 추가
              <input
                type="file"
                accept="image/*"
                multiple
                onChange={(event) => {
                  const files = [...(event.target.files ?? [])];
                  event.target.value = '';
                  void add(files);
                }}
              />
            </label>
            <ReviewPhotoList photos={photos} onRetry={retry} onRemove={remove} />
          </div>
          <Button type="submit" block disabled={saving} aria-busy={saving}>
            {saving ? '등록 중...' : '후기 등록'}
          </Button>
        </form>
      )}
      <LoadingModal open={saving} message="후기를 등록하는 중입니다..." />
    </>
  );
}
