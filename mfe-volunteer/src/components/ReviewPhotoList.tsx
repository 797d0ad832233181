import { Button } from '@ieum/shared-ui';
import type { ReviewPhoto } from '../hooks/use-review-photos';

function statusText(photo: ReviewPhoto): string {
  switch (photo.status) {
    case 'preparing':
      return '사진 준비 중...';
    case 'uploading':
      return `올리는 중 ${Math.round(photo.progress * 100)}%`;
    case 'done':
      return '올리기 완료';
    default:
      return photo.error ?? '올리기 실패';
  }
}

/** The chosen photos, each with its upload progress; a failed one offers retry and removal. */
export function ReviewPhotoList({ photos, onRetry, onRemove }: { photos: ReviewPhoto[]; onRetry(id: number): void; onRemove(id: number): void }) {
  if (photos.length === 0) return null;
  return (
    <ul className="vol-photos" aria-label="첨부한 사진">
      {photos.map((photo, index) => {
        const label = `사진 ${index + 1}`;
        return (
          <li key={photo.id} className="vol-photo">
            <img src={photo.previewUrl} alt={label} />
            <progress max={100} value={Math.round(photo.progress * 100)} aria-label={`${label} 올리기 진행률`} />
            <p className={photo.status === 'failed' ? 'vol-photo__status vol-photo__status--failed' : 'vol-photo__status'} aria-live="polite">
              {statusText(photo)}
            </p>
            {photo.status === 'failed' && (
              <Button variant="secondary" onClick={() => onRetry(photo.id)} aria-label={`${label} 다시 올리기`}>
                다시 올리기
              </Button>
            )}
            {(photo.status === 'done' || photo.status === 'failed') && (
              <Button variant="ghost" onClick={() => onRemove(photo.id)} aria-label={`${label} 빼기`}>
                빼기
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
