import { useState } from 'react';
import { RATING_COMMENT_MAX_LENGTH, RATING_MAX, RATING_MIN } from '@ieum/domain';
import { errorMessage, showAlert } from '@ieum/platform';
import { Button, Card, RadioGroup, TextAreaField } from '@ieum/shared-ui';
import { useSingleFlight } from '@ieum/app-kit';
import { rateVolunteer } from '../api/rate-volunteer';

const SCORES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

/** Large star buttons and an optional short comment; shows the rating once given. */
export function RateVolunteer({
  matchingId,
  volunteerName,
  given,
  onRated,
}: {
  matchingId: number;
  volunteerName: string;
  given: { score: number; comment: string } | null;
  onRated(): void;
}) {
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [busy, run] = useSingleFlight<'rate'>();

  if (given) {
    return (
      <Card className="elderly-card" aria-labelledby="rating-title">
        <h2 id="rating-title" className="elderly-card__title">내가 준 평가</h2>
        <p aria-label={`별점 ${RATING_MAX}점 만점에 ${given.score}점`}>{`${'★'.repeat(given.score)}${'☆'.repeat(RATING_MAX - given.score)} ${given.score}점`}</p>
        {given.comment && <p>{given.comment}</p>}
      </Card>
    );
  }

  const submit = () =>
    run('rate', async () => {
      if (score === null) {
        await showAlert('별점을 선택해주세요.');
        return;
      }
      try {
        await rateVolunteer(matchingId, score, comment.trim());
        await showAlert('평가가 저장되었습니다. 감사합니다.');
        onRated();
      } catch (error) {
        await showAlert(errorMessage(error, '평가를 저장하지 못했습니다. 다시 시도해주세요.'));
      }
    });

  return (
    <Card className="elderly-card" aria-labelledby="rating-title">
      <h2 id="rating-title" className="elderly-card__title">{`${volunteerName}님은 어떠셨나요?`}</h2>
      <RadioGroup
        label="별점"
        className="elderly-stars"
        choiceClassName="elderly-star"
        value={score}
        onChange={(value: number) => setScore(value)}
        choices={SCORES.map((value) => ({ value, label: value <= (score ?? 0) ? '★' : '☆', ariaLabel: `${value}점` }))}
      />
      <p aria-live="polite">{score ? `${score}점을 골랐어요` : '별을 눌러 점수를 골라 주세요'}</p>
      <TextAreaField
        label="한마디 (선택)"
        value={comment}
        maxLength={RATING_COMMENT_MAX_LENGTH}
        hint={`${comment.length}/${RATING_COMMENT_MAX_LENGTH}`}
        onChange={(event) => setComment(event.target.value)}
      />
      <Button block onClick={submit} disabled={busy !== null}>
        {busy ? '저장하는 중...' : '평가 보내기'}
      </Button>
    </Card>
  );
}
